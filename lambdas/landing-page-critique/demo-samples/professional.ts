/** A critique of Alder & Finch’s fixed-fee accounting page, goal: discovery calls (lead capture). */
export const professional = `
## Overview
- Page: the fixed-fee accounting page of Alder & Finch Accounting, for freelancers and sole traders
- Goal: bookings of a free 15-minute call
- Verdict: trustworthy and clear on price, but it describes the firm more than the relief a freelancer is looking for
~- The content is accurate and well organised; the opening needs to meet the reader where they are, usually worried about January

## Strengths
- Prices are shown in full, with what each plan includes.
- Named accountants appear with photos, which builds trust for a personal service.
~- The page avoids jargon; terms such as "payments on account" are explained where they appear.
+- The booking calendar is embedded, so visitors do not leave the page to book.

## Opportunities
- The H1, "Accounting services", could belong to any firm in the country.
- There are no client quotes from freelancers, the audience the page is written for.
~- The meta description is missing, so search engines choose their own snippet.
+- The page does not say how quickly questions are answered, a common worry.

## Recommendations
- Rewrite the H1 around the outcome: "Your tax return done and your books checked, for one fixed fee". [Main heading: "Accounting services"]
- Add three short quotes from freelance clients, each with their trade.
~- Write a meta description of about 150 characters naming the audience and the price. [Meta description: none]
+- Add a line under the prices: "Questions answered within two working days".

## Accessibility Audit
- Needs work: the embedded calendar’s buttons have no text labels; ask the provider for an accessible version or link to one. [Form fields without labels: 2]
- Fine: the text contrast is strong and the font size is comfortable. [Reading grade: 8]
~- Fine: the page declares its language. [Language declared: en-GB]

## A/B Test Ideas
- Test the outcome H1 against "Accounting services".
- Test "Book a free 15-minute call" against "Talk to an accountant" as the button wording.
~- Test placing the client quotes above the price table against below it.

## Tool Suggestions
- Google PageSpeed Insights, to check the embedded calendar does not slow the page.
- WAVE or axe DevTools, to check the calendar and form for accessibility.
~- Google Search Console, to see which questions bring freelancers to the page.
`;
