const NUMBERED = /^\s*\**\s*(\d{1,2})\s*[.):]\s*\**\s+(.+)$/;
const BULLET = /^[-*•]\s+/;
const QUOTED = /^(["“'‘])(.+)(["”'’])$/;

/** An item's text without list markers, bold markers or quotes wrapped around the whole of it. */
function clean(text: string): string {
  const plain = text.trim().replace(BULLET, '').replace(/\*\*/g, '').trim();
  return QUOTED.exec(plain)?.[2]?.trim() ?? plain;
}

/**
 * The items of a generated list (docs/product.md#headlines-and-hooks): numbered lines become items, and a line that runs on
 * straight after a numbered one continues it; text without numbered lines gives one item a line.
 * Introductions or notes around a numbered list are left out.
 */
export function parseItems(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (!lines.some((line) => NUMBERED.test(line))) return lines.map(clean).filter(Boolean);
  const items: string[] = [];
  let open = false;
  for (const line of lines) {
    const numbered = NUMBERED.exec(line);
    if (numbered) items.push(clean(numbered[2]!));
    else if (open && line.trim()) items[items.length - 1] += ` ${clean(line)}`;
    open = Boolean(numbered) || (open && Boolean(line.trim()));
  }
  return items.filter(Boolean);
}
