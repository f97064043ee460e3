/** Anything shaped like an RFC 2047 encoded-word (`=?charset?B|Q?text?=`). */
const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/gi;
const CONTROL = /\p{Cc}+/gu;

/**
 * A subject that shows as typed and nothing more: encoded-words in the visitor's text are decoded by libmime
 * (mailparser's decoder, every charset it knows; again while any remain) and control characters become
 * spaces, so text like `=?UTF-8?B?DQo=?=` cannot turn into a line break in a mail client. A word in a charset
 * libmime cannot read is left undecodable by breaking its `=?`, so no client decodes it another way.
 * nodemailer then encodes what is left. libmime loads with nodemailer, on the first send.
 */
export async function plainSubject(subject: string): Promise<string> {
  const { default: libmime } = await import('libmime');
  let text = subject;
  for (let before = ''; before !== text;) {
    before = text;
    text = libmime.decodeWords(text).replace(CONTROL, ' ');
  }
  return text
    .replace(ENCODED_WORD, (word) => `= ${word.slice(1)}`)
    .replace(/ {2,}/g, ' ')
    .trim();
}
