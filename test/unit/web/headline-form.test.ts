import { validateHeadlineForm } from '@/features/headline-hook/validate';
import {
  defaultHeadlineForm,
  switchMode,
  toRequestBody,
  type HeadlineForm,
} from '@/features/headline-hook/form-state';

const filled: HeadlineForm = {
  ...defaultHeadlineForm,
  topic: 'Email marketing for bakeries',
  audience: 'bakery owners',
  keyBenefit: 'fill more orders',
};

describe('the headline and hook form', () => {
  it('resets the trigger to question on the hooks tab and to curiosity on the headlines tab', () => {
    const hooks = switchMode({ ...filled, trigger: 'fear' }, 'hooks');
    expect(hooks).toMatchObject({ mode: 'hooks', trigger: 'question', topic: filled.topic });
    expect(switchMode({ ...hooks, trigger: 'story' }, 'headlines')).toMatchObject({ trigger: 'curiosity' });
  });

  it('keeps a trigger the new tab offers', () => {
    expect(switchMode({ ...filled, trigger: 'urgency' }, 'headlines').trigger).toBe('urgency');
  });

  it('sends headlines with display labels and a title-cased tone (docs/product.md#headlines-and-hooks)', () => {
    expect(
      toRequestBody({ ...filled, contentType: 'email-subject', trigger: 'gain', tone: 'humorous' }),
    ).toEqual({
      mode: 'headlines',
      contentTopic: 'Email marketing for bakeries',
      targetAudience: 'bakery owners',
      contentType: 'Email Subject Line',
      keyBenefit: 'fill more orders',
      emotionalTrigger: 'Promise of Gain',
      tone: 'Humorous',
    });
  });

  it('sends hooks with the benefit as the main problem and the style as chosen', () => {
    expect(toRequestBody({ ...switchMode(filled, 'hooks'), trigger: 'challenge', tone: 'bold' })).toEqual({
      mode: 'hooks',
      contentTopic: 'Email marketing for bakeries',
      targetAudience: 'bakery owners',
      mainProblem: 'fill more orders',
      hookStyle: 'challenge',
      tone: 'bold',
    });
  });

  it('reports missing topic or audience for the product rules’ toast, with field messages', () => {
    expect(validateHeadlineForm({ ...filled, audience: ' ' })).toEqual({
      errors: { audience: 'Please describe your audience.' },
      missingRequired: true,
    });
    expect(validateHeadlineForm({ ...filled, keyBenefit: 'x'.repeat(301) })).toEqual({
      errors: { keyBenefit: 'Key benefit must be 300 characters or fewer.' },
      missingRequired: false,
    });
    expect(validateHeadlineForm(filled)).toEqual({ body: toRequestBody(filled) });
  });
});
