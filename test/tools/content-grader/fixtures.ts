import { ContentGraderRequestSchema } from '../../../lambdas/content-grader/contract';
import { demoContentGrader } from '../../../lambdas/content-grader/demo';
import { buildContentGraderPrompt, UNTRUSTED_CHARS } from '../../../lambdas/content-grader/prompt';
import { demoMeta } from '../../support/demo-meta';
import { H } from '../../support/hostile';
import { toolFixtures } from '../../support/tool-fixtures';

export const fixtures = toolFixtures({
  previous: () => {
    const answer = demoContentGrader(
      ContentGraderRequestSchema.parse({ topic: 'Email marketing for bakeries' }),
    );
    return { text: answer.content, ...demoMeta(answer) };
  },
  prompts: [
    {
      name: 'content-grader',
      cap: UNTRUSTED_CHARS,
      build: () => buildContentGraderPrompt({ topic: H }),
      blocks: ['input'],
    },
  ],
  page: {
    submit: 'Write It',
    entries: { text: { Topic: 'Sourdough for beginners' } },
    invalid: { first: 'Topic' },
    result: {
      fill: (page) => page.getByLabel('Topic').fill('Email marketing for bakeries'),
      busy: 'Writing...',
      done: /your draft (is|are) ready\.$/,
      copies: ['Copy'],
      download: 'Download DOCX',
    },
    keyboard: { heading: 'Your Draft', announced: 'Your draft is ready.' },
    prefilled: [],
  },
});
