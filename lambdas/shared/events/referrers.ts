import { getDomain, getDomainWithoutSuffix } from 'tldts';

/**
 * Sites people come from that name nobody: search engines, social networks, mail and chat apps, AI assistants,
 * by their registrable name without its suffix (`google` for google.co.uk). Any other referrer is counted as
 * `other`: a small site's own domain can name a person (issue 48).
 */
const KNOWN = new Set([
  ...['google', 'bing', 'duckduckgo', 'yahoo', 'baidu', 'yandex', 'ecosia', 'brave', 'qwant', 'startpage'],
  ...['facebook', 'instagram', 'linkedin', 'lnkd', 't', 'x', 'twitter', 'reddit', 'youtube', 'pinterest'],
  ...['tiktok', 'threads', 'bsky', 'mastodon', 'ycombinator', 'medium', 'substack', 'quora', 'tumblr'],
  ...[
    'whatsapp',
    'telegram',
    'slack',
    'discord',
    'microsoft',
    'live',
    'outlook',
    'office',
    'apple',
    'icloud',
  ],
  ...['chatgpt', 'openai', 'perplexity', 'claude', 'anthropic', 'gemini', 'copilot', 'mistral', 'github'],
]);

/** What a referring host is counted as: its registrable domain when it is a known site, else `other`. */
export function referrerName(host: string, other: string): string {
  // Private suffixes (blogspot.com, github.io) count as the platform, never as someone's own subdomain.
  const domain = getDomain(host, { allowPrivateDomains: false });
  const name = getDomainWithoutSuffix(host, { allowPrivateDomains: false });
  return domain && name && KNOWN.has(name) ? domain : other;
}
