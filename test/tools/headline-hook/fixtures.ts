import { demoReads } from '../../support/demo-reads';
import { HeadlineRequestSchema } from '../../../lambdas/headline-hook/contract';
import { demoHeadlineList } from '../../../lambdas/headline-hook/demo';
import { buildHeadlinePrompt, UNTRUSTED_CHARS } from '../../../lambdas/headline-hook/prompt';
import { demoMeta } from '../../support/demo-meta';
import { headlinesBody } from '../../support/headline-fixtures';
import { H } from '../../support/hostile';
import { toolFixtures } from '../../support/tool-fixtures';

const common = { contentTopic: H, targetAudience: H, tone: 'bold' } as const;

export const fixtures = toolFixtures({
  previous: () => {
    const headlines = demoHeadlineList(HeadlineRequestSchema.parse(headlinesBody()));
    return { result: headlines.content, ...demoMeta(headlines) };
  },
  prompts: [
    {
      name: 'headlines',
      cap: UNTRUSTED_CHARS,
      build: () =>
        buildHeadlinePrompt({
          mode: 'headlines',
          ...common,
          contentType: 'Blog Post',
          keyBenefit: H,
          emotionalTrigger: 'Curiosity',
        }),
      blocks: ['input'],
    },
    {
      name: 'hooks',
      cap: UNTRUSTED_CHARS,
      build: () => buildHeadlinePrompt({ mode: 'hooks', ...common, mainProblem: H, hookStyle: 'story' }),
      blocks: ['input'],
    },
  ],
  page: {
    submit: 'Generate Headlines',
    entries: {
      tab: 'Hooks (Opening Lines)',
      text: { Topic: 'Scheduling HVAC technicians', Audience: 'HVAC business owners' },
      select: { Tone: 'bold' },
    },
    invalid: { first: 'Topic', then: 'Audience' },
    result: {
      fill: async (page) => {
        await page.getByLabel('Topic').fill('Email marketing for bakeries');
        await page.getByLabel('Audience').fill('bakery owners');
      },
      busy: 'Generating...',
      done: 'Generation complete',
      copies: ['Copy All', 'Copy headline 1'],
      download: 'Download DOCX',
    },
    keyboard: { heading: 'Your Headlines', announced: /^\d+ headlines ready\.$/ },
    prefilled: [
      [/^Audience/, 'Busy parents nearby'],
      [/^Tone/, 'casual'],
    ],
  },
  demoReads: demoReads({
    body: () => headlinesBody(),
    parse: (body) => HeadlineRequestSchema.parse(body),
    demo: (request) => demoHeadlineList(request),
    changes: {
      mode: (body: Record<string, unknown>) => ({
        ...body,
        mode: 'hooks',
        hookStyle: 'question',
        mainProblem: 'cold radiators',
      }),
      contentTopic: 'Boiler servicing in Manchester',
      targetAudience: 'homeowners',
      tone: 'bold',
      contentType: 'Email Subject Line',
      keyBenefit: 'no cold mornings this winter',
      emotionalTrigger: 'Fear of Missing Out',
    },
    ignored: {},
  }),
});
