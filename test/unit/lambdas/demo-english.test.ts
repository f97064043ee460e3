import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { allSampleTexts, type SampleText } from '../../support/demo-sample-texts';
import { englishAllowList } from '../../support/english-allow';

interface Problem {
  id: string;
  word: string;
  reason: string;
}

/** Runs the retext check (an ESM script, as retext ships ESM only) over texts; answers its problems. */
const lint = (texts: SampleText[]): Problem[] =>
  JSON.parse(
    execFileSync(process.execPath, [join(__dirname, '../../../scripts/lint/english.mjs')], {
      input: JSON.stringify({ texts, allow: englishAllowList }),
      maxBuffer: 64 * 1024 * 1024,
    }).toString(),
  ) as Problem[];

describe('the English of every demo sample', () => {
  it('catches the mistakes it is there for: a misspelling, a repeated word, a wrong article, a straight apostrophe', () => {
    const problems = lint([{ id: 'bad', text: "The case for for a hour of recieve. Don't." }]);
    expect(problems.map((p) => p.word)).toEqual(expect.arrayContaining(['for for', 'a', 'recieve', "Don't"]));
  });

  it('has no misspelling, repeated word, wrong article or straight apostrophe in any sample', () => {
    const texts = allSampleTexts();
    expect(texts.length).toBeGreaterThan(900);
    expect(lint(texts)).toEqual([]);
  });
});
