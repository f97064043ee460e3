import { demoReads } from '../../support/demo-reads';
import { LinkedInPostRequestSchema } from '../../../lambdas/linkedin-post/contract';
import { demoLinkedInPost } from '../../../lambdas/linkedin-post/demo';
import { measurePost } from '../../../lambdas/linkedin-post/documents/post-length';
import { buildLinkedInPostPrompt, UNTRUSTED_CHARS } from '../../../lambdas/linkedin-post/prompt';
import { demoMeta } from '../../support/demo-meta';
import { H } from '../../support/hostile';
import { linkedinBodies } from '../../support/linkedin-fixtures';
import { toolFixtures } from '../../support/tool-fixtures';

const hostilePost = (postType: 'story' | 'promotion') =>
  ({
    postType,
    personalStyle: postType === 'story' ? 'lessons' : 'helpful',
    topic: H,
    goal: 'engagement',
    industryInsight: H,
    includeCTA: 'yes',
    ctaType: 'website',
    ctaLink: H,
    postLength: 'medium',
    experience: H,
    valuePoints: H,
    contentLink: H,
  }) as never;

export const fixtures = toolFixtures({
  previous: () => {
    const post = demoLinkedInPost(LinkedInPostRequestSchema.parse(linkedinBodies.standard()));
    return { post: post.content, stats: measurePost(post.content, 'medium'), ...demoMeta(post) };
  },
  prompts: (['story', 'promotion'] as const).map((postType) => ({
    name: `LinkedIn ${postType} post`,
    cap: UNTRUSTED_CHARS,
    build: () => buildLinkedInPostPrompt(hostilePost(postType)),
    blocks: ['input'],
  })),
  page: {
    submit: 'Generate Post',
    entries: { tab: 'Story-Based', text: { Topic: 'Our first year as a climbing gym' } },
    invalid: { first: 'Topic' },
    result: {
      fill: (page) => page.getByLabel('Topic').fill('Email marketing for bakeries'),
      busy: 'Generating...',
      done: 'LinkedIn post generated successfully!',
      copies: ['Copy to Clipboard'],
    },
    keyboard: { heading: 'Post Preview', announced: 'Your LinkedIn post is ready.' },
    prefilled: [[/^Industry insight/, 'Artisan bakery']],
  },
  demoReads: demoReads({
    body: () => linkedinBodies.standard(),
    parse: (body) => LinkedInPostRequestSchema.parse(body),
    demo: (request) => demoLinkedInPost(request),
    changes: {
      postType: (body: Record<string, unknown>) => ({
        ...body,
        postType: 'story',
        personalStyle: 'lessons',
        experience: 'The winter our van broke down twice.',
      }),
      personalStyle: 'storytelling',
      topic: 'Boiler servicing before winter',
      goal: 'engagement',
      industryInsight: 'Most breakdowns follow a skipped service.',
      includeCTA: (body: Record<string, unknown>) => ({ ...body, includeCTA: 'yes', ctaType: 'comment' }),
      ctaLink: (body: Record<string, unknown>) => ({
        ...body,
        includeCTA: 'yes',
        ctaType: 'website',
        ctaLink: 'https://copperline.example/book',
      }),
      postLength: 'short',
    },
    ignored: {},
  }),
});
