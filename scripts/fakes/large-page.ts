/** A realistic landing page of about `bytes` bytes (UTF-8), for size tests and the critique benchmark. */
export function largePage(bytes: number): string {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Garden Tools That Last a Lifetime | Spade &amp; Fork</title>
<meta name="description" content="Hand-forged garden tools with a lifetime guarantee, sharpened before they ship and delivered free.">
<meta property="og:title" content="Garden Tools That Last"><link rel="canonical" href="https://spade.example/">
<script type="application/ld+json">{"@type":"Store","name":"Spade & Fork"}</script></head><body>
<h1>Garden tools that last a lifetime</h1><a class="cta" href="/shop">Shop the tools</a>`;
  const section = (n: number) =>
    `<section><h2>Tool ${n}: the border spade</h2><p>Our smiths forge each blade from one piece of steel. ` +
    `It will not bend in clay and it will not snap at the neck. We sharpen it by hand before it ships, ` +
    `so it cuts roots on the first day. The ash handle is oiled and fitted with a brass ferrule.</p>` +
    `<img src="/img/tool-${n}.jpg" alt="Tool ${n}"><ul><li>Lifetime guarantee</li><li>Free delivery</li>` +
    `<li>Made in Sheffield</li></ul><a href="/tools/${n}">See tool ${n}</a></section>\n`;
  const tail = '<footer><a href="/contact">Contact us</a></footer></body></html>';
  const parts = [head];
  let size = Buffer.byteLength(head) + Buffer.byteLength(tail);
  for (let n = 1; size < bytes; n++) {
    const next = section(n);
    parts.push(next);
    size += Buffer.byteLength(next);
  }
  parts.push(tail);
  return parts.join('');
}
