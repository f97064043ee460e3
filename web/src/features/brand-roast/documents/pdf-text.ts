/**
 * The PDF's fonts (Noto and IBM Plex from @fontsource, web/src/lib/pdf) have no emoji: drawn, each would be a
 * missing-glyph box. Of the pictographic characters they have only ©, ® and ™.
 */

/** One emoji: a keycap, a pictograph (but the three the fonts draw), a skin tone, a flag letter or tag. */
const EMOJI = String.raw`(?:[#*0-9]\uFE0F?\u20E3|(?![©®™])\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u{E0020}-\u{E007F}])`;
/** A run of emoji, joined (ZWJ) or styled (variation selectors), with the spaces around it. */
const EMOJI_RUN = new RegExp(String.raw`[ \t]*${EMOJI}(?:${EMOJI}|\u200D|\uFE0E|\uFE0F)*[ \t]*`, 'gu');

/**
 * The text without its emoji, for the PDF only (the page, the copy, the email and the Word file keep them):
 * a run of emoji between words leaves one space, one before punctuation or at a line's end leaves none.
 */
export function withoutEmoji(text: string): string {
  return text
    .replace(EMOJI_RUN, (run: string, at: number, whole: string) => {
      const inside = /^[ \t]/.test(run) && /[ \t]$/.test(run) && at > 0 && whole[at - 1] !== '\n';
      const next = whole[at + run.length];
      return inside && next !== undefined && next !== '\n' ? ' ' : '';
    })
    .replace(/\uFE0E|\uFE0F/g, '');
}
