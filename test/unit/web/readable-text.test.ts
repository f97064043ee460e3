import { toApiError } from '@/lib/api-client';
import { cutAtWord, readableText } from '@/lib/readable-text';

const nginx502 = `<html>
<head><title>502 Bad Gateway</title><style>body { font: 12px sans-serif }</style></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx/1.27.0</center>
<script>console.log('tracking')</script>
</body>
</html>`;

describe('an error body shown to a visitor', () => {
  it('keeps only the visible text of an HTML error page', () => {
    expect(readableText(nginx502)).toBe('502 Bad Gateway nginx/1.27.0');
    expect(
      readableText('<!DOCTYPE html><html><body><!-- hidden --><p>Bad&nbsp;gateway &amp; friends&#8230;</p>'),
    ).toBe('Bad gateway & friends…');
  });

  it('falls back to the title of a page whose body is empty, and leaves plain text alone', () => {
    expect(readableText('<html><head><title>Service Unavailable</title></head><body></body></html>')).toBe(
      'Service Unavailable',
    );
    expect(readableText('Upstream said: a < b and c > d')).toBe('Upstream said: a < b and c > d');
  });

  it('cuts a long text to about 200 characters after a whole word', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const text = readableText(`<html><body><p>${words}</p></body></html>`);
    expect(text.length).toBeLessThanOrEqual(201);
    expect(text.length).toBeGreaterThan(150);
    expect(text.endsWith('…')).toBe(true);
    expect(words.startsWith(text.slice(0, -1) + ' ')).toBe(true);
  });

  it('cuts a single overlong word where the limit falls', () => {
    expect(cutAtWord('x'.repeat(300), 200)).toBe(`${'x'.repeat(200)}…`);
    expect(cutAtWord('short enough', 200)).toBe('short enough');
  });

  it('is what an API error carries as its message, while the raw body stays for logs', () => {
    const error = toApiError(502, nginx502);
    expect(error.message).toBe('502 Bad Gateway nginx/1.27.0');
    expect(error.body).toBe(nginx502);
  });
});
