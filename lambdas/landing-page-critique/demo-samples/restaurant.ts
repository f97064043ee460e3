/** A critique of Marigold Kitchen’s private dining page, goal: booking requests (lead capture). */
export const restaurant = `
## Overview
- Page: the private dining room page of Marigold Kitchen, a 60-seat neighbourhood restaurant
- Goal: booking requests from people planning dinners for 10 to 20 guests
- Verdict: warm and well photographed, but it hides the three facts a host needs (capacity, price per head, deposit) in a PDF
~- The page loads quickly and reads easily; the work is in the order of the content, not its quality

## Strengths
- The hero photo shows the room laid for a real dinner, not an empty space.
- The copy speaks to the host ("your guests", "your evening"), which suits the audience.
~- The enquiry form sits on the page rather than behind a separate contact page.
+- Reviews from past group bookings are quoted with first names and occasions.

## Opportunities
- Capacity and price per head appear only in the downloadable menu PDF; most visitors will never open it.
- The only button says "Enquire", which promises a conversation rather than a date.
~- Dietary needs, the most common worry of group hosts, are not mentioned until the FAQ.
+- There is no mention of accessibility or the nearest parking.

## Recommendations
- Put "Seats 10 to 20 · Set menus from £45 a head · £100 deposit" as a line of text under the H1. [Word count: 310]
- Change the button to "Check dates" and show it above the fold and after the menus. [Calls to action: 1]
~- Cut the form to name, email, date and number of guests; ask about dietary needs in the reply. [Form fields: 9]
+- Publish the set menus as text on the page and keep the PDF for printing.

## Accessibility Audit
- Needs work: four gallery images have no alt text; describe what each shows. [Images without alt text: 4 of 9]
- Fine: the page declares its language, so screen readers pronounce it correctly. [Language declared: en-GB]
~- Needs work: the grey menu prices on a cream background are hard to read; darken the text.

## A/B Test Ideas
- Test "Check dates" against "Enquire" as the main button.
- Test a headline that names the occasion ("Birthday, work or family dinner for 10 to 20") against the current "Our private room".
~- Test showing the price per head above the fold against leaving it in the menus section.

## Tool Suggestions
- Google PageSpeed Insights, to check the gallery loads quickly on phones.
- WAVE or axe DevTools, to audit contrast and alt text beyond these checks.
~- Microsoft Clarity, to see whether visitors scroll past the gallery to the form.
`;
