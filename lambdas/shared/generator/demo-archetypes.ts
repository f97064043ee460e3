import { foldAccents } from '../documents/text';

/** The six kinds of business the demo has samples for (DESIGN.md decision 17). */
export const archetypeIds = ['restaurant', 'software', 'shop', 'professional', 'studio', 'trade'] as const;

export type ArchetypeId = (typeof archetypeIds)[number];

/** The archetype answered when no keyword matches: its samples suit the widest range of businesses. */
export const DEFAULT_ARCHETYPE: ArchetypeId = 'professional';

export interface Archetype {
  /** The fictional business the samples were written for. */
  business: string;
  /** What kind of business it is, after 'a business like yours': 'a neighbourhood restaurant'. */
  kind: string;
  /** Words that name what the business is whatever its customers do (5 points each): 'SaaS for plumbers'. */
  decisive?: readonly string[];
  /** Words that point to this archetype strongly (3 points each). */
  strong: readonly string[];
  /** Words that point to it (1 point each); a word also matches its plural. */
  words: readonly string[];
}

/** A list of keywords written as one line of text. */
const list = (words: string): readonly string[] => words.split(/\s+/).filter(Boolean);

/** The fictional businesses and the words that lead a visitor's input to them. */
export const archetypes: Record<ArchetypeId, Archetype> = {
  restaurant: {
    business: 'Marigold Kitchen',
    kind: 'a neighbourhood restaurant',
    strong: list('restaurant cafe bistro diner eatery pho ramen pizzeria bakery takeaway'),
    words: list(`
      food menu dish chef kitchen brunch dinner lunch breakfast noodle pizza taco burger sushi coffee bar pub
      brewery wine catering takeout diners foodie vietnamese thai italian mexican indian vegan bread sourdough
      pastry patisserie patissier dessert reservation table delivery meal recipe cooking baking baker cake
      croissant brioche boulangerie boulangere recette cuisine gourmand creme brulee espresso latte barista`),
  },
  software: {
    business: 'Routewell',
    kind: 'a B2B software company',
    decisive: list('saas b2b software'),
    strong: list('app platform startup api scheduling schedule dispatch operations'),
    words: list(`
      automation managers crm dashboard integration workflow subscription onboarding churn demo trial cloud
      data analytics developer engineering product feature tech cybersecurity enterprise users spreadsheet
      paperless digital manufacturing ai`),
  },
  shop: {
    business: 'Ember & Oak Candle Co.',
    kind: 'an online shop',
    strong: list('etsy shopify ecommerce e-commerce shop store boutique handmade'),
    words: list(`
      candle soy wax jewellery jewelry gift product products order shipping customers shoppers buyers craft
      maker ceramics pottery soap skincare clothing apparel fashion decor online sale checkout basket cart`),
  },
  professional: {
    business: 'Alder & Finch Accounting',
    kind: 'a professional service',
    strong: list(`
      lawyer attorney law legal accountant accounting bookkeeping tax consultant consultancy advisor adviser
      solicitor immigration agency`),
    words: list(`
      firm practice clients client financial marketing seo finance insurance estate planning coach coaching
      therapist dentist dental clinic photographer photography architect designer visa freelancer freelancers
      advice compliance`),
  },
  studio: {
    business: 'Kestrel Studio',
    kind: 'a gym or fitness studio',
    strong: list('gym fitness yoga pilates climbing bouldering crossfit studio'),
    words: list(`
      workout training trainer strength class classes membership members spin dance martial boxing swim
      running runners wellness health exercise coach climbers wall sport athletes salon barber hairdresser
      beauty spa grooming groomer`),
  },
  trade: {
    business: 'Copperline Plumbing & Heating',
    kind: 'a local trade business',
    strong: list(`
      plumber plumbing electrician hvac roofer roofing handyman landscaping contractor locksmith builder repair
      bicycle bike mechanic remodel`),
    words: list(`
      heating boiler furnace cooling installation install installing leak heat pump solar panel insulation
      energy audit electrical maintenance maintaining diy servicing drain cleaning cleaner painter painting
      decorator carpenter garage pest gardener gutter renovation homeowners homeowner emergency technician
      technicians trades tradesperson quote callout`),
  },
};

/** A visitor's text and how much it counts: an industry says more than an audience. */
export interface Clue {
  text: string;
  weight: number;
}

const wordsOf = (text: string): string[] =>
  foldAccents(text.toLowerCase()).match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? [];

/** The word without a plural ending, so 'bakeries' and 'candles' count as their singulars. */
const singular = (word: string) =>
  word.length > 4 && word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.length > 4 && /[^s]s$/.test(word)
      ? word.slice(0, -1)
      : word;

function score(archetype: Archetype, words: readonly string[]): number {
  const has = (list: readonly string[], word: string) => list.includes(word) || list.includes(singular(word));
  const points = (word: string) =>
    has(archetype.decisive ?? [], word)
      ? 5
      : has(archetype.strong, word)
        ? 3
        : has(archetype.words, word)
          ? 1
          : 0;
  return words.reduce((sum, word) => sum + points(word), 0);
}

/**
 * The archetype whose keywords the visitor's texts share most (weighted), or the default when none
 * matches; ties go to the earlier archetype. Deterministic: the same input always picks the same one.
 */
export function nearestArchetype(clues: readonly Clue[]): ArchetypeId {
  const scored = archetypeIds.map((id) => ({
    id,
    score: clues.reduce((sum, clue) => sum + clue.weight * score(archetypes[id], wordsOf(clue.text)), 0),
  }));
  const best = scored.reduce((top, next) => (next.score > top.score ? next : top));
  return best.score > 0 ? best.id : DEFAULT_ARCHETYPE;
}
