/** A critique of Ember & Oak’s gift set product page, goal: direct sales. */
export const shop = `
## Overview
- Page: the soy candle gift set page of Ember & Oak Candle Co., an online shop of hand-poured candles
- Goal: direct sales to gift buyers
- Verdict: beautiful photography and a clear price, but delivery dates and returns, the two things gift buyers need, are hidden
~- The product itself is well described; the page needs to reassure the buyer as much as it describes the candle

## Strengths
- The price and "Add to basket" button are visible without scrolling on phones.
- Scent notes are written in everyday words ("fig leaf, like a summer garden") rather than perfumery terms.
~- The star rating and review count sit next to the price.
+- The gift wrap option is shown as a photo, not just a checkbox.

## Opportunities
- The Christmas delivery deadline appears only in a banner image, which many visitors scroll past.
- Returns and "what if they don’t like the scent" are answered only on a separate policy page.
~- The page title is 78 characters and will be cut off in search results.
+- Nothing suggests a second item, though many gift buyers buy two.

## Recommendations
- State the order-by date for Christmas delivery in text beside the button. [Word count: 240]
- Add a short "Gift promise" line: free exchange of any scent within 30 days.
~- Shorten the title to "Soy Candle Gift Set: Three Hand-Poured Scents | Ember & Oak". [Page title: 78 characters]
+- Add "Often bought together: refill wax melts" under the basket button.

## Accessibility Audit
- Needs work: the scent swatches are images with no alt text; name each scent. [Images without alt text: 3 of 7]
- Fine: the page fits phone screens and the button is large enough to tap. [Mobile viewport: yes]
~- Needs work: the quantity selector has no visible label; add "Quantity".

## A/B Test Ideas
- Test the delivery deadline as text beside the button against the banner image.
- Test "Choose your three scents" against "Add to basket" as the button wording.
~- Test a photo of the gift being unwrapped against the current flat lay as the first image.

## Tool Suggestions
- Google PageSpeed Insights, to check the image gallery on a phone connection.
- Google Search Console, to see which search terms bring gift buyers to the page.
~- Your shop platform’s abandoned basket report, to see where gift buyers drop off.
`;
