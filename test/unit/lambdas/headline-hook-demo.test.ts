import { HeadlineRequestSchema } from '@lambdas/headline-hook/contract';
import { demoHeadlineList } from '@lambdas/headline-hook/demo';
import { headlinesBody, hooksBody } from '../../support/headline-fixtures';

const demo = (body: object) => demoHeadlineList(HeadlineRequestSchema.parse(body));
const lines = (text: string) => text.split('\n');

describe('the headline demo writer', () => {
  it('writes 10 numbered headlines about the topic, the same every time', () => {
    const text = demo(headlinesBody());
    expect(text).toBe(demo(headlinesBody()));
    expect(lines(text)).toHaveLength(10);
    lines(text).forEach((line, i) => expect(line).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
    expect(text).toContain('Email Marketing for Bakeries');
  });

  it('follows the benefit, the trigger, the content type and the tone', () => {
    expect(demo(headlinesBody({ keyBenefit: 'sell out by noon' }))).toContain('Sell Out by Noon');
    expect(demo(headlinesBody({ emotionalTrigger: 'Fear of Missing Out' }))).toMatch(
      /Mistake with .* That Costs You|Still Ignoring|Don't Let Competitors/,
    );
    expect(demo(headlinesBody({ contentType: 'Video' }))).toMatch(/Under 10 Minutes/);
    expect(demo(headlinesBody({ tone: 'Humorous' }))).toContain('Without the Headache');
    expect(demo(headlinesBody({ contentTopic: 'Sourdough pricing' }))).not.toContain('Email');
  });

  it('writes 5 numbered hooks in the chosen style around the main problem', () => {
    const text = demo(hooksBody({ hookStyle: 'question' }));
    expect(lines(text)).toHaveLength(5);
    expect(lines(text).filter((line) => line.endsWith('?') || line.endsWith('that.'))).toHaveLength(5);
    expect(text).toContain('no time to write newsletters');
    expect(demo(hooksBody({ hookStyle: 'challenge' }))).not.toBe(text);
  });
});
