/** A critique of Copperline’s emergency plumber page, goal: phone calls (lead capture). */
export const trade = `
## Overview
- Page: the emergency plumber page of Copperline Plumbing & Heating, a family firm of eight engineers
- Goal: phone calls from homeowners with a leak or no water
- Verdict: honest and local, but on a phone the number is below the fold and is not a tap-to-call link
~- Visitors to this page are stressed and in a hurry: everything should help them call within seconds

## Strengths
- Fixed call-out prices are shown on the page, which sets the firm apart.
- The Gas Safe and insurance details are stated in text.
~- Recent reviews mention speed of arrival, exactly what this audience wants to read.
+- The areas covered are listed in text for local search.

## Opportunities
- The phone number sits under a large hero image and is plain text, not a link.
- "What to do while you wait" advice, such as finding the stopcock, is missing.
~- The page loads slowly on phones because of an uncompressed hero image.
+- Out-of-hours prices are not shown, so callers may worry about a surprise bill.

## Recommendations
- Put a large tap-to-call button at the top of the page on phones. [Calls to action: 1, after 420 words]
- Add a short "While you wait: turn off your stopcock" section with a photo. [Word count: 520]
~- Compress the hero image or replace it with a smaller photo of an engineer at work. [Page weight: 2.4 MB]
+- Add the out-of-hours call-out price next to the daytime one.

## Accessibility Audit
- Needs work: the phone number is part of an image on desktop; make it text. [Images without alt text: 1 of 4]
- Fine: the page declares its language. [Language declared: en-GB]
~- Needs work: the buttons are too small to tap easily with a wet or shaking hand; make them at least 48 pixels high.

## A/B Test Ideas
- Test a tap-to-call button at the top against the current layout, measuring calls.
- Test "Call now, a person answers" against "Contact us" as the button text.
~- Test showing the engineer’s arrival time promise in the headline against the current headline.

## Tool Suggestions
- Google PageSpeed Insights, to check load time on a slow mobile connection.
- Call tracking from your phone provider, to count calls from this page.
~- Google Business Profile insights, to compare calls from search with calls from the site.
`;
