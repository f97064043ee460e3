import 'fake-indexeddb/auto';
import {
  addEntry,
  addRefinement,
  clearHistory,
  deleteEntry,
  entryById,
  HISTORY_MAX,
  latestOf,
  listHistory,
} from '@/lib/workspace/history';

const result = (text: string) => ({ data: { text, demo: true } });
const keep = (tool: string, text: string) =>
  addEntry({ tool, form: { topic: text }, body: { topic: text }, result: result(text) });

beforeEach(() => clearHistory());

describe('the history in IndexedDB', () => {
  it('lists results newest first, across tools, and finds each tool’s newest', async () => {
    await keep('content-brief', 'one');
    await keep('blog-topic', 'two');
    const three = await keep('content-brief', 'three');
    expect((await listHistory()).map((entry) => entry.form['topic'])).toEqual(['three', 'two', 'one']);
    await expect(latestOf('content-brief')).resolves.toMatchObject({ id: three.id });
    await expect(latestOf('linkedin-post')).resolves.toBeUndefined();
  });

  it('keeps at most 100, dropping the oldest', async () => {
    for (let n = 0; n < HISTORY_MAX + 3; n++) await keep('headline-hook', `n${n}`);
    const entries = await listHistory();
    expect(entries).toHaveLength(HISTORY_MAX);
    expect(entries.at(-1)!.form['topic']).toBe('n3');
  });

  it('keeps refinements under their result, which moves first', async () => {
    const first = await keep('content-brief', 'first');
    await keep('content-brief', 'second');
    await addRefinement(first.id, { label: 'Shorter', result: result('fir') });
    await addRefinement(first.id, { label: 'More formal', result: result('First.') });
    const [newest] = await listHistory();
    expect(newest!.id).toBe(first.id);
    expect(newest!.refinements.map((refinement) => refinement.label)).toEqual(['Shorter', 'More formal']);
  });

  it('deletes one result, clears all, and leaves out what does not read', async () => {
    const gone = await keep('content-brief', 'gone');
    await keep('content-brief', 'kept');
    await deleteEntry(gone.id);
    await expect(entryById(gone.id)).resolves.toBeUndefined();
    expect(await listHistory()).toHaveLength(1);
    await clearHistory();
    await expect(listHistory()).resolves.toEqual([]);
  });
});
