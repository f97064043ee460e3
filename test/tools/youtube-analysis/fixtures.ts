import { demoReads } from '../../support/demo-reads';
import { clipsOf, IdeaGeneratorRequestSchema } from '../../../lambdas/youtube-analysis/contract';
import { demoIdeas } from '../../../lambdas/youtube-analysis/demo';
import { buildIdeaPrompt, UNTRUSTED_CHARS } from '../../../lambdas/youtube-analysis/prompt';
import { demoVideos } from '../../../lambdas/youtube-analysis/search/demo';
import { demoMeta } from '../../support/demo-meta';
import { H } from '../../support/hostile';
import { toolFixtures } from '../../support/tool-fixtures';

export const fixtures = toolFixtures({
  previous: () => {
    const clips = clipsOf(demoVideos('sourdough'));
    const ideas = demoIdeas(IdeaGeneratorRequestSchema.parse({ topic: 'sourdough', clips }));
    return { ...ideas.content, ...demoMeta(ideas) };
  },
  prompts: [
    {
      name: 'YouTube ideas',
      cap: UNTRUSTED_CHARS,
      build: () =>
        buildIdeaPrompt({
          topic: H,
          clips: Array(20_000).fill({ name: H, description: H, views: 1000, outlierScore: 2 }),
        }),
      blocks: ['keyword', 'videos'],
    },
  ],
  page: {
    submit: 'Analyze',
    entries: { text: { Keyword: 'bouldering technique' } },
    invalid: { first: 'Keyword' },
    result: {
      fill: (page) => page.getByLabel('Keyword').fill('sourdough baking'),
      busy: 'Analyzing',
      done: /^Analyzed \d+ videos and generated \d+ content ideas\.$/,
      copies: ['Copy'],
      download: 'Download DOCX',
    },
    keyboard: { heading: /^Top videos/, announced: /^\d+ videos found\.$/ },
    prefilled: [],
  },
  demoReads: demoReads({
    body: () => ({ topic: 'sourdough', clips: clipsOf(demoVideos('sourdough')) }),
    parse: (body) => IdeaGeneratorRequestSchema.parse(body),
    demo: (request) => demoIdeas(request),
    changes: {
      topic: 'boiler servicing',
      clips: clipsOf(demoVideos('boiler servicing')).slice(0, 3),
    },
    ignored: {},
  }),
});
