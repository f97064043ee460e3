import { criticalCss, markupOf } from '../../../scripts/site/critical-css';

const css = [
  ':root { --brand: #0a5; --unused: 1px; }',
  '*, ::before { box-sizing: border-box; }',
  // As @tailwindcss/typography writes them.
  '.prose :where(h2):not(:where([class~=not-prose],[class~=not-prose] *)) { margin-top: 2em; }',
  '.prose :where(blockquote):not(:where([class~=not-prose],[class~=not-prose] *)) { font-style: italic; }',
  '.\\[\\&_svg\\]\\:size-4 svg { width: 1rem; }',
  '.text-brand { color: var(--brand); }',
  '.hover\\:underline:hover { text-decoration: underline; }',
  '.tool-grid { display: grid; }',
  '#main { min-height: 100vh; }',
  '[data-state="open"] { display: block; }',
  '@keyframes spin { to { transform: rotate(360deg); } }',
  '.animate-spin { animation: spin 1s linear infinite; }',
].join('\n');

const post = (n: number) =>
  `<html><head><title>Post ${n}</title><meta name="description" content="About ${n}"></head>` +
  `<body><main id="main"><button class="[&amp;_svg]:size-4"><svg></svg></button><article class="prose"><h2>Step ${n}</h2><p class="text-brand hover:underline">` +
  `Words ${n} <a href="/blog/post-${n}">link</a></p></article></main></body></html>`;

describe('critical CSS', () => {
  it('reads markup, never text or addresses: two posts alike share one key', () => {
    expect(markupOf(post(1))).toEqual(markupOf(post(2)));
    expect(markupOf(post(1))).toMatchObject({
      tags: expect.arrayContaining(['article', 'h2', 'a']),
      classes: ['[&_svg]:size-4', 'hover:underline', 'prose', 'text-brand'],
      ids: ['main'],
    });
    expect(JSON.stringify(markupOf(post(1)))).not.toMatch(/post-1|Words|About/);
  });

  it("keeps the rules the page's markup matches and drops the rest", async () => {
    const critical = await criticalCss(css)(post(1));
    for (const kept of [
      '.prose :where(h2)',
      'size-4 svg',
      '.text-brand',
      '.hover\\:underline:hover',
      '#main',
      '--brand',
    ])
      expect(critical).toContain(kept);
    for (const dropped of ['blockquote', '.tool-grid', 'data-state', 'spin', '--unused'])
      expect(critical).not.toContain(dropped);
  });

  it('runs PurgeCSS once per distinct markup, not once per page', async () => {
    const critical = criticalCss(css);
    const first = await Promise.all([1, 2, 3, 4].map((n) => critical(post(n))));
    expect(new Set(first).size).toBe(1);
    expect(critical.purges).toBe(1);
    const other = await critical(
      `<div class="tool-grid" data-state="open"><i class="animate-spin"></i></div>`,
    );
    expect(critical.purges).toBe(2);
    expect(other).toContain('.tool-grid');
    expect(other).toContain('[data-state="open"]');
    expect(other).toContain('@keyframes spin');
  });
});
