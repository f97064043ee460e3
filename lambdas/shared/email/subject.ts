/** Anything shaped like an RFC 2047 encoded-word (`=?charset?B|Q?text?=`), as a mail client would decode it. */
const ENCODED_WORD = /=\?[^?\s]+\?([bq])\?([^?\s]*)\?=/gi;
const CONTROL = /\p{Cc}+/gu;

/** The text a mail client shows for one encoded-word, its bytes read as UTF-8 whatever charset it names. */
function decodeWord(_word: string, encoding: string, text: string): string {
  const bytes =
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        );
  return bytes.toString('utf8');
}

/**
 * A subject that shows as typed and nothing more: encoded-words in the text are decoded (again, while any
 * remain) and control characters become spaces, so text like `=?UTF-8?B?DQo=?=` cannot turn into a line
 * break in a mail client. The library then encodes what is left.
 */
export function plainSubject(subject: string): string {
  let text = subject;
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(ENCODED_WORD, decodeWord).replace(CONTROL, ' ');
  }
  return text.replace(/ {2,}/g, ' ').trim();
}
