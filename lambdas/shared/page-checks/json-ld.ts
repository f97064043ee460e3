/** The schema.org types named in JSON-LD blocks (nested and @graph items included), and how many blocks were unreadable. */
export function jsonLdTypes(blocks: readonly string[]): { types: string[]; unreadable: number } {
  const types = new Set<string>();
  let unreadable = 0;
  for (const block of blocks) {
    let data: unknown;
    try {
      data = JSON.parse(block);
    } catch {
      unreadable++;
      continue;
    }
    const queue: unknown[] = [data];
    // A bound on the walk: a hostile page could nest objects very deep or very wide.
    for (let next = 0; next < queue.length && next < 5000; next++) {
      const node = queue[next];
      if (Array.isArray(node)) queue.push(...node);
      else if (node && typeof node === 'object') {
        const type = (node as Record<string, unknown>)['@type'];
        for (const name of Array.isArray(type) ? type : [type])
          if (typeof name === 'string' && name.length <= 80)
            types.add(name.replace(/^https?:\/\/schema\.org\//, ''));
        queue.push(...Object.values(node));
      }
    }
  }
  return { types: [...types], unreadable };
}
