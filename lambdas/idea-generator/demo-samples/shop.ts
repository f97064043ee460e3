import type { VideoIdeaSamples } from './types';

/** Ember & Oak Candle Co.'s channel: video ideas for an online shop of hand-poured candles. */
export const shop: VideoIdeaSamples = [
  [
    ['Why Your Candle Tunnels, and How to Fix It Tonight', 'A problem-solving video answers one of the most searched candle questions and shows care beyond the sale. Demonstrate the foil method on camera.', 'Tutorial, 5-7 minutes', 'Shop candles with a printed care card', [2, 5]],
    ['Pouring 48 Candles in One Afternoon', 'Satisfying process videos perform well; the pour, the cure and the labelling show the craft behind the price.', 'Process video, 8-10 minutes', 'Join the newsletter for early access to new scents', [1, 12]],
    ['One Year Selling Candles on Etsy: Real Numbers', 'Small-business numbers attract makers and curious customers alike; be honest about fees and slow months.', 'Vlog, 12-15 minutes', 'Subscribe for the two-year update', [3, 9]],
    ['Packing Christmas Orders, All Night', 'Packing videos are popular and build anticipation for gift orders; show the handwritten notes.', 'Behind the scenes, 10 minutes', 'Order by 18 December for Christmas delivery', [4, 14]],
    ['Soy vs Paraffin: A Side-by-Side Burn Test', 'Comparison tests answer a common buying question with evidence; film both candles for four hours.', 'Experiment, 8-10 minutes', 'Read the full burn-test results', [5]],
    ['Choosing Autumn Scents With a Perfumer’s Nose', 'Scent development is rarely shown; smelling and rejecting oils on camera is intriguing and launches the autumn range.', 'Behind the scenes, 10 minutes', 'Shop the autumn collection', [7, 13]],
    ['How We Price a Handmade Candle', 'Explaining pricing answers the "why so expensive?" question and earns respect from makers and buyers.', 'Explainer, 8 minutes', 'See what goes into each candle', [9]],
    ['Eight Ways to Reuse a Candle Jar', 'Reuse ideas are shared widely and show the jar was designed to last.', 'Listicle video, 6 minutes', 'Buy a refill instead of a new jar', [15]],
  ],
  [
    ['What Gift Shops Want From Small Brands', 'Interview two shop owners about what they look for; this attracts wholesale buyers and other makers.', 'Interview, 12 minutes', 'Request a wholesale sample box', [10]],
    ['Product Photos on a Kitchen Table Budget', 'Photography tips are popular with makers; show the exact setup and the before and after.', 'Tutorial, 10 minutes', 'Subscribe for more small-shop tips', [6]],
    ['Ten Candle Scents, Ranked by Our Customers', 'Ranking videos invite debate in the comments and introduce the full range.', 'Ranking, 8 minutes', 'Comment your number one scent', [13]],
    ['A Week in the Life of a Two-Person Candle Shop', 'Day-in-the-life videos build connection with loyal customers and show the people behind the brand.', 'Vlog, 12 minutes', 'Follow for weekly workshop updates', [12, 4]],
    ['Building Our Own Shop Site After Etsy', 'A practical story about moving customers to an own site helps other makers and explains the refill discount.', 'Case study, 10-12 minutes', 'Visit the shop and use your first-order code', [11, 3]],
    ['Getting Ready for the Christmas Rush', 'Seasonal planning content from a small shop is relatable and useful for other makers.', 'Vlog, 10 minutes', 'Order early for Christmas delivery', [14]],
    ['Making Your First Soy Candle at Home', 'A beginner tutorial draws hobbyists who often become loyal customers of a brand they learned from.', 'Tutorial, 12 minutes', 'Try our candle-making kit', [1]],
    ['The Quiet ASMR of a Candle Workshop', 'Calm, wordless workshop footage performs well and suits the brand’s mood.', 'ASMR, 10 minutes', 'Light a candle and subscribe', [8]],
  ],
];
