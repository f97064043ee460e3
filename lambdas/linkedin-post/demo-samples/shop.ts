import type { PostSamples } from './types';

/** Ember & Oak Candle Co.'s founder writing on LinkedIn about running a small online shop. */
export const shop: PostSamples = {
  standard: `
Small-batch is not a marketing word for us. It is the reason we sell out, and the reason we never overstock.

~We pour 48 candles of each scent at a time, then cure them for two weeks. That caps what we can sell, and it forces us to listen to what people reorder.

~The result: no warehouse of unsold stock, no January clearance sale, and a waiting list for the scents that work.

+It is not the right model for every brand. Growth is slower, and some customers are disappointed when a scent sells out.

+But for a two-person business, making less and selling all of it has been kinder to our cash flow than any discount.

Fellow makers: do you batch small on purpose, or because you have to?

#SmallBusiness #Ecommerce #Makers
`,
  story: `
The first wholesale order we ever received was for 200 candles. We had made 60.

~It came from a gift shop by the sea that found us on Etsy. I said yes before I had checked whether we could do it.

~For three weeks we poured every evening at the kitchen table. My partner labelled jars during her lunch breaks. We borrowed the neighbour’s car to post the boxes.

+The shop sold out in six weeks and ordered again. That order paid for our first proper workshop.

+I would not recommend saying yes before you can deliver. But I would recommend saying yes to the order that scares you, and then working out how.

What was the order, client or project that forced your business to grow up?

#SmallBusiness #Entrepreneurship #Wholesale
`,
  promotion: `
Independent gift shops ask us the same question every season: which candles will actually sell? So we wrote it down.

~Our free buyer’s guide compares soy, coconut and paraffin candles on burn time, scent strength and soot, from our own side-by-side burn tests.

~It also covers the questions to ask any supplier, from what "soy" on a label really means to minimum order sizes that suit a small shop.

+There is a page on display, too: how one seaside boutique sold out a six-scent range in six weeks with one shelf and a tester on the counter.

+No sign-up wall, just the guide.

The link is in the first comment. If you buy for a shop, tell me what you wish suppliers would tell you.

#Retail #GiftShop #Wholesale
`,
};
