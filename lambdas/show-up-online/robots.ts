/** What a robots.txt says about being found: whether Google may crawl anything, and the sitemaps it names. */
export interface RobotsFacts {
  blocksAll: boolean;
  sitemaps: string[];
}

interface Group {
  agents: string[];
  disallowsRoot: boolean;
  allowsSomething: boolean;
}

/**
 * Reads a robots.txt the way Google does for this question: the group naming Googlebot applies if
 * there is one, else the `*` group; it blocks everything when it disallows `/` and allows nothing back.
 */
export function readRobots(text: string): RobotsFacts {
  const groups: Group[] = [];
  const sitemaps: string[] = [];
  let current: Group | undefined;
  let previousWasAgent = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const match = /^([a-z-]+)\s*:\s*(.*)$/i.exec(raw.replace(/#.*/, '').trim());
    if (!match) continue;
    const field = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (field === 'user-agent') {
      // Consecutive user-agent lines share one group; one after a rule starts a new group.
      if (!current || !previousWasAgent)
        groups.push((current = { agents: [], disallowsRoot: false, allowsSomething: false }));
      current.agents.push(value.toLowerCase());
      previousWasAgent = true;
      continue;
    }
    previousWasAgent = false;
    if (field === 'sitemap' && value && sitemaps.length < 10) sitemaps.push(value);
    else if (field === 'disallow' && current && (value === '/' || value === '/*'))
      current.disallowsRoot = true;
    else if (field === 'allow' && current && value) current.allowsSomething = true;
  }
  const google = groups.filter((group) => group.agents.includes('googlebot'));
  const applying = google.length ? google : groups.filter((group) => group.agents.includes('*'));
  const blocksAll =
    applying.some((group) => group.disallowsRoot) && !applying.some((group) => group.allowsSomething);
  return { blocksAll, sitemaps };
}
