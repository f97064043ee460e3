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

describe('buildMimeMessage', () => {
  it('builds text and HTML alternatives with the one-click unsubscribe headers, unfolded', async () => {
    const raw = (await buildMimeMessage('noreply@example.com', email)).toString();
    const [head = ''] = raw.split('\r\n\r\n');
    const lines = head.split('\r\n');
    expect(lines).toContain(`List-Unsubscribe: <${link}>`);
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(lines).toContain('From: "Content Co-Pilot" <noreply@example.com>');
    expect(head).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(head).not.toMatch(/^Bcc:/im);
  });
});
