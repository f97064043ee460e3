/** Pure and browser-safe: a text's direction, decided as the Unicode bidi algorithm does (rule P2). */

/** Letters of the scripts written right to left: Hebrew, Arabic (Persian, Urdu), Syriac, Thaana, N'Ko and kin. */
const RTL_LETTER =
  /[\u200F\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Yezidi}]/u;

/**
 * A strong character: a letter of any script, or a left-to-right / right-to-left mark. Digits,
 * punctuation, spaces and emoji are weak or neutral and take the direction around them.
 */
const STRONG = /[\p{L}\u200E\u200F]/u;

/**
 * 'rtl' or 'ltr' from the text's first strong character (a letter: 'مرحبا Tom' is rtl, 'Tom مرحبا' ltr),
 * or undefined when it has none ('2026', '—'), so that the text takes the direction around it.
 */
export function textDirection(text: string): 'rtl' | 'ltr' | undefined {
  const strong = STRONG.exec(text)?.[0];
  if (strong === undefined) return undefined;
  return RTL_LETTER.test(strong) ? 'rtl' : 'ltr';
}
