import { gradeOf, sentencesOf, syllables, wordsOf } from '../documents/reading-grade';

/** Words that make up a good share of any English text. */
const ENGLISH = new Set(
  'the and to of a is you your for with in it we our that on are be can this'.split(' '),
);

/** How much of the visible text is kept, one block a line: enough for a model to critique the copy. */
export const EXCERPT_CHARS = 12_000;

/**
 * Running counts over the visible text of a page or pasted copy: words, syllables, sentences, the
 * longest sentence, and the text itself up to EXCERPT_CHARS, so a 2 MB page costs little memory.
 */
export class TextStats {
  words = 0;
  syllables = 0;
  sentences = 0;
  longest = '';
  /** The visible text, one block a line, cut at EXCERPT_CHARS. */
  excerpt = '';
  private common = 0;
  private readonly known = new Map<string, number>();

  /** `excerptChars`: how much of the visible text to keep (a grader reads more of a page than a critique). */
  constructor(private readonly excerptChars = EXCERPT_CHARS) {}

  /** Counts the words of a piece of visible text. */
  addWords(text: string): void {
    for (const word of wordsOf(text)) {
      let count = this.known.get(word);
      if (count === undefined) this.known.set(word, (count = syllables(word)));
      this.syllables += count;
      this.words++;
      if (ENGLISH.has(word)) this.common++;
    }
  }

  /** Counts the sentences of one block (paragraph, heading, list item) whose words were already added. */
  addBlock(block: string): void {
    const sentences = sentencesOf(block);
    this.sentences += sentences.length;
    for (const sentence of sentences) if (sentence.length > this.longest.length) this.longest = sentence;
    if (this.excerpt.length < this.excerptChars)
      this.excerpt = `${this.excerpt}${this.excerpt ? '\n' : ''}${block}`.slice(0, this.excerptChars);
  }

  /** Flesch-Kincaid grade of the text, one decimal. */
  get grade(): number {
    return Math.round(gradeOf(this) * 10) / 10;
  }

  /** English by a lang attribute when there is one, else by the share of common English words. */
  isEnglish(lang: string | undefined): boolean {
    if (lang) return /^en\b/i.test(lang.trim());
    return this.words > 0 && this.common / this.words >= 0.08;
  }
}
