import { simpleParser, type ParsedMail } from 'mailparser';
import { encodeWord } from 'nodemailer/lib/mime-funcs';
import { roastEmail } from '../../../lambdas/brand-roast/email';
import { composeMessage, type OutgoingEmail } from '../../../lambdas/shared/email/message';
import { plainSubject } from '../../../lambdas/shared/email/subject';
import { sampleOf } from '../../../lambdas/shared/generator/demo-sample';

const result = {
  roast: 'Your tagline says "fresh" three times & means it <never>.',
  rebuild: {
    new_taglines: ['Bread worth waking up for', 'Baked before the town wakes', 'Crust, crumb, community'],
    elevator_pitch: 'A neighbourhood bakery that bakes at 4 a.m. so breakfast is never an afterthought.',
    voice: ['warm', 'wry', 'plain-spoken'],
  },
};
const link = `https://www.example.com/api/unsubscribe?token=${'a'.repeat(64)}.1798761600.${'b'.repeat(43)}`;
const email = roastEmail({
  to: 'visitor@example.com',
  brandName: 'Rise <script>alert(1)</script>\r\nBcc: x@evil.test',
  result,
  demo: true,
  unsubscribeUrl: link,
});

describe('roastEmail', () => {
  it('puts every section in the text part, taglines numbered and voice joined', () => {
    expect(email.text).toContain('ROAST\nYour tagline says "fresh" three times & means it <never>.');
    expect(email.text).toContain(
      'New Taglines:\n1. Bread worth waking up for\n2. Baked before the town wakes\n3. Crust, crumb, community',
    );
    expect(email.text).toContain('Elevator Pitch:\nA neighbourhood bakery');
    expect(email.text).toContain('Suggested Voice:\nwarm, wry, plain-spoken');
    expect(email.text).toContain(`Unsubscribe: ${link}`);
    expect(email.text).toContain('Demo output');
  });

  it('opens a demo with whose sample it is, in both parts, when the sample was written for another business', () => {
    const sample = sampleOf({ id: 'trade', matched: false }, {}, { name: 'De Tweede Ronde' });
    const demo = roastEmail({
      to: 'a@example.com',
      brandName: 'De Tweede Ronde',
      result,
      demo: true,
      sample,
      unsubscribeUrl: link,
    });
    const first =
      'Sample answer, written for Copperline Plumbing & Heating, a plumbing and heating firm. With a model connected, the answer is about De Tweede Ronde.';
    expect(demo.text.split('\n')[0]).toBe(first);
    expect(demo.html).toContain(first.replace('&', '&#38;'));
  });

  it('escapes visitor text in the HTML part and loads nothing remote', () => {
    expect(email.html).toContain('Rise &#60;script&#62;');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('means it &#60;never&#62;.');
    expect(email.html).not.toMatch(/<img|<link|url\(|src=/i);
    expect(email.html).toContain(`href="${link}"`);
  });

  it('keeps the subject on one line whatever the brand name holds', () => {
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject.startsWith('Your brand roast: Rise')).toBe(true);
  });
});

/** The message as nodemailer writes it, and as mailparser (a real mail reader) reads it back. */
async function composed(overrides: Partial<OutgoingEmail> = {}, date?: Date) {
  const raw = (await composeMessage('noreply@example.com', { ...email, ...overrides }, date)).toString();
  return { raw, head: raw.split('\r\n\r\n')[0]!, mail: await simpleParser(raw) };
}

/** The headers a reader found, by name. */
const headerNames = (mail: ParsedMail) => [...mail.headers.keys()].sort();
const STANDARD = ['content-type', 'date', 'from', 'list', 'message-id', 'mime-version', 'subject', 'to'];

