import {
  ctaTypes,
  LinkedInPostRequestSchema,
  personalStyles,
  postTypes,
} from '@lambdas/linkedin-post/contract';
import { demoLinkedInPost } from '@lambdas/linkedin-post/demo';
import { measurePost, paragraphsOf, postLengths } from '@lambdas/linkedin-post/documents/post-length';
import { linkedinBodies } from '../../support/linkedin-fixtures';

const input = (tab: keyof typeof linkedinBodies, overrides: Record<string, unknown> = {}) =>
  LinkedInPostRequestSchema.parse(linkedinBodies[tab](overrides));
const demo = (...args: Parameters<typeof input>) => demoLinkedInPost(input(...args));

describe('the demo LinkedIn post', () => {
  it('is deterministic and depends on the input', () => {
    expect(demo('standard')).toBe(demo('standard'));
    expect(demo('standard', { topic: 'Cake pricing' })).not.toBe(demo('standard'));
    expect(demo('standard', { topic: 'Cake pricing' })).toContain('cake pricing');
  });

  it('keeps every tab, style, length and call to action within its own length rules', () => {
    const cases = postTypes.flatMap((tab) =>
      personalStyles[tab].flatMap((personalStyle) =>
        postLengths.flatMap((postLength) =>
          [undefined, ...ctaTypes].map((ctaType) =>
            input(tab, {
              personalStyle,
              postLength,
              includeCTA: ctaType ? 'yes' : 'no',
              ctaType,
              ctaLink: ctaType ? 'https://a.example/next' : '',
            }),
          ),
        ),
      ),
    );
    expect(cases).toHaveLength(3 * 5 * 3 * 6);
    for (const request of cases) {
      const stats = measurePost(demoLinkedInPost(request), request.postLength);
      expect({ request, stats }).toEqual({
        request,
        stats: expect.objectContaining({
          paragraphsOnTarget: true,
          withinBudget: true,
          hookBeforeFold: true,
        }),
      });
    }
  });

  it('opens with a hook of the chosen style', () => {
    expect(demo('standard', { personalStyle: 'conversational' })).toMatch(
      /^Can we talk about email marketing/,
    );
    expect(demo('story', { personalStyle: 'mistake' })).toMatch(/^Hiring my first employee: I got it wrong/);
    expect(demo('promotion', { personalStyle: 'data-insight' })).toMatch(/^The numbers behind pricing/);
  });

  it('tells the story tab’s experience and promotes the promotion tab’s content', () => {
    expect(demo('story')).toContain('Here is what happened: I hired a friend without a trial period.');
    const promotion = demo('promotion');
    expect(promotion).toContain('• How 200 freelancers set prices\n• Three pricing models compared');
    expect(promotion).toContain('Read it here: https://example.com/report');
  });

  it('ends with the chosen call to action and its link, or without one', () => {
    const paragraphsBeforeTags = (post: string) => paragraphsOf(post).at(-1);
    expect(paragraphsBeforeTags(demo('standard', { includeCTA: 'yes', ctaType: 'comment' }))).toMatch(
      /Tell me in the comments\.$/,
    );
    expect(
      paragraphsBeforeTags(
        demo('standard', { includeCTA: 'yes', ctaType: 'event', ctaLink: 'https://a.example/e' }),
      ),
    ).toMatch(/Register for our upcoming event:\nhttps:\/\/a\.example\/e$/);
    const without = demo('standard', { includeCTA: 'no' });
    expect(without).not.toMatch(/comments|connect|website|Register/);
  });

  it('closes with hashtags drawn from the topic, goal and tab', () => {
    expect(demo('standard').split('\n\n').at(-1)).toBe('#EmailMarketing #Leadership #Marketing');
  });
});
