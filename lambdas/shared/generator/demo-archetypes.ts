/** The kinds of business the demo has samples for (DESIGN.md decision 17, docs/demo-samples.md#archetypes). */
export const archetypeIds = ['restaurant', 'software', 'shop', 'professional', 'studio', 'trade'] as const;

export type ArchetypeId = (typeof archetypeIds)[number];

/** The neutral archetype, answered (and said to be another business's) when no archetype matches with confidence. */
export const DEFAULT_ARCHETYPE: ArchetypeId = 'professional';

export interface Archetype {
  /** The fictional business the samples were written for. */
  business: string;
  /** Its trade, after the business's name: 'a neighbourhood restaurant'. */
  kind: string;
  /**
   * Words that name the sample business's own trade (5 points each): a visitor's business described with one is
   * of that trade, and its answer is about it ('matched'). 'SaaS for plumbers' is a software company.
   */
  own: readonly string[];
  /** Words that point to this archetype strongly (3 points each): a near trade, not the same one. */
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
    own: list(
      'restaurant cafe bistro diner eatery brasserie trattoria pizzeria gastropub takeaway pho ramen',
    ),
    strong: list('bakery coffee pub brunch menu chef catering'),
    words: list(`
      food dish kitchen dinner lunch breakfast noodle pizza taco burger sushi bar brewery wine takeout diners
      foodie vietnamese thai italian mexican indian vegan bread sourdough pastry patisserie patissier dessert
      reservation table delivery meal recipe cooking baking baker cake croissant brioche boulangerie boulangere
      recette cuisine gourmand creme brulee espresso latte barista`),
  },
  software: {
    business: 'Routewell',
    kind: 'a B2B software company',
    own: list('saas software app'),
    strong: list('b2b platform startup api scheduling schedule dispatch'),
    words: list(`
      operations automation managers crm dashboard integration workflow subscription onboarding churn demo
      trial cloud data analytics developer engineering product feature tech cybersecurity enterprise users
      spreadsheet paperless digital manufacturing ai`),
  },
  shop: {
    business: 'Ember & Oak Candle Co.',
    kind: 'an online candle shop',
    own: list('candle'),
    strong: list('etsy shopify ecommerce e-commerce shop handmade soy wax'),
    words: list(`
      store boutique jewellery jewelry gift product products order shipping shoppers buyers craft
      maker ceramics pottery soap skincare clothing apparel fashion decor online sale checkout basket cart`),
  },
  professional: {
    business: 'Alder & Finch Accounting',
    kind: 'an accounting firm',
    own: list('accountant accounting accountancy bookkeeper bookkeeping tax payroll cpa'),
    strong: list(`
      lawyer attorney law legal consultant consultancy advisor adviser solicitor immigration agency`),
    words: list(`
      firm practice clients client financial marketing seo finance insurance estate planning coach coaching
      architect visa freelancer freelancers advice compliance`),
  },
  studio: {
    business: 'Kestrel Studio',
    kind: 'a small-group fitness studio',
    own: list('gym fitness crossfit pilates bootcamp'),
    strong: list('yoga climbing bouldering studio strength trainer'),
    words: list(`
      workout training class classes membership members spin dance martial boxing swim running runners
      wellness health exercise coach climbers wall sport athletes salon barber hairdresser beauty spa grooming
      groomer`),
  },
  trade: {
    business: 'Copperline Plumbing & Heating',
    kind: 'a plumbing and heating firm',
    own: list('plumber plumbing heating boiler hvac'),
    strong: list(`
      electrician roofer roofing handyman landscaping contractor locksmith builder repair bicycle bike mechanic
      remodel gas furnace`),
    words: list(`
      cooling installation install installing leak heat pump solar panel insulation energy audit electrical
      maintenance maintaining diy servicing drain cleaning cleaner painter painting decorator carpenter garage
      pest gardener gutter renovation homeowners homeowner emergency technician technicians trades tradesperson
      quote callout`),
  },
};
