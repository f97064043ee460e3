import type { PresenceSample } from './types';

/** Ember & Oak Candle Co.: being found by people shopping for candles and gifts online. */
export const shop: PresenceSample = {
  primary: 'soy candles',
  difficulty: 'hard',
  alternatives: [
    'hand-poured soy candle gift set',
    'fig leaf scented candle',
    'smoked cedar candle',
    'soy candle refill',
    'candle gifts under £30',
    'small batch soy candles UK',
  ],
  related: [
    'natural soy candles',
    'candle gift box',
    'autumn candles',
    'scented candles for living room',
    'vegan candles',
    'candle care',
    'how to stop candle tunnelling',
    'wholesale candles',
    'gifts for candle lovers',
    'eco-friendly candles',
  ],
  recommendations: [
    [
      'Give every scent its own product page with a full description',
      'People search for specific scents and gifts, and a product page that describes the scent in words ranks far better than one with a name and a photo.',
      'Write 150 to 250 words for each scent: the notes in everyday words, the room it suits, burn time and jar size, with the scent name in the page title and main heading.',
    ],
    [
      'Add product structured data with price, stock and reviews',
      'Product markup lets search engines show price, availability and star ratings in results, which draws more clicks.',
      'Add Product markup in JSON-LD on every product page (most shop platforms can do this with a setting or app), then check it with Google’s Rich Results Test.',
    ],
    [
      'Build gift pages for the searches gift buyers use',
      'Gift searches ("candle gift box", "gifts under £30") are easier to rank for than "soy candles" and come from people ready to buy.',
      'Create pages for gift sets, gifts by price and seasonal gifts, each with a short introduction and the order-by dates for delivery.',
    ],
    [
      'Bring Etsy customers to your own shop',
      'Etsy is good for discovery, but your own site builds search visibility that you keep and avoids marketplace fees.',
      'Put a card in every Etsy order with a code for your own site, and link your Etsy shop profile to your website.',
    ],
    [
      'Answer candle care questions in a help guide',
      'Questions such as "why does my candle tunnel" are searched often and bring in people who already buy candles.',
      'Write a candle care guide that answers the ten most common questions, and link it from every product page and the order confirmation email.',
    ],
    [
      'Ask for product reviews after each delivery',
      'Reviews appear in search results and reassure first-time buyers.',
      'Send a review request a week after delivery, with a direct link to the product reviewed.',
    ],
    [
      'Submit your products to Google’s free shopping listings',
      'Free listings can show your candles in the Shopping tab without paying for ads.',
      'Set up Google Merchant Center, connect your shop platform’s product feed, and fix any errors it reports.',
    ],
  ],
};
