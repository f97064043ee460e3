import { rotate, titleCase } from '../shared/generator/demo-text';
import type { PresenceSiteFacts, Recommendation } from './contract';
import type { PresenceInput } from './prompt';

/** The words the demo writes with: the industry as a keyword phrase, the primary keyword, an alternative. */
export interface DemoWords {
  company: string;
  phrase: string;
  primary: string;
  alternative: string;
  competitor: string | undefined;
}

const SMALL_TAIL = /\s+(?:a|an|and|as|at|but|by|for|from|in|of|on|or|the|to|with|&)$/i;

/** Text cut to at most `max` characters at a word boundary, with no joining word left dangling. */
export function cutWords(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max + 1).replace(/\s+\S*$/, '');
  while (SMALL_TAIL.test(cut)) cut = cut.replace(SMALL_TAIL, '');
  return cut || text.slice(0, max);
}

const rec = (recommendation: string, why: string, how: string): Recommendation => ({
  recommendation,
  why_it_matters: why,
  how_to_do_it: how,
});

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const BUSINESS_TYPES = /LocalBusiness|Organization|Corporation|Business$|Store$|Restaurant/;

/** What a site's measured facts call for, most urgent first. */
function fromFacts(facts: PresenceSiteFacts, w: DemoWords): Recommendation[] {
  const found: Recommendation[] = [];
  const example = cutWords(`${titleCase(w.primary)} | ${w.company}`, 60);
  if (facts.robotsBlocksAll)
    found.push(
      rec(
        'Stop robots.txt from blocking search engines',
        'Your robots.txt tells every search engine to stay off the whole site, so none of your pages can appear in results, whatever else you improve.',
        `Open ${new URL(facts.url).origin}/robots.txt and remove the "Disallow: /" line under "User-agent: *", or ask whoever built the site to do it. Then ask Google Search Console to crawl the home page again.`,
      ),
    );
  if (!facts.https)
    found.push(
      rec(
        'Move the site to HTTPS',
        'Your home page was served without HTTPS. Browsers mark such pages "Not secure", which costs you trust and clicks.',
        'Most hosts offer a free certificate: turn it on, then redirect every http:// address to its https:// version.',
      ),
    );
  if (!facts.title)
    found.push(
      rec(
        'Give the home page a title that names what you do',
        'Your home page has no title tag, and the title is the link people see in search results.',
        `Write a title of 50 to 60 characters that starts with the phrase customers search for, for example "${example}".`,
      ),
    );
  else if (!facts.title.toLowerCase().includes(w.phrase))
    found.push(
      rec(
        `Work “${w.phrase}” into your page title`,
        `Your home page title is “${cutWords(facts.title, 120)}”. It does not mention “${w.phrase}”, the phrase customers are most likely to search for.`,
        `Rewrite it in 50 to 60 characters that start with the phrase, for example "${example}".`,
      ),
    );
  if (!facts.metaDescription)
    found.push(
      rec(
        'Add a meta description to the home page',
        'Your home page has no meta description, so search engines choose the snippet under your link themselves, often from menu text or a cookie notice.',
        `Write 140 to 160 characters that say what ${w.company} offers, who it is for and what to do next, and mention “${w.phrase}”.`,
      ),
    );
  if (!facts.h1)
    found.push(
      rec(
        'Give the home page one clear main heading',
        'We found no main heading (H1) on your home page. The H1 tells visitors and search engines what the page is about.',
        `Add one H1 near the top that names your main service, for example "${titleCase(w.phrase)} from ${w.company}".`,
      ),
    );
  if (!facts.sitemap)
    found.push(
      rec(
        'Publish a sitemap and submit it',
        'We found no sitemap at /sitemap.xml and none named in robots.txt. A sitemap helps search engines find every page you want listed.',
        'Most site builders can create one for you: turn it on, add a "Sitemap:" line to robots.txt and submit the address in Google Search Console.',
      ),
    );
  if (!facts.jsonLdTypes.some((type) => BUSINESS_TYPES.test(type)))
    found.push(
      rec(
        'Describe your business with structured data',
        `We found no LocalBusiness or Organization structured data on your home page. It lets search engines show your name, address, opening hours and reviews right in the results.`,
        'Add a JSON-LD block of type LocalBusiness (or Organization if customers never visit you) with your name, address, phone number, opening hours and website, and check it with Google’s Rich Results Test.',
      ),
    );
  if (!facts.viewport)
    found.push(
      rec(
        'Make the home page mobile-friendly',
        'Your home page has no mobile viewport tag, so phones show it zoomed out. Google ranks pages by how they work on a phone.',
        'Add a viewport meta tag (width=device-width, initial-scale=1) to the page head, then check every page on a phone.',
      ),
    );
  if (facts.wordCount < 300)
    found.push(
      rec(
        'Say more about what you offer on the home page',
        `Your home page has about ${facts.wordCount} words. A page with little text gives search engines little to match against what people type.`,
        `Add a few short paragraphs on your main services, who you serve and where, using “${w.phrase}” and related phrases naturally.`,
      ),
    );
  return found;
}

/** Advice that holds for any small business, in an order that depends on the input. */
function general(w: DemoWords, seed: number): Recommendation[] {
  const advice = [
    rec(
      'Claim and complete your Google Business Profile',
      `When someone nearby searches for “${w.phrase}”, the map results come first, and they come from Google Business Profiles.`,
      'Claim the profile at business.google.com, choose the most specific category, add photos and opening hours, and post an update every month.',
    ),
    rec(
      'Ask happy customers for reviews',
      'Reviews are one of the strongest signals for local results, and they persuade the people who read them.',
      'After each job or sale, send a short thank-you message with a direct link to your review page, and reply to every review, good or bad.',
    ),
    rec(
      `Write a page for “${w.alternative}”`,
      `Longer phrases such as “${w.alternative}” face fewer competitors, so a small site can rank for them sooner.`,
      'Create one page or article that answers that search fully: what you offer, what affects the price and how to get in touch. Link to it from the home page.',
    ),
  ];
  if (w.competitor)
    advice.push(
      rec(
        `Learn from ${w.competitor}`,
        `Customers who search for “${w.phrase}” also see ${w.competitor}. Knowing which searches they win shows you the gaps you can fill.`,
        `Search for your main keywords and note where ${w.competitor} appears; list the questions their pages answer, then answer them better and more specifically on your own site.`,
      ),
    );
  return rotate(advice, seed);
}

/** Recommendations from the measured site facts first (or the site being unreadable), then general advice. */
export function demoRecommendations(input: PresenceInput, w: DemoWords, seed: number): Recommendation[] {
  const specific = input.siteFacts
    ? fromFacts(input.siteFacts, w).slice(0, 5)
    : [
        rec(
          'Check that your website can be reached',
          `${sentence(input.siteError ?? `We could not read ${input.request.websiteUrl}`)} This analysis therefore rests on what you told us, and a site search engines cannot load cannot rank.`,
          'Open the address on a phone and on another network. If it fails, ask your host to check the domain settings and the security certificate, then run this analysis again.',
        ),
      ];
  const count = Math.min(7, Math.max(4, specific.length + 2));
  return [...specific, ...general(w, seed)].slice(0, count);
}
