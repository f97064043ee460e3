import { LOCAL_RESEARCH_NOTE, sourcesTitle } from '@lambdas/shared/contracts/research';
import { markedLocal } from '@lambdas/shared/research/live';
import { withoutResearch } from '@lambdas/shared/research/outcome';
import { briefNotes } from '@/features/content-brief/brief-texts';

/** Issue 46.11: a result built on the local fake search (RESEARCH_FAKE=1) says so beside its sources and in its file. */
describe('research from the local fake search', () => {
  const source = {
    n: 1,
    title: 'T',
    url: 'http://127.0.0.1/p',
    domain: 'd.example',
    wordCount: 9,
    headings: [],
    read: true,
  };
  const live = { fields: { research: 'live' as const, sources: [source] }, sources: [], cached: false };

  it('is marked as local sample pages, on screen and in the brief file', () => {
    const marked = markedLocal(live);
    expect(marked.fields.researchNote).toBe('(local research: sample pages)');
    expect(sourcesTitle(marked.fields)).toBe('What Ranks Today (local research: sample pages)');
    expect(briefNotes(false, marked.fields)).toEqual([`Researched ${LOCAL_RESEARCH_NOTE}`]);
  });

  it('leaves research that did not happen, and real research, as they were', () => {
    const off = withoutResearch('off', 'Live search is not turned on for this site.');
    expect(markedLocal(off)).toBe(off);
    expect(sourcesTitle(live.fields)).toBe('What Ranks Today');
    expect(briefNotes(false, live.fields)).toEqual([]);
  });
});
