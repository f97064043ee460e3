import { demoReads } from '../../support/demo-reads';
import { ContentBriefRequestSchema } from '../../../lambdas/content-brief/contract';
import { demoBrief } from '../../../lambdas/content-brief/demo';
import { buildBriefPrompt, UNTRUSTED_CHARS } from '../../../lambdas/content-brief/prompt';
import { fillBriefForm } from '../../e2e/support/brief-page';
import { briefBody } from '../../support/brief-fixtures';
import { demoMeta } from '../../support/demo-meta';
import { H, many } from '../../support/hostile';
import { hostileResearch } from '../../support/hostile-research';
import { sampleResearch } from '../../support/sample-research';
import { toolFixtures } from '../../support/tool-fixtures';

const request = {
  experience_level: 'marketer',
  topic: H,
  primaryKeywords: many,
  targetAudience: H,
  contentGoal: 'educate',
  contentType: 'blog-post',
  briefDepth: '500-750',
  internalLinks: many,
  format: 'json',
} as const;

export const fixtures = toolFixtures({
  previous: () => {
    const brief = demoBrief(ContentBriefRequestSchema.parse(briefBody()));
    return { brief: brief.content, ...demoMeta(brief) };
  },
  researched: () => {
    const brief = demoBrief({ ...ContentBriefRequestSchema.parse(briefBody()), research: sampleResearch });
    return { brief: brief.content, ...demoMeta(brief) };
  },
  prompts: [
    {
      name: 'content brief with live sources',
      cap: UNTRUSTED_CHARS,
      build: () => buildBriefPrompt({ ...request, research: hostileResearch }),
      blocks: ['input', 'sources'],
    },
    {
      name: 'content brief',
      cap: UNTRUSTED_CHARS,
      build: () => buildBriefPrompt(request),
      blocks: ['input'],
    },
  ],
  page: {
    submit: 'Generate Content Brief',
    entries: {
      text: { Topic: 'Pho for beginners', 'Target audience': 'Houston food lovers' },
      select: { 'Content goal': 'convert' },
    },
    invalid: { first: 'Topic', then: 'Primary keywords' },
    result: {
      fill: (page) => fillBriefForm(page),
      busy: 'Creating Your Brief...',
      done: 'Content brief generated successfully!',
      copies: ['Copy Text', 'Help me draft this'],
      download: 'Download Brief',
    },
    keyboard: { heading: 'Your Generated Brief', announced: 'Your content brief is ready.' },
    prefilled: [
      [/^Topic/, 'Artisan bakery'],
      [/^Target audience/, 'Busy parents nearby'],
      [/^Tone of voice/, 'casual'],
    ],
  },
  demoReads: demoReads({
    body: () => briefBody(),
    parse: (body) => ContentBriefRequestSchema.parse(body),
    demo: (request) => demoBrief(request),
    changes: {
      experience_level: 'non-marketer',
      topic: 'Tax tips for freelance designers',
      primaryKeywords: ['freelance tax'],
      targetAudience: 'freelance designers',
      contentGoal: 'educate',
      contentType: 'whitepaper',
      briefDepth: '500-750',
      tone: 'humorous',
      internalLinks: ['https://copperline.example/boilers'],
    },
    ignored: { format: 'how the brief comes back (JSON, a stream or a .docx), not what it says' },
  }),
});
