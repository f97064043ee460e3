import { demoReads } from '../../support/demo-reads';
import { ContentGraderRequestSchema, type Graded } from '../../../lambdas/content-grader/contract';
import { demoContentGrader } from '../../../lambdas/content-grader/demo';
import { buildContentGraderPrompt, UNTRUSTED_CHARS } from '../../../lambdas/content-grader/prompt';
import { demoMeta } from '../../support/demo-meta';
import { H, many } from '../../support/hostile';
import { hostileResearch } from '../../support/hostile-research';
import { toolFixtures } from '../../support/tool-fixtures';

/** A graded thin draft, as the route measures it without live research (its own page only). */
export const gradedThinDraft: Graded = {
  score: 48,
  weights: { keyword: 75, reading: 25 },
  basis: 'page',
  items: [
    {
      kind: 'keyword',
      label: 'Keyword in the title (H1)',
      status: 'covered',
      evidence: 'Title: "Sourdough starter"',
    },
    { kind: 'keyword', label: 'Keyword in a subheading', status: 'missing', evidence: 'No subheading.' },
    {
      kind: 'reading',
      label: 'Reading grade',
      status: 'covered',
      evidence: 'Grade 6.1 (Flesch-Kincaid); 9 or lower reads easily.',
    },
  ],
  terms: [],
  questions: [],
  words: 120,
  research: 'off',
  sources: [],
  researchNote: 'Live search is not turned on for this site.',
};

/** The same draft graded against three ranking pages (live research): gaps of topics, terms and questions. */
const { researchNote: _offline, ...offline } = gradedThinDraft;
const gradedOnSources: Graded = {
  ...offline,
  score: 31,
  basis: 'sources',
  items: [
    ...gradedThinDraft.items,
    { kind: 'topic', label: 'Feeding schedule', status: 'missing', evidence: 'In 3 of 3 ranking pages.' },
    {
      kind: 'question',
      label: 'How often do you feed a starter?',
      status: 'missing',
      evidence: 'Asked on 2 pages.',
    },
    {
      kind: 'term',
      label: 'hydration',
      status: 'partly',
      evidence: 'Used once; ranking pages use it 6 times.',
    },
  ],
  research: 'live',
};

const request = ContentGraderRequestSchema.parse({
  mode: 'text',
  keyword: 'sourdough starter',
  draft: 'Feed it.',
});
const hostileGrade = {
  ...gradedThinDraft,
  items: Array(20_000).fill({ kind: 'topic', label: H, status: 'missing', evidence: H }),
};

export const fixtures = toolFixtures({
  previous: () => {
    const answer = demoContentGrader({ request, draftText: 'Feed it.', grade: gradedThinDraft, sources: [] });
    return { ...gradedThinDraft, edits: answer.content, ...demoMeta(answer) };
  },
  researched: () => {
    const answer = demoContentGrader({ request, draftText: 'Feed it.', grade: gradedOnSources, sources: [] });
    return { ...gradedOnSources, edits: answer.content, ...demoMeta(answer) };
  },
  prompts: [
    {
      name: 'content grader with live sources',
      cap: UNTRUSTED_CHARS,
      build: () =>
        buildContentGraderPrompt({
          request: { ...request, keyword: H, audience: H, brief: { headings: many, questions: many } },
          draftText: H,
          grade: hostileGrade,
          sources: hostileResearch.sources,
        }),
      blocks: ['input', 'grade', 'draft', 'sources'],
    },
  ],
  page: {
    submit: 'Grade My Draft',
    entries: {
      text: { 'Target keyword': 'bouldering technique', 'Your draft': '# Bouldering\n\nStart low.' },
    },
    invalid: { first: 'Target keyword', then: 'Your draft' },
    result: {
      fill: async (page) => {
        await page.getByLabel('Target keyword').fill('sourdough starter');
        await page
          .getByLabel('Your draft')
          .fill('# Sourdough starter\n\nFeed your starter flour and water daily.');
      },
      busy: 'Grading...',
      done: 'Your draft is graded.',
      copies: ['Copy'],
      download: 'Download DOCX',
    },
    keyboard: { heading: 'Your Grade', announced: /^Graded \d+ out of 100/ },
    prefilled: [[/^Audience/, 'Busy parents nearby']],
  },
  demoReads: demoReads({
    body: () => ({ mode: 'text', keyword: 'sourdough starter', draft: 'Feed it.' }),
    parse: (body) => ContentGraderRequestSchema.parse(body),
    demo: (read) =>
      demoContentGrader({ request: read, draftText: 'Feed it.', grade: gradedThinDraft, sources: [] }),
    changes: {
      keyword: 'boiler service cost',
      audience: 'homeowners in Manchester',
    },
    ignored: {
      mode: 'whether the draft was pasted or read from its address: the edits follow its grade either way',
      draft: 'the demo writes its edits from the grade measured of the draft (the sources and gaps it found)',
      edits: 'false asks for the grade alone, so no edits (demo or model) are written',
    },
  }),
});
