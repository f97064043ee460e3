import { H, many } from './hostile';

/** Eight live sources whose every measured value is hostile. */
const hostileSources = Array.from({ length: 8 }, (_, i) => ({
  n: i + 1,
  title: H,
  url: H,
  domain: H,
  wordCount: 1,
  headings: many,
  read: true,
  h1: H,
  outline: many.map((text) => ({ level: 2 as const, text })),
  questions: many,
  structuredData: ['FAQPage'],
  terms: many.slice(0, 80).map((term, i) => ({ key: `${i}`, term, count: 2 })),
}));

/** Live research whose sources and questions are all hostile. */
export const hostileResearch = {
  fields: { research: 'live' as const, sources: hostileSources, questions: many },
  sources: hostileSources,
  cached: false,
};
