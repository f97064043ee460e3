/**
 * A page of about `bytes` bytes whose text is one crafted "word": `a`, then `«` (2 bytes in UTF-8)
 * repeated, then `é`. Trimming its edges with a regex anchored at the end was quadratic: 320 KB took a minute.
 */
export function craftedWordPage(bytes: number): string {
  const head = '<!doctype html><html lang="en"><head><title>Crafted</title></head><body><p>a';
  const tail = 'é</p></body></html>';
  const room = bytes - Buffer.byteLength(head) - Buffer.byteLength(tail);
  return `${head}${'«'.repeat(Math.max(0, Math.floor(room / 2)))}${tail}`;
}
