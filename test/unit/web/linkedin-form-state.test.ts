import { validatePostForm } from '@/features/linkedin-post/validate';
import {
  defaultPostForm,
  switchPostType,
  toRequestBody,
  type PostForm,
} from '@/features/linkedin-post/form-state';

const filled: PostForm = {
  ...defaultPostForm,
  topic: 'Hiring my first employee',
  personalStyle: 'educational',
  industryInsight: 'Small teams hire slowly.',
  experience: 'I hired a friend.',
  valuePoints: 'A checklist',
  contentLink: 'https://example.com/guide',
  ctaLink: 'https://example.com/book',
};

describe('the LinkedIn post form', () => {
  it('moves the style to the new tab’s first option when switching tabs, and keeps everything typed', () => {
    const story = switchPostType(filled, 'story');
    expect(story).toEqual({ ...filled, postType: 'story', personalStyle: 'challenge' });
    const promotion = switchPostType({ ...story, personalStyle: 'journey' }, 'promotion');
    expect(promotion.personalStyle).toBe('helpful');
    expect(switchPostType(filled, 'standard').personalStyle).toBe('educational');
    expect(switchPostType(promotion, 'standard')).toMatchObject({
      personalStyle: 'professional',
      topic: filled.topic,
      experience: filled.experience,
    });
  });

  it('sends only the current tab’s fields, and the CTA type and link only with a call to action', () => {
    expect(toRequestBody(filled)).toEqual({
      postType: 'standard',
      personalStyle: 'educational',
      topic: 'Hiring my first employee',
      goal: 'thought-leadership',
      industryInsight: 'Small teams hire slowly.',
      includeCTA: 'no',
      postLength: 'medium',
    });
    const story = toRequestBody({
      ...switchPostType(filled, 'story'),
      includeCTA: 'yes',
      ctaType: 'connect',
    });
    expect(story).toMatchObject({
      experience: 'I hired a friend.',
      ctaType: 'connect',
      ctaLink: filled.ctaLink,
    });
    expect(story).not.toHaveProperty('valuePoints');
    const promotion = toRequestBody(switchPostType(filled, 'promotion'));
    expect(promotion).toMatchObject({ valuePoints: 'A checklist', contentLink: filled.contentLink });
    expect(promotion).not.toHaveProperty('experience');
  });

  it('ignores a bad link in the hidden CTA fields when no call to action is wanted', () => {
    expect(validatePostForm({ ...filled, ctaLink: 'not a url' })).toHaveProperty('body');
    expect(validatePostForm({ ...filled, includeCTA: 'yes', ctaLink: 'not a url' })).toEqual({
      errors: { ctaLink: 'The call-to-action link must be a full URL starting with http:// or https://.' },
    });
  });

  it('asks each tab for what it needs, keyed by form field', () => {
    const empty = { ...defaultPostForm };
    expect(validatePostForm(empty)).toEqual({ errors: { topic: 'Please enter a topic.' } });
    expect(validatePostForm(switchPostType(empty, 'story'))).toEqual({
      errors: {
        topic: 'Please enter a topic.',
        experience: 'Please describe the experience your story is about.',
      },
    });
    expect(validatePostForm(switchPostType(empty, 'promotion'))).toEqual({
      errors: {
        topic: 'Please enter a topic.',
        valuePoints: 'Please list what readers get from the content you are promoting.',
        contentLink: 'Please enter the link to the content you are promoting.',
      },
    });
  });

  it('limits every text field', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    const result = validatePostForm({
      ...switchPostType(filled, 'promotion'),
      topic: long(200),
      industryInsight: long(500),
      valuePoints: long(1000),
      contentLink: `https://example.com/${long(500)}`,
    });
    expect(result).toEqual({
      errors: {
        topic: 'Topic must be 200 characters or fewer.',
        industryInsight: 'Industry insight must be 500 characters or fewer.',
        valuePoints: 'Value points must be 1,000 characters or fewer.',
        contentLink: 'The content link must be 500 characters or fewer.',
      },
    });
    expect(validatePostForm({ ...switchPostType(filled, 'story'), experience: long(1500) })).toEqual({
      errors: { experience: 'Your experience must be 1,500 characters or fewer.' },
    });
  });
});
