import { wordsOf } from '../documents/reading-grade';

/** Verbs that open a call to action ('Get started', 'Book a demo', 'Download the guide'). */
const ACTION_VERBS = new Set(
  (
    'get start try buy book sign join subscribe download register contact request schedule claim shop ' +
    'order learn discover call reserve apply save grab create build see watch explore begin add upgrade ' +
    "donate enroll enrol talk chat follow send access unlock compare find view read check let let's " +
    'choose pick message email rsvp attend secure install play visit ask quote boost grow launch reach'
  ).split(' '),
);

/** True when text reads as a call to action: a short phrase (a button's, by default) opening with an action verb. */
export function isCallToAction(text: string, maxWords = 8): boolean {
  const words = wordsOf(text);
  return words.length > 0 && words.length <= maxWords && ACTION_VERBS.has(words[0]!);
}

/** Pasted copy has no buttons: an imperative sentence of up to this many words is its call to action. */
const SENTENCE_CTA_WORDS = 14;

/** The sentences of pasted copy that read as calls to action, with the words before each. */
export function textCallsToAction(text: string): { text: string; wordsBefore: number }[] {
  const found: { text: string; wordsBefore: number }[] = [];
  let wordsBefore = 0;
  for (const line of text.split(/\r?\n/)) {
    const bare = line.trim().replace(/^[-*•>[\]]+\s*/, '');
    for (const sentence of bare.split(/(?<=[.!?])\s+/)) {
      if (isCallToAction(sentence, SENTENCE_CTA_WORDS)) found.push({ text: sentence, wordsBefore });
      wordsBefore += wordsOf(sentence).length;
    }
  }
  return found;
}
