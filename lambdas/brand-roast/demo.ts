import { capitalise, midSentence, rotate, seedOf } from '../shared/generator/demo-text';
import { TAGLINE_COUNT, type RoastInput, type RoastResult, type RoastSiteFacts } from './contract';

/** Words every second tagline uses; a roast can always pick on one of them. */
const STOCK_WORDS = [
  'quality',
  'best',
  'innovative',
  'solutions',
  'passion',
  'passionate',
  'world-class',
  'leading',
  'premier',
  'trusted',
  'fresh',
  'excellence',
  'unique',
  'amazing',
  'affordable',
  'professional',
];
const VOICES = [
  'warm',
  'confident',
  'plain-spoken',
  'witty',
  'direct',
  'generous',
  'curious',
  'calm',
  'bold',
];

/** At most `max` characters, cut at a word boundary with an ellipsis: never half a word. */
export function cutAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 3 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Words that cannot end a shortened name ('Smith &', 'House of'). */
const JOINERS = /^(&|and|of|the|for|at|by|in|on|-|–|\+)$/i;

/** A brand name short enough for a tagline: its leading words, never an ellipsis inside a slogan. */
export function shortBrand(name: string, max = 28): string {
  const flat = name.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const kept: string[] = [];
  for (const word of flat.split(' ')) {
    if ([...kept, word].join(' ').length > max) break;
    kept.push(word);
  }
  while (kept.length > 1 && JOINERS.test(kept.at(-1)!)) kept.pop();
  // A first word longer than the limit is kept whole up to a point: a name is not cut lightly.
  return kept.length ? kept.join(' ').replace(/[,;:]$/, '') : cutAtWord(flat.split(' ')[0]!, 40);
}
const sentence = (text: string) => (/[.!?…]["”’)]?$/.test(text) ? text : `${text}.`);
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
};

function taglineJab(tagline: string, brand: string): string {
  const quoted = `“${cutAtWord(tagline, 80)}”`;
  const stock = STOCK_WORDS.find((word) =>
    new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'iu').test(tagline),
  );
  if (stock) {
    return `${brand} leads with ${quoted}, and “${stock}” is doing a lot of unpaid work in there: every competitor says it too, so nobody hears it.`;
  }
  if (words(tagline).length > 12) {
    return `${brand} leads with ${quoted}, a tagline that needs a second breath before it gets to the point, and visitors rarely give it one.`;
  }
  return `${brand} leads with ${quoted}, a line that could hang over the door of a dozen other businesses without anyone noticing the swap.`;
}

function descriptionJab(description: string, audience: string): string {
  const count = words(description).length;
  const who = midSentence(cutAtWord(audience, 60));
  if (count < 12) {
    return `The description is ${count} ${count === 1 ? 'word' : 'words'} long, which reads less like a pitch and more like a placeholder nobody came back to.`;
  }
  if (count > 80) {
    return `The description runs to ${count} words, long enough to need a table of contents, and it still buries what ${who} actually get.`;
  }
  return `The description spends ${count} words on what you do and hardly any on why ${who} should care.`;
}

/** What the home page said, when it was read: the roast quotes it back. */
function siteJab(host: string, site: RoastSiteFacts): string {
  const title = site.title ? `“${cutAtWord(site.title, 70)}”` : undefined;
  const h1 = site.h1 ? `“${cutAtWord(site.h1, 70)}”` : undefined;
  if (title && h1)
    return `Meanwhile the home page of ${host} is titled ${title} and headed ${h1}: pick one story and tell it everywhere.`;
  if (title || h1)
    return `Meanwhile the home page of ${host} leads with ${title ?? h1}, which the tagline never echoes.`;
  return `Meanwhile the home page of ${host} has no title or main heading worth quoting, so search results do the talking.`;
}

const websiteJab = (websiteURL: string, site: RoastSiteFacts | null, seed: number) => {
  const host = websiteURL ? hostOf(websiteURL) : undefined;
  if (host && site) return siteJab(host, site);
  if (host) return `Meanwhile ${host} has to do the selling the copy skipped.`;
  return seed % 2
    ? 'With no website named, these few lines are the whole sales team, and right now they are on a long lunch.'
    : 'With no website to lean on, the copy has to close the deal alone, and it has not been trained for that.';
};

const CLOSERS = [
  'None of this is fatal: the product may be great. The words just are not pulling their weight yet.',
  'The good news: copy is the cheapest thing in the business to fix.',
  'It is not bad copy. It is safe copy, and safe copy is invisible.',
];

const TAGLINES: ((brand: string) => string)[] = [
  (brand) => `${brand}. Worth talking about.`,
  (brand) => `Less noise. More ${brand}.`,
  (brand) => `${brand}, minus the guesswork.`,
  (brand) => `Start with ${brand}.`,
  (brand) => `Ask for ${brand} by name.`,
  (brand) => `${brand}: the one people mention.`,
  (brand) => `Once you try ${brand}, you'll know.`,
];

/**
 * The demo generator's roast: deterministic, built from every field the visitor filled in, in
 * plain English whatever they typed (long fields are cut at word boundaries).
 */
export function demoRoast(input: RoastInput): RoastResult {
  const seed = seedOf(JSON.stringify(input));
  const brand = shortBrand(input.brandName);
  const audience = cutAtWord(input.audience, 120);
  const count = TAGLINE_COUNT.min + (seed % (TAGLINE_COUNT.max - TAGLINE_COUNT.min + 1));
  const roast = [
    taglineJab(input.tagline, brand),
    descriptionJab(input.description, input.audience),
    websiteJab(input.websiteURL, input.site, seed),
    CLOSERS[seed % CLOSERS.length]!,
  ].join(' ');
  const pitch = [
    `${brand} is for ${midSentence(sentence(audience))}`,
    capitalise(sentence(cutAtWord(input.description, 240))),
    'Every line of copy should make that promise plainer, starting with the tagline.',
  ].join(' ');
  return {
    roast,
    rebuild: {
      new_taglines: rotate(TAGLINES, seed)
        .slice(0, count)
        .map((tagline) => tagline(brand)),
      elevator_pitch: pitch,
      voice: rotate(VOICES, seed).slice(0, 3),
    },
  };
}
