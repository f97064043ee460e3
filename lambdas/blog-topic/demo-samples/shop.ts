import type { IdeaSamples } from './types';

/** Ember & Oak Candle Co.: blog ideas for an online shop of hand-poured soy candles. */
export const shop: IdeaSamples = [
  [
    [
      'How to Stop a Soy Candle From Tunnelling',
      'how-to',
      'Tunnelling is the most common complaint about soy candles, and people search for the fix right after it happens; a clear answer wins the search and a grateful customer.',
      'Shop candles sent with a care card',
    ],
    [
      '10 Candle Scents That Make a Small Flat Feel Cosy',
      'listicle',
      'Renters and small-space dwellers search for ways to make a home feel warm; a scent list links straight to the products and is easy to share.',
      'Find your scent',
    ],
    [
      'The Ultimate Guide to Candle Care',
      'ultimate-guide',
      'A complete resource on first burns, wicks, soot and safety earns links from home blogs and answers every question customers email about.',
    ],
    [
      'How a Seaside Gift Shop Sold Out Our Summer Range',
      'case-study',
      'Boutique buyers want proof that candles sell; a real shop’s numbers and display tips make the wholesale case better than a price list.',
      'Request a wholesale sample box',
    ],
    [
      'Why We Will Never Make a "Clean Linen" Candle',
      'opinion',
      'A playful stand on overused scents shows the brand’s taste and starts conversations in the comments and on social media.',
    ],
    [
      'Soy vs Paraffin vs Coconut Wax: Which Candle Is Best?',
      'comparison',
      'Shoppers search this before buying; a fair comparison of burn time, scent throw and soot builds trust and positions soy candles honestly.',
    ],
    [
      'How to Choose a Candle as a Gift for Someone You Barely Know',
      'how-to',
      'Gift shoppers are anxious about getting it wrong; simple rules and safe scent choices lead straight to the gift sets.',
      'See gift sets',
    ],
    [
      '8 Ways to Reuse an Empty Candle Jar',
      'listicle',
      'Reuse ideas are popular on Pinterest and show that the jar was designed to last; each idea can be photographed in the workshop.',
    ],
  ],
  [
    [
      'How to Make a Room Smell Good Without Overpowering It',
      'how-to',
      'People want a home that smells inviting, not perfumed; guidance on placement and burn times is practical and shows expertise.',
    ],
    [
      '12 Autumn Candle Scents, Ranked by Our Customers',
      'listicle',
      'Seasonal lists get searched and shared every September; customer rankings are social proof and link to the autumn collection.',
      'Shop the autumn collection',
    ],
    [
      'The Complete Guide to Layering Home Fragrance',
      'ultimate-guide',
      'Fragrance enthusiasts want to combine candles, diffusers and sprays; a complete guide shows depth and keeps readers on the site.',
    ],
    [
      'How One Bride Chose 120 Candle Wedding Favours',
      'case-study',
      'Couples planning weddings look for favour ideas; a real story with photos inspires custom orders and shows the service behind them.',
      'Ask about custom favours',
    ],
    [
      'Handmade Candles Should Cost More, and Here Is Why',
      'opinion',
      'Explaining pricing openly answers the most common objection, earns respect and attracts customers who value craft.',
    ],
    [
      'Candle or Diffuser: Which Is Right for Your Room?',
      'comparison',
      'Shoppers unsure which to buy search this question; an honest comparison by room and routine helps them choose and shows both product lines.',
    ],
    [
      'How to Burn a Candle Safely Around Pets and Children',
      'how-to',
      'Parents and pet owners want reassurance; clear safety guidance builds trust and answers a question the shop is often asked.',
    ],
    [
      '9 Candle Gifts Under £30 That Feel Special',
      'listicle',
      'Budget gift searches peak before Christmas and birthdays; a price-capped list converts readers who are ready to buy.',
      'Shop gifts under £30',
    ],
  ],
];
