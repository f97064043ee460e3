import { roastEmail } from '../../../lambdas/brand-roast/email';
import { buildMimeMessage } from '../../../lambdas/shared/email/mime-message';

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

/** The message split as a mail reader splits it: headers (folds joined), and each part decoded. */
function parse(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = head.replace(/\r\n[ \t]/g, ' ').split('\r\n');
  const boundary = /boundary="([^"]+)"/.exec(head)![1]!;
  const body = rest.join('\r\n\r\n');
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => {
      const [partHead = '', encoded = ''] = chunk.trim().split('\r\n\r\n');
      expect(partHead).toContain('Content-Transfer-Encoding: base64');
      for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
      return { head: partHead, body: Buffer.from(encoded, 'base64').toString('utf8') };
    });
  expect(body.trimEnd().endsWith(`--${boundary}--`)).toBe(true);
  return { headers, parts };
}

/** An RFC 2047 header value decoded (B encoding, as the writer uses). */
const decodeWords = (value: string) =>
  value
    .replace(/\?= =\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));

describe('buildMimeMessage', () => {
  const raw = buildMimeMessage('noreply@example.com', email, new Date('2026-11-23T02:51:38Z')).toString();
  const { headers, parts } = parse(raw);

  it('writes the sender, recipient, date and the one-click unsubscribe headers, the URL unfolded', () => {
    expect(raw.split('\r\n\r\n')[0]).toContain(`\r\nList-Unsubscribe: <${link}>\r\n`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers).toContain('From: "Content Co-Pilot" <noreply@example.com>');
    expect(headers).toContain('To: visitor@example.com');
    expect(headers).toContain('Date: Mon, 23 Nov 2026 02:51:38 +0000');
    expect(headers).toContain('MIME-Version: 1.0');
    expect(headers.find((h) => h.startsWith('Message-ID:'))).toMatch(
      /^Message-ID: <[0-9a-f-]{36}@example\.com>$/,
    );
    expect(headers.find((h) => h.startsWith('Content-Type:'))).toMatch(
      /^Content-Type: multipart\/alternative;/,
    );
    expect(headers.join('\n')).not.toMatch(/^Bcc:/im);
  });

  it('holds the text part, then the HTML part, each exactly as written (line breaks as CRLF)', () => {
    expect(parts.map((p) => p.head.split('\r\n')[0])).toEqual([
      'Content-Type: text/plain; charset=utf-8',
      'Content-Type: text/html; charset=utf-8',
    ]);
    expect(parts[0]!.body).toBe(email.text.replace(/\n/g, '\r\n'));
    expect(parts[1]!.body).toBe(email.html.replace(/\n/g, '\r\n'));
  });

  it('encodes a long or non-ASCII subject as folded UTF-8 words that decode back to it', () => {
    const subject = `Your brand roast: Café Ünïcode ${'très '.repeat(12)}— 🥐`;
    const message = buildMimeMessage('noreply@example.com', { ...email, subject }).toString();
    const header = /\r\n(Subject: .*?)\r\n(?! )/s.exec(message)![1]!;
    for (const line of header.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    const folded = header.slice('Subject: '.length);
    expect(decodeWords(folded.replace(/\r\n /g, ' '))).toBe(subject);
  });

  it('refuses a header value with a line break rather than let it add headers', () => {
    expect(() =>
      buildMimeMessage('noreply@example.com', { ...email, to: 'a@example.com\r\nBcc: x@evil.test' }),
    ).toThrow('line break');
  });
});
