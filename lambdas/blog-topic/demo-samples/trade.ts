import type { IdeaSamples } from './types';

/** Copperline Plumbing & Heating: blog ideas for a family plumbing and heating firm. */
export const trade: IdeaSamples = [
  [
    [
      'How to Repressurise a Combi Boiler in Five Minutes',
      'how-to',
      'Low pressure is one of the most searched boiler problems; a safe, clear guide solves it for many readers and earns trust for the times they do need an engineer.',
      'Book a boiler service',
    ],
    [
      '9 Signs Your Boiler Needs Replacing',
      'listicle',
      'Homeowners search this when a boiler starts to struggle; each sign is easy to check and the list leads to a health check.',
      'Book a boiler health check',
    ],
    [
      'The Complete Guide to Boiler Replacement',
      'ultimate-guide',
      'Replacing a boiler is a big purchase researched over weeks; a complete guide to types, costs, timings and warranties ranks for high-value searches.',
      'Get a free survey and fixed quote',
    ],
    [
      'How We Swapped a 20-Year-Old System for a Combi in Two Days',
      'case-study',
      'Homeowners fear disruption more than cost; a real job described day by day shows exactly what to expect.',
    ],
    [
      'A New Boiler Is Not Always the Answer',
      'opinion',
      'Honest advice that sometimes recommends a repair builds the trust that wins the bigger jobs later, and stands out among sales-led competitors.',
    ],
    [
      'Combi, System or Heat Pump: Which Suits Your Home?',
      'comparison',
      'Buyers are unsure which system to choose; a fair comparison by home size and hot water use helps them decide and leads to a survey.',
    ],
    [
      'How to Find and Use Your Stopcock Before You Need It',
      'how-to',
      'Every homeowner should know this, and few do; a short guide with photos is shared widely and shows the firm is on the reader’s side.',
    ],
    [
      '7 Winter Plumbing Checks You Can Do Yourself',
      'listicle',
      'Seasonal checklists are searched every autumn; simple checks prevent call-outs and keep the firm in mind for when something does go wrong.',
      'Book your autumn service',
    ],
  ],
  [
    [
      'How to Bleed a Radiator Without Making a Mess',
      'how-to',
      'Cold radiators are a common winter search; a tidy step-by-step guide is genuinely useful and shows care for customers’ homes.',
    ],
    [
      '8 Questions to Ask Before Hiring a Plumber',
      'listicle',
      'People comparing plumbers want to avoid cowboys; answering each question openly shows the firm meets every standard.',
      'Get a fixed-price quote',
    ],
    [
      'The Ultimate Guide to Preventing Frozen Pipes',
      'ultimate-guide',
      'Searches spike with every frost warning; a complete guide ranks at exactly the right moment and prevents costly damage for readers.',
    ],
    [
      'How a Landlord Cut Winter Call-Outs Across 30 Homes',
      'case-study',
      'Landlords want fewer emergencies and happier tenants; a real portfolio story with figures makes the case for a planned contract.',
      'Request a portfolio quote',
    ],
    [
      'Emergency Plumbers Shouldn’t Charge Emergency Prices',
      'opinion',
      'A clear stand on fair call-out pricing sets the firm apart and gives stressed readers a reason to call it first.',
    ],
    [
      'Boiler Cover or Annual Service: What Do You Really Need?',
      'comparison',
      'Homeowners are sold cover plans they may not need; an honest comparison builds trust and leads to the service plan.',
    ],
    [
      'How to Read Your Boiler’s Pressure Gauge',
      'how-to',
      'Many homeowners have never looked at the gauge; a short explainer prevents panic calls and builds confidence.',
    ],
    [
      '6 Noises Your Heating Makes and What They Mean',
      'listicle',
      'Strange noises prompt anxious searches; explaining each one calmly, with when to call an engineer, captures high-intent visitors.',
      'Call us if you are unsure',
    ],
  ],
];
