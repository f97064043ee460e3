import { postSlug } from '../../../scripts/admin/post-files';
import { sanitizePostHtml } from '../../../scripts/admin/sanitize';

describe('sanitizePostHtml', () => {
  it.each([
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    [
      '<img src="https://x.test/a.png" onerror="alert(1)" alt="A">',
      '<img src="https://x.test/a.png" alt="A" />',
    ],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<svg onload="alert(1)"><circle /></svg>', ''],
    ['<iframe src="https://evil.test"></iframe><p>b</p>', '<p>b</p>'],
    ['<form action="/x"><input name="q"><button>Go</button></form>', 'Go'],
    ['<p style="color:red" onclick="x()">c</p>', '<p>c</p>'],
  ])('strips the dangerous parts of %s', (input, output) => {
    expect(sanitizePostHtml(input)).toBe(output);
  });

  it('keeps the formatting posts use: headings, lists, tables, code and safe links', () => {
    const html =
      '<h2>Title</h2><ol start="3"><li><strong>a</strong></li></ol><table><tr><th scope="col">h</th></tr></table>' +
      '<pre><code class="language-ts">x</code></pre><a href="https://x.test" title="t">l</a><a href="mailto:a@b.test">m</a>';
    expect(sanitizePostHtml(html)).toBe(html);
  });
});

describe('postSlug', () => {
  it.each([
    ['Email Lists 101!', 'email-lists-101'],
    ['  Café & Crème — Brûlée ', 'cafe-creme-brulee'],
    ['***', ''],
  ])('turns %j into %j', (title, slug) => expect(postSlug(title)).toBe(slug));
});
