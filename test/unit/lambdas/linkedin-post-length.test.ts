import {
  LINKEDIN_FOLD_CHARACTERS,
  LINKEDIN_MAX_CHARACTERS,
  characterCount,
  lengthRules,
  measurePost,
  paragraphRange,
  paragraphsOf,
  splitAtFold,
} from '@lambdas/linkedin-post/documents/post-length';

const paragraphs = (count: number, each = 'A short paragraph.') => Array(count).fill(each).join('\n\n');

describe('LinkedIn length rules', () => {
  it('turns the product rules’ lengths into paragraph ranges and character budgets under LinkedIn’s limit', () => {
    expect(Object.values(lengthRules).map(paragraphRange)).toEqual(['1-2', '3-4', '5+']);
    expect(Object.values(lengthRules).map((rule) => rule.maxCharacters)).toEqual([600, 1300, 2800]);
    for (const rule of Object.values(lengthRules)) {
      expect(rule.maxCharacters).toBeLessThan(LINKEDIN_MAX_CHARACTERS);
    }
  });

  it('counts paragraphs as blocks between blank lines, not counting a closing hashtag line', () => {
    expect(paragraphsOf('Hook\nsecond line\n\nBody\n \nEnd\n\n#One #Two, #Three')).toEqual([
      'Hook\nsecond line',
      'Body',
      'End',
    ]);
    expect(paragraphsOf('\n\n  \n')).toEqual([]);
    expect(paragraphsOf('#1 tip: start today')).toEqual(['#1 tip: start today']);
  });

  it.each([
    ['short', 1, true],
    ['short', 2, true],
    ['short', 3, false],
    ['medium', 2, false],
    ['medium', 3, true],
    ['medium', 4, true],
    ['medium', 5, false],
    ['long', 4, false],
    ['long', 5, true],
    ['long', 12, true],
  ] as const)('a %s post with %i paragraphs is on target: %s', (length, count, onTarget) => {
    expect(measurePost(paragraphs(count), length)).toMatchObject({
      paragraphs: count,
      paragraphsOnTarget: onTarget,
    });
  });

  it('checks the budget of the chosen length and LinkedIn’s 3,000 characters separately', () => {
    expect(measurePost('x'.repeat(600), 'short')).toMatchObject({ characters: 600, withinBudget: true });
    expect(measurePost('x'.repeat(601), 'short')).toMatchObject({
      withinBudget: false,
      withinLinkedInLimit: true,
    });
    expect(measurePost('x'.repeat(3000), 'long')).toMatchObject({
      withinBudget: false,
      withinLinkedInLimit: true,
    });
    expect(measurePost('x'.repeat(3001), 'long').withinLinkedInLimit).toBe(false);
  });

  it('counts an emoji as one character, not two UTF-16 units, and ignores surrounding whitespace', () => {
    expect(characterCount('🚀 Go')).toBe(4);
    expect(measurePost('\n  🚀 Go  \n', 'short').characters).toBe(4);
  });

  it('says whether the hook, the first paragraph, fits before the fold at 210 characters', () => {
    const fits = `${'h'.repeat(LINKEDIN_FOLD_CHARACTERS)}\n\nBody`;
    const spills = `${'h'.repeat(LINKEDIN_FOLD_CHARACTERS + 1)}\n\nBody`;
    expect(measurePost(fits, 'short')).toMatchObject({ hookCharacters: 210, hookBeforeFold: true });
    expect(measurePost(spills, 'short')).toMatchObject({ hookCharacters: 211, hookBeforeFold: false });
    expect(measurePost('', 'short')).toMatchObject({ paragraphs: 0, hookBeforeFold: false });
  });

  it('cuts a post at the fold without splitting an emoji, and leaves a short post whole', () => {
    const post = `${'🙂'.repeat(200)}${'a'.repeat(20)}`;
    const [visible, hidden] = splitAtFold(post);
    expect(Array.from(visible)).toHaveLength(210);
    expect(visible.endsWith('a'.repeat(10))).toBe(true);
    expect(hidden).toBe('a'.repeat(10));
    expect(splitAtFold('Short post')).toEqual(['Short post', '']);
  });

  it('cuts a post at the fold between words, never inside one', () => {
    const post = `${'word '.repeat(41)}foldsplitting rest of the post`;
    const [visible, hidden] = splitAtFold(post);
    expect(visible + hidden).toBe(post);
    expect(Array.from(visible).length).toBeLessThanOrEqual(210);
    expect(visible.endsWith('word')).toBe(true);
    expect(hidden.trimStart().startsWith('foldsplitting')).toBe(true);
    const exact = `${'a'.repeat(210)} tail`;
    expect(splitAtFold(exact)).toEqual(['a'.repeat(210), ' tail']);
  });
});
