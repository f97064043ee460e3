import { randomBytes, randomUUID } from 'node:crypto';

/** One email to one recipient: both parts, and the link that unsubscribes them. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** Self-contained HTML: inline styles only, no remote images or fonts. */
  html: string;
  unsubscribeUrl: string;
}

/** The sender's display name in the From header. */
export const SENDER_NAME = 'Content Co-Pilot';

const CRLF = '\r\n';

/** A header value as given, refused if it could end the header early (header injection). */
function headerValue(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error('A mail header value may not contain a line break.');
  return value;
}

/**
 * A subject as RFC 2047 encoded words when it is not short plain ASCII: UTF-8 in base64, at most 39 bytes
 * a word (a 64-character word, so even the first line stays under 78), whole characters only, one word a line.
 */
function subjectValue(subject: string): string {
  headerValue(subject);
  if (/^[\x20-\x7e]{0,66}$/.test(subject)) return subject;
  const words: string[] = [];
  let chunk = '';
  for (const char of subject) {
    if (Buffer.byteLength(chunk + char) > 39) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join(`${CRLF} `);
}

/** A body part in base64 (its line breaks as CRLF, MIME's canonical form), lines of 76 characters. */
function part(type: string, body: string): string {
  const encoded = Buffer.from(body.replace(/\r?\n/g, CRLF)).toString('base64').replace(/.{76}/g, `$&${CRLF}`);
  return [
    `Content-Type: ${type}; charset=utf-8`,
    'Content-Transfer-Encoding: base64',
    '',
    encoded.endsWith(CRLF) ? encoded.slice(0, -CRLF.length) : encoded,
  ].join(CRLF);
}

/**
 * The MIME message (multipart/alternative, text then HTML) with the RFC 2369 and RFC 8058 headers that
 * let mail clients offer a one-click unsubscribe. The unsubscribe URL stays on one unfolded line.
 */
export function buildMimeMessage(from: string, email: OutgoingEmail, now = new Date()): Buffer {
  const boundary = `--_cc_${randomBytes(12).toString('hex')}`;
  const domain = from.slice(from.lastIndexOf('@') + 1);
  const head = [
    `From: "${SENDER_NAME}" <${headerValue(from)}>`,
    `To: ${headerValue(email.to)}`,
    `Subject: ${subjectValue(email.subject)}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    'MIME-Version: 1.0',
    `List-Unsubscribe: <${headerValue(email.unsubscribeUrl)}>`,
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const message = [
    ...head,
    '',
    `--${boundary}`,
    part('text/plain', email.text),
    `--${boundary}`,
    part('text/html', email.html),
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(message.join(CRLF));
}
