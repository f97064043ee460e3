/** Live research of three plain pages: what a researched answer is built from (the hostile kind is hostile-research.ts). */
const sampleSources = [1, 2, 3].map((n) => ({
  n,
  title: `Bakery newsletters that sell, part ${n}`,
  url: `https://bakery${n}.example/newsletter`,
  domain: `bakery${n}.example`,
  wordCount: 1200 * n,
  headings: ['Why bakeries email', 'What to send each week'],
  read: true,
  h1: 'Bakery newsletters',
  outline: [{ level: 2 as const, text: 'What to send each week' }],
  questions: ['How often should a bakery email?'],
  structuredData: [],
  terms: [{ key: 'newsletter', term: 'newsletter', count: 6 }],
}));

export const sampleResearch = {
  fields: {
    research: 'live' as const,
    sources: sampleSources,
    questions: ['How often should a bakery email?'],
  },
  sources: sampleSources,
  cached: false,
};
