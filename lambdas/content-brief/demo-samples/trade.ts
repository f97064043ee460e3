import type { BriefSamples } from './types';

/** Copperline Plumbing & Heating, a family firm of eight engineers covering one town and its villages. */
export const trade: BriefSamples = {
  'blog-post': `
## SEO Snapshot
- Topic: Whether to repair or replace an old boiler
- Audience: Homeowners whose boiler is over ten years old and has started to play up
- Focus keyword: repair or replace boiler
- Secondary keywords: boiler replacement cost, how long do boilers last, combi boiler installation
- Search intent: commercial investigation

## Title Options
- Repair or Replace Boiler? How to Decide Before Winter
- Is Your Boiler Worth Fixing? Five Signs It’s Time to Replace
- Boiler Replacement Cost vs Repair: An Honest Guide

## Meta Description
Repair or replace boiler? How to weigh age, repair costs, parts and running costs, with the questions to ask any Gas Safe engineer.

## Outline
- H2: How long boilers usually last, and why age alone does not decide it
- H2: Five signs replacement is the better choice
  - H3: Repeated breakdowns in the same year
  - H3: Parts that are no longer made
~  - H3: Rising bills for the same heat
~  - H3: Low pressure that keeps coming back
- H2: What a repair costs, and when it is worth it
+- H2: What a replacement involves: survey, quote, fitting day and paperwork
+  - H3: Questions to ask about warranty and servicing
- H2: Getting an honest opinion: what a good engineer checks
- H2: Next steps: book a boiler health check

## Call to Action
- Book a boiler health check; you get a written repair-or-replace recommendation.

## SEO Tips
- Use "repair or replace boiler" in the first 100 words and in the first H2.
- Add a short table comparing a typical repair and a replacement, with your own price ranges.
~- Link to the boiler installation page from the replacement section and to servicing from the last section.

## Tone & Style
- Honest and practical: say plainly when a repair is the better option.
~- Explain terms like "heat exchanger" in a few words the first time.
`,
  whitepaper: `
## SEO Snapshot
- Topic: Planned maintenance for rented homes: what landlords spend on emergency call-outs versus annual servicing
- Audience: Landlords and letting agents managing 5 to 200 rented homes
- Focus keyword: landlord gas safety and maintenance
- Secondary keywords: landlord gas safety certificate, planned maintenance contract, emergency plumber cost
- Search intent: commercial investigation

## Title Options
- Landlord Gas Safety and Maintenance: The Cost of Waiting
- Planned or Reactive? A Maintenance Report for Landlords
- Fewer Call-Outs, Happier Tenants: The Case for Annual Servicing

## Meta Description
A report on landlord gas safety and maintenance: what emergency call-outs cost against a planned servicing contract, with three years of job data.

## Outline
- Executive summary: the cost per home of reactive repairs against a planned contract, on one page
- The problem: winter breakdowns, out-of-hours rates and tenants without heat
~  - The legal duty: an annual gas safety check by a Gas Safe registered engineer (cite the current regulations)
- Research and data: three years of Copperline’s jobs for landlord clients, anonymised
  - Call-outs per home, average cost and time to fix, by contract type
+  - Breakdowns by month: why October servicing matters
+  - Tenant complaints logged by two letting agents before and after
- The solution: a planned contract: gas safety check and service in one visit, priority call-outs, one annual invoice
- Conclusion and recommendations: how to schedule a portfolio so visits fall before the cold months

## Call to Action
- Request a portfolio quote; send us your property list and renewal dates.

## SEO Tips
- Use "landlord gas safety" in the title, summary and one heading.
- Link to the official guidance on landlords’ gas safety duties and show the date checked.
~- Publish the data tables as HTML, with the period and sample size under each.

## Tone & Style
- Businesslike and factual: landlords want costs, duties and dates.
~- State the legal duties exactly as the official guidance does; no paraphrase that changes meaning.
`,
  'case-study': `
## SEO Snapshot
- Topic: How a family got a new heating system fitted in two days without leaving home
- Audience: Homeowners planning a boiler replacement who dread the disruption
- Focus keyword: combi boiler installation
- Secondary keywords: new boiler installation, boiler swap time, heating engineer reviews
- Search intent: commercial investigation

## Title Options
- Combi Boiler Installation in Two Days: One Family’s Story
- A New Boiler, Two Days and No Cold Showers
- How We Swapped a 20-Year-Old System Boiler for a Combi

## Meta Description
A combi boiler installation case study: how one family swapped an old system boiler and tank for a combi in two days, with hot water each night.

## Outline
- The customer: a family of four in a 1970s semi with a 20-year-old boiler and a hot water tank
- The challenge: two breakdowns in one winter, a cupboard lost to the tank and fear of a week without heating
- The solution: a survey, a fixed quote and a two-day plan that kept hot water on the first night
~  - Day one: old system out, pipework changed, tank removed
+  - Day two: new combi fitted, system flushed, controls set up with the family
- The results: a working system, a freed-up cupboard and a lower gas bill the next winter
  - Use the family’s own figures and words, with their permission
+  - The warranty registered and the first service booked
- A quote from the homeowner about the second evening

## Call to Action
- Book a free survey and get a fixed quote.

## SEO Tips
- Use "combi boiler installation" in the title, introduction and one subheading.
- Add before and after photos of the airing cupboard, with descriptive alt text.
~- Mark up the homeowner’s quote as a Review and link to the installation page.

## Tone & Style
- Reassuring and specific: the disruption described honestly, and how it was kept small.
~- Let the family tell the story; the engineers appear through what they did.
`,
  ebook: `
## SEO Snapshot
- Topic: A free winter guide to keeping a home’s heating and pipes trouble-free
- Audience: Homeowners and tenants who want to avoid a winter breakdown
- Focus keyword: how to prevent frozen pipes
- Secondary keywords: boiler pressure too low, bleed radiators, winter heating checklist
- Search intent: informational

## Title Options
- How to Prevent Frozen Pipes, and Nine Other Winter Checks
- The Winter Heating Handbook: Ten Checks Before the Cold Snap
- Keep the Heat On: A Free Guide from Our Engineers

## Meta Description
How to prevent frozen pipes, top up boiler pressure and bleed radiators: a free winter guide with ten checks anyone can do at home.

## Outline
- Lead magnet angle: a free guide and fridge checklist in exchange for an email address
- Chapter 1: Ten checks to do in October, each in under ten minutes
- Chapter 2: Boiler pressure: reading the gauge, and topping it up to about 1 to 1.5 bar when cold
~  - When low pressure means a leak, and who to call
- Chapter 3: Radiators: bleeding them and balancing a cold room
+- Chapter 4: Frozen pipes: lagging, the frozen condensate pipe and what never to do
+- Chapter 5: Going away: settings that protect an empty house
- Chapter 6: When to call an engineer, and what to tell them on the phone

## Call to Action
- Download the guide free; book your boiler service before the cold months.

## SEO Tips
- Give the guide a landing page that answers "how to prevent frozen pipes" in a short paragraph.
- Publish chapter 4 as a blog post before the first frost, linking to the download.
~- Add a short video of bleeding a radiator, with captions.

## Tone & Style
- Calm and practical: clear steps, and clear lines on what needs a Gas Safe engineer.
~- Number every step; include what to have ready, such as a radiator key and a towel.
`,
  'social-post': `
## SEO Snapshot
- Topic: Booking boiler services before the first cold week
- Audience: Local homeowners who follow the firm on Facebook
- Focus keyword: boiler service
- Secondary keywords: annual boiler service, Gas Safe engineer, heating check
- Search intent: local

## Title Options
- Book Before the Cold: A Three-Post Series
- Boiler Service Season: Three Posts for Facebook
- Launch Series: The Autumn Service Rush

## Meta Description
Three Facebook posts that fill the autumn boiler service diary: the reminder, the engineer’s checklist and the last slots.

## Outline
Post 1:
- Hook: "The first cold week is when boilers break. Book yours in before then."
- Body: Service slots are open for October; one line on what a service checks and how long it takes.
- Hashtags: #BoilerService #GasSafe

Post 2:
- Hook: "What does our engineer actually check in a boiler service?"
- Body: A 40-second video of an engineer walking through the checks, with captions.
~- Caption idea: ask followers how old their boiler is
- Hashtags: #HeatingTips #BoilerService

Post 3:
- Hook: "Last October slots: Tuesday and Thursday mornings."
- Body: The booking link and the phone number, with a photo of the van.
+- Follow-up: reply to every comment with a booking link
- Hashtags: #BoilerService

## Call to Action
- Book a service online or call the office.

## SEO Tips
- Put "boiler service" and the town’s name in the first line of each post.
- Share the same posts as Google Business Profile updates.
~- Add captions to the video; most Facebook videos start muted.

## Tone & Style
- Friendly and local: the engineers by first name, the town by name.
~- Publish the first post in late September, the second a week later and the third in mid-October.
`,
  'landing-page': `
## SEO Snapshot
- Topic: The emergency plumber page
- Audience: Local homeowners with a leak or no water who need someone today
- Focus keyword: emergency plumber
- Secondary keywords: 24 hour plumber, burst pipe repair, plumber near me
- Search intent: transactional and urgent

## Title Options
- Emergency Plumber, Local Engineers Out Within Two Hours | Copperline
- Burst Pipe or Leak? Call Our Emergency Plumbers Now
- Local Emergency Plumber with Fixed Call-Out Prices

## Meta Description
Emergency plumber covering the town and nearby villages: an engineer with you within two hours, fixed call-out prices and no hidden fees.

## Outline
- Hero headline: A local plumber with you within two hours
- Subheading: Leaks, burst pipes and no water: call now and speak to a person
- Tap-to-call button and phone number above the fold, large on phones
- Benefits:
  - Fixed call-out prices, shown on the page
  - Gas Safe registered and fully insured engineers
~  - Vans stocked for most repairs on the first visit
- What to do while you wait: where to find the stopcock, with a photo
- Social proof: star rating, review count and three recent reviews that mention speed
+- Areas covered: the town and the villages, listed in text
- Objections answered: out-of-hours prices, payment, what if it needs a second visit

## Call to Action
- Call now; a person answers, day and night.

## SEO Tips
- Use "emergency plumber" with the town’s name in the title tag, H1 and first paragraph.
- Make the phone number a tap-to-call link and keep the page fast on mobile data.
~- Add Plumber structured data with opening hours and the area served.

## Tone & Style
- Calm and direct: the reader is stressed and needs the next step now.
~- Put the stopcock advice where it helps before the engineer arrives.
`,
  'single-post': `
## SEO Snapshot
- Topic: A frost warning reminder about outside taps
- Audience: Local homeowners on Facebook and X
- Focus keyword: frost warning
- Secondary keywords: none: one post has room for one idea
- Search intent: awareness

## Title Options
- Frost Tonight: Check Your Outside Tap
- Two Minutes Now Saves a Burst Pipe
- Before You Go to Bed Tonight

## Meta Description
One post for Facebook or X that helps neighbours protect their outside taps before a frost.

## Outline
- Hook: the frost and the one job to do
- Draft post: Frost forecast tonight. Two-minute job before bed: turn off the isolating valve for your outside tap, then open the tap to drain it. A frozen outside tap is one of the most common burst pipes we see. #FrostWarning
~- Image: a hand turning an isolating valve under a kitchen sink
+- Follow-up: reply to questions with a photo of where the valve usually is

## Call to Action
- Share it with a neighbour who might not know.

## SEO Tips
- One hashtag; the town’s name in the post helps local reach more.
~- Post at 6 pm, when people are home and can do it.

## Tone & Style
- Neighbourly and useful: one job, clearly explained, no sales pitch.
`,
};