describe('the composed message', () => {
  let message: Awaited<ReturnType<typeof composed>>;
  beforeAll(async () => {
    message = await composed({}, new Date('2026-11-23T02:51:38Z'));
  });

  it('carries the sender, recipient, date and the one-click unsubscribe headers, the URL unfolded', () => {
    const { head, mail } = message;
    expect(head.split('\r\n')).toEqual(
      expect.arrayContaining([
        `List-Unsubscribe: <${link}>`,
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      ]),
    );
    expect(mail.headers.get('list')).toEqual({
      unsubscribe: { url: link },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    });
    expect(mail.from?.value).toEqual([{ name: 'Content Co-Pilot', address: 'noreply@example.com' }]);
    expect((mail.to as { value: unknown[] }).value).toEqual([{ name: '', address: 'visitor@example.com' }]);
    expect(mail.date?.toISOString()).toBe('2026-11-23T02:51:38.000Z');
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@example\.com>$/);
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(mail.bcc).toBeUndefined();
    expect(headerNames(mail)).toEqual(STANDARD);
  });

  it('holds the text part and the HTML part, each exactly as written, and nothing to fetch', () => {
    const { mail } = message;
    expect(mail.text).toBe(email.text);
    expect(mail.html).toBe(email.html);
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toMatch(/<img|<link|url\(|src=/i);
  });

  it('encodes a long or non-ASCII subject in lines of at most 78 characters that read back as it', async () => {
    const subject = `Your brand roast: Café Ünïcode ${'très '.repeat(12)}— 🥐`;
    const { head, mail } = await composed({ subject });
    const header = /\r\n(Subject: .*?)\r\n(?! )/s.exec(head)![1]!;
    for (const line of header.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    expect(mail.subject).toBe(subject.trim());
  });

  it.each([
    ['base64', 'Rise =?UTF-8?B?DQpCY2M6IHhAZXZpbC50ZXN0?='],
    ['quoted-printable', 'Rise =?utf-8?q?=0D=0ABcc:_x@evil.test?='],
    ['another charset', 'Rise =?iso-8859-1?Q?=0D=0ABcc:=20x@evil.test?='],
    [
      'a word inside a word',
      `Rise =?UTF-8?B?${Buffer.from('=?UTF-8?B?DQpCY2M6IHhAZXZpbC50ZXN0?=').toString('base64')}?=`,
    ],
    ['words split around a line break', 'Rise =?UTF-8?Q?a=0D?= =?UTF-8?Q?=0ABcc:_x@evil.test?='],
    ['a raw line break', 'Rise\r\nBcc: x@evil.test'],
  ])('lets no encoded-word typed by a visitor add a header (%s)', async (_, brandName) => {
    const roast = roastEmail({
      to: 'visitor@example.com',
      brandName,
      result,
      demo: false,
      unsubscribeUrl: link,
    });
    const { mail } = await composed({ subject: roast.subject });
    expect(headerNames(mail)).toEqual(STANDARD);
    expect(mail.bcc).toBeUndefined();
    expect(mail.subject).toMatch(/^Your brand roast: Rise /);
    expect(mail.subject).not.toMatch(/\p{Cc}/u);
  });

  it('writes a recipient holding a line break as one address, adding no header', async () => {
    const { mail } = await composed({ to: 'a@example.com\r\nBcc: x@evil.test' });
    expect(headerNames(mail)).toEqual(STANDARD);
    expect((mail.to as { value: unknown[] }).value).toHaveLength(1);
  });
});

describe('plainSubject', () => {
  it('decodes encoded-words in both encodings, so the subject reads as typed', async () => {
    const texts = ['Café Ünïcode', 'plain', 'emoji 🥐 and tabs', 'a_b=c?d', '日本語のブランド'];
    for (const text of texts)
      for (const encoding of ['B', 'Q']) {
        const word = encodeWord(text, encoding);
        expect([word, await plainSubject(word)]).toEqual([word, text]);
      }
  });

  it('turns control characters a word decodes to into spaces, in any charset libmime reads', async () => {
    expect(await plainSubject('Rise =?UTF-16BE?B?AA0ACgBC?= co')).toBe('Rise B co');
    expect(await plainSubject('Rise =?iso-8859-1?Q?=0D=0A?=co')).toBe('Rise co');
  });

  it('breaks a word in a charset libmime cannot read, so no mail client decodes it another way', async () => {
    // UTF-7 `+AA0ACg-` is CR LF to a client that reads UTF-7.
    const subject = await plainSubject('Rise =?UTF-7?Q?+AA0ACg-?= co');
    expect(subject).not.toMatch(/=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i);
    expect(subject).toContain('+AA0ACg-');
  });

  it('keeps text that only looks odd', async () => {
    expect(await plainSubject('Rise =? not a word ?= & co')).toBe('Rise =? not a word ?= & co');
  });
});
