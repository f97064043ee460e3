import type { BriefSamples } from './types';

/** Ember & Oak Candle Co., an online shop of hand-poured soy candles, selling on its own site and on Etsy. */
export const shop: BriefSamples = {
  'blog-post': `
## SEO Snapshot
- Topic: Making a soy candle burn evenly from the first light to the last
- Audience: People who have bought a soy candle and watched it tunnel
- Focus keyword: soy candle tunnelling
- Secondary keywords: how to burn a soy candle, candle wick trimming, first burn candle
- Search intent: informational, often from a customer with a problem

## Title Options
- Soy Candle Tunnelling: Why It Happens and How to Stop It
- The First Burn Rule Every Soy Candle Needs
- How to Burn a Soy Candle So It Lasts to the Last Centimetre

## Meta Description
Soy candle tunnelling starts on the first burn. Why it happens, how long to burn a new candle and how to rescue one that has already tunnelled.

## Outline
- H2: What soy candle tunnelling is, and why soy wax is prone to it
- H2: The first burn: let the melt pool reach the edge
  - H3: About one hour for every 2.5 cm (one inch) of jar width
~  - H3: Why a short first burn sets a "memory ring"
- H2: Everyday care
  - H3: Trim the wick to about 5 mm before each burn
~  - H3: Keep the candle away from draughts and open windows
+  - H3: Stop after four hours, then let it cool fully
- H2: How to rescue a tunnelled candle
+  - H3: The foil collar method, step by step
- H2: Next steps: a care card in every order

## Call to Action
- Shop the candles, each sent with a printed care card.

## SEO Tips
- Use "soy candle tunnelling" in the first 100 words and in one H2; add "tunneling" once for US searchers.
- Add a short video or GIF of the foil method, with alt text that describes each step.
~- Link to the candle care page from the introduction and to the shop from the last section.

## Tone & Style
- Friendly and exact: measurements and times, not "a while".
~- Never blame the customer; tunnelling is common and easy to fix.
`,
  whitepaper: `
## SEO Snapshot
- Topic: What buyers should know about soy, paraffin and coconut waxes before stocking candles
- Audience: Independent gift shop owners choosing a candle supplier for wholesale
- Focus keyword: wholesale soy candles
- Secondary keywords: soy wax vs paraffin, candle supplier for gift shops, eco candle wholesale
- Search intent: commercial investigation

## Title Options
- Wholesale Soy Candles: A Buyer’s Report on Waxes, Wicks and Margins
- Soy, Paraffin or Coconut? What Gift Shops Should Stock
- Choosing a Candle Supplier: The Questions That Protect Your Shelf

## Meta Description
A buyer’s report on wholesale soy candles: how waxes differ in scent throw and burn, which claims to check, and the margins gift shops can expect.

## Outline
- Executive summary: what to stock, what to ask a supplier and the margin to expect, on one page
- The problem: "eco" labels, blended waxes and returns from candles that tunnel or soot
~  - Why "soy" on a label can mean a blend, and how to ask
- Research and data: burn tests of soy, coconut-soy and paraffin candles of the same size
  - Burn time, scent strength at 1 and 3 metres, soot on the jar
+  - Customer return reasons from two years of Ember & Oak’s wholesale orders
+  - What safety labelling UK sellers must carry (cite the current product safety guidance)
- The solution: a supplier checklist, plus minimum order quantities and lead times that suit small shops
- Conclusion and recommendations: a starter range of six scents and how to display them

## Call to Action
- Request the wholesale price list and a sample box.

## SEO Tips
- Use "wholesale soy candles" in the title, the summary and one heading.
- Publish the burn-test table as an HTML table, not only as an image.
~- Describe the testing method so another buyer could repeat it.

## Tone & Style
- Even-handed: compare the waxes fairly, including where soy is weaker.
~- Cite every claim about safety labelling to its official source.
`,
  'case-study': `
## SEO Snapshot
- Topic: How a seaside gift shop sold out a seasonal candle range in six weeks
- Audience: Independent gift shop and boutique owners
- Focus keyword: candle wholesale for boutiques
- Secondary keywords: seasonal candle range, gift shop best sellers, private label candles
- Search intent: commercial investigation

## Title Options
- Candle Wholesale for Boutiques: A Seaside Shop’s Sell-Out Season
- How One Gift Shop Sold 400 Candles Before August
- A Local Scent, a Small Range and a Sell-Out Summer

## Meta Description
A candle wholesale case study: how one seaside boutique chose six scents, priced them and sold out its summer range in six weeks.

## Outline
- The customer: a gift shop in a seaside town, busy from Easter to September
- The challenge: candles that sat on the shelf, and a range too big to display well
- The solution: six scents, one named after the town’s beach, and a tester on the counter
~  - How the scents were chosen from the shop’s own best sellers
+  - The display: one shelf at eye level, prices on the lids
- The results: units sold, weeks to sell out and the repeat order
  - Use the shop’s own figures, with the season they cover
+  - What customers said at the till, in the owner’s words
- A quote from the owner about the local scent

## Call to Action
- Ask for a sample box and the seasonal range list.

## SEO Tips
- Use the focus keyword in the title and introduction; name the town only with the owner’s permission.
- Add photos of the display, with alt text that names the scents.
~- Link to the wholesale page and the sample box form.

## Tone & Style
- Warm and concrete: the shelf, the tester, the till, the numbers.
~- Let the owner’s voice carry the story; keep the brand in the background.
`,
  ebook: `
## SEO Snapshot
- Topic: A free guide to scenting a home, room by room
- Audience: Candle lovers who want their home to smell good without it smelling "of candle"
- Focus keyword: how to scent your home
- Secondary keywords: best candle scents for living room, layering home fragrance, natural home fragrance
- Search intent: informational

## Title Options
- How to Scent Your Home: A Room-by-Room Guide
- The Home Fragrance Guide: Layering Scents Without Overdoing It
- Scent a Home Like a Perfumer: Free Guide

## Meta Description
How to scent your home room by room: which notes suit which space, how to layer candles and diffusers, and how much is too much. Free guide.

## Outline
- Lead magnet angle: a free guide, with a printable scent map, in exchange for an email address
- Chapter 1: Scent notes explained: top, heart and base, in plain words
- Chapter 2: Room by room: hallway, living room, kitchen, bedroom, bathroom
~  - Two scent suggestions for each room, and one to avoid
- Chapter 3: Layering: candle, diffuser and linen spray without a clash
+- Chapter 4: Seasons: lighter scents for summer, warmer ones for winter
+- Chapter 5: Burning candles safely: distances, times and where never to leave one
- Chapter 6: The scent map: a one-page printable for your home

## Call to Action
- Download the guide free and get 10% off your first order.

## SEO Tips
- Give the guide a landing page that answers "how to scent your home" in a short paragraph.
- Turn each room chapter into a short blog post that links back to the download.
~- Include alt text on every room photo that names the scent shown.

## Tone & Style
- Sensory and calm: describe what a room smells like, not what a product contains.
~- Safety advice stated plainly, never as small print.
`,
  'social-post': `
## SEO Snapshot
- Topic: Launching the autumn candle collection
- Audience: Followers on Instagram who have bought before or saved posts
- Focus keyword: autumn candles
- Secondary keywords: soy candles, hand-poured candles, cosy candles
- Search intent: discovery

## Title Options
- Autumn Candles Are Here: A Three-Post Launch
- Three Scents for Shorter Days
- Launch Series: The Autumn Collection

## Meta Description
Three Instagram posts that launch the autumn candle collection: the reveal, the pour and the early-access reminder.

## Outline
Post 1:
- Hook: "Three new scents for shorter days."
- Body: A flat lay of the three candles with one line on each scent: fig leaf, smoked cedar and spiced pear.
- Hashtags: #AutumnCandles #SoyCandles #HandPoured

Post 2:
- Hook: "Every candle is poured by hand, 48 at a time."
- Body: A 15-second reel of the pour in the workshop; one sentence on curing each batch for two weeks.
~- Caption idea: ask followers to guess which scent sells out first
- Hashtags: #SmallBatch #SoyCandles

Post 3:
- Hook: "Newsletter readers get first pick tomorrow at 8."
- Body: The early-access time, the link in bio to sign up and a reminder that each batch is small.
+- Story follow-up: a countdown sticker on the morning of the launch
- Hashtags: #AutumnCandles #ShopSmall

## Call to Action
- Join the newsletter through the link in bio for early access.

## SEO Tips
- Name the scents in the captions; people search Instagram for scent names.
- Add alt text to each image describing the candle and its colour.
~- Tag the products in post 1 so they can be bought from the post.

## Tone & Style
- Cosy and exact: name the notes, not just "smells amazing".
~- Publish the first post on Sunday evening, the second on Tuesday and the third on Wednesday.
`,
  'landing-page': `
## SEO Snapshot
- Topic: The soy candle gift set page
- Audience: People buying a gift for someone who loves candles
- Focus keyword: soy candle gift set
- Secondary keywords: candle gift box, hand-poured candle gift, gifts for candle lovers
- Search intent: transactional

## Title Options
- Soy Candle Gift Set: Three Hand-Poured Scents | Ember & Oak
- A Candle Gift Box They’ll Actually Use
- Hand-Poured Soy Candle Gift Sets, Wrapped and Ready

## Meta Description
A soy candle gift set of three hand-poured scents, gift-wrapped with a handwritten card. Order by the 18th for Christmas delivery.

## Outline
- Hero headline: Three hand-poured candles, wrapped and ready to give
- Subheading: Choose three scents, add a handwritten note, and we post it straight to them
- Benefits:
  - Clean-burning soy wax and cotton wicks, about 30 hours each
  - Gift-wrapped by hand, with the price left out
~  - A scent guide in the box, so they know what to light first
- Social proof: star rating, number of reviews and three short quotes from gift buyers
- Objections answered: delivery dates, what if they do not like a scent, allergens and safety
+- Build your own set: a simple three-step picker with the scent notes visible
- Offer and call to action: "Choose your three" button at the top and after the reviews

## Call to Action
- Choose three scents and add your message.

## SEO Tips
- Use "soy candle gift set" in the title tag, H1 and first paragraph.
- Add Product structured data with price, availability and reviews.
~- State the Christmas order deadline in text near the top, not only in a banner image.

## Tone & Style
- Warm and reassuring: the buyer wants to get a gift right.
~- Short sentences; scent notes in everyday words.
`,
  'single-post': `
## SEO Snapshot
- Topic: The last day to order for Christmas delivery
- Audience: Followers who have saved a candle but not bought it yet
- Focus keyword: Christmas delivery
- Secondary keywords: none: one post has room for one idea
- Search intent: transactional, today

## Title Options
- Last Day for Christmas Delivery
- Order Today, Unwrap on Christmas Morning
- One Day Left

## Meta Description
One post for X or Instagram that turns saved candles into orders before the Christmas delivery deadline.

## Outline
- Hook: the deadline, in the first four words
- Draft post: Last day for Christmas delivery: order by midnight and we’ll wrap it, write your card by hand and post it tomorrow morning. Our three best sellers are still in stock. #ShopSmall
~- Image: a wrapped gift box with a handwritten tag
+- Follow-up: a story at 9 pm with a countdown sticker

## Call to Action
- Order by midnight through the link in bio.

## SEO Tips
- One hashtag; the deadline does the work.
~- Pin the post until midnight, then replace it with a thank-you.

## Tone & Style
- Clear and calm: urgency from the date, not from capital letters.
`,
};
