import type { BriefSamples } from './types';

/** Routewell, scheduling and dispatch software for field-service companies with 5 to 50 technicians. */
export const software: BriefSamples = {
  'blog-post': `
## SEO Snapshot
- Topic: Cutting the time technicians spend driving between jobs
- Audience: Operations managers at heating, plumbing and electrical companies with 5 to 50 technicians
- Focus keyword: reduce technician drive time
- Secondary keywords: field service route planning, job scheduling software, technician utilisation
- Search intent: informational, from someone who already feels the problem

## Title Options
- Reduce Technician Drive Time: 6 Scheduling Changes That Work
- Why Your Technicians Drive More Than They Work, and How to Fix It
- Route Planning for Field Service Teams: A Practical Guide

## Meta Description
Reduce technician drive time with six scheduling changes: zone-based days, job-length estimates and live re-routing. With a worked example.

## Outline
- H2: How much of a technician’s day goes on driving
  - H3: Measure it first: drive time, job time and idle time from last month’s jobs
~  - H3: What good looks like for your kind of work
- H2: Six scheduling changes that cut drive time
  - H3: 1. Give each technician a home zone on most days
  - H3: 2. Estimate job length by job type, not by habit
  - H3: 3. Keep one slot a day free for emergencies
~  - H3: 4. Batch maintenance visits by postcode
+  - H3: 5. Re-route the afternoon when a job overruns
+  - H3: 6. Let customers choose from slots that suit the route
- H2: A worked example: one week for a team of eight
+- H2: What to track after the change
- H2: Next steps: run a one-week drive-time audit

## Call to Action
- Download the drive-time audit template, or book a 20-minute demo to see your own routes mapped.

## SEO Tips
- Use "reduce technician drive time" in the first 100 words and in the first H2.
- Add a simple chart of a day before and after, with alt text that states the figures.
~- Link to the route-planning feature page from change 5 and to pricing from the next steps.

## Tone & Style
- Practical and numerate: every change comes with how to measure it.
~- Write for an operations manager, not a developer: no feature names until the worked example.
`,
  whitepaper: `
## SEO Snapshot
- Topic: The cost of unscheduled time in field service, and how dispatch software recovers it
- Audience: Owners and finance leads of field-service companies deciding whether to replace spreadsheets and whiteboards
- Focus keyword: field service scheduling software ROI
- Secondary keywords: dispatch software cost, technician utilisation rate, first-time fix rate
- Search intent: commercial investigation

## Title Options
- Field Service Scheduling Software ROI: A Model You Can Check
- The Hidden Cost of the Whiteboard: Scheduling in Field Service
- Utilisation, Fix Rates and Fuel: What Scheduling Changes

## Meta Description
A field service scheduling software ROI model: what unscheduled time, repeat visits and fuel cost a team of 20, and what dispatch software recovers.

## Outline
- Executive summary: the cost of one idle hour a day across 20 technicians, and the payback period
- The problem: where the day goes when jobs are scheduled by phone and whiteboard
~  - Repeat visits: the missing part, the wrong technician, the unclear job notes
- Research and data: anonymised figures from 40 Routewell customers in their first six months
  - Utilisation, first-time fix rate and miles per job, before and after
+  - The spread: what the best and the weakest quarter of teams achieved
+  - What did not change, and why software alone does not fix scheduling
- The solution: zones, job-type durations, parts checks and live re-routing
- Conclusion and recommendations: a 90-day rollout plan, and the figures to record before day one

## Call to Action
- Download the ROI model as a spreadsheet and enter your own team’s figures.

## SEO Tips
- Use "field service scheduling software ROI" in the title, the summary and one heading.
- Publish the summary as an HTML page; gate only the spreadsheet and the full PDF.
~- Give every figure its sample size and time period in a footnote.

## Tone & Style
- Sober and evidence-led: a finance lead should be able to check every step of the model.
~- Say where the data is Routewell’s own, and where results varied.
`,
  'case-study': `
## SEO Snapshot
- Topic: How a 14-technician heating company cut drive time and added two jobs a day
- Audience: Owners of heating, plumbing and electrical companies with 5 to 50 technicians
- Focus keyword: HVAC scheduling software case study
- Secondary keywords: dispatch software for heating engineers, technician scheduling, job management software
- Search intent: commercial investigation

## Title Options
- HVAC Scheduling Software Case Study: Two More Jobs a Day
- How a 14-Technician Team Cut Drive Time by a Fifth
- From Whiteboard to Routes: One Heating Company’s First 90 Days

## Meta Description
An HVAC scheduling software case study: how a 14-technician heating company cut drive time and fitted two more jobs into each day.

## Outline
- The customer: a family-run heating company with 14 technicians and two office schedulers
- The challenge: a whiteboard schedule, long drives across the county and evenings spent on paperwork
~  - What the schedulers tried first, and why it did not hold
- The solution: home zones, job-type durations and mobile job sheets, rolled out in three weeks
  - How the technicians were brought on board: a pilot with three volunteers
+  - The one feature they switched off, and why
- The results: drive time, jobs per day and invoices sent the same day
  - Use the customer’s own figures, with the period they cover
+  - What the owner did with the recovered time
- A quote from the head scheduler about the first Monday without the whiteboard

## Call to Action
- Book a demo and bring last month’s job list: we will map it live.

## SEO Tips
- Use the focus keyword in the title and the first paragraph; use "heating company" naturally in the body.
- Add a results box near the top with the three headline figures.
~- Mark up the customer quote as a Review, and link to the case study from the pricing page.

## Tone & Style
- Matter-of-fact: the customer’s problem in their words, the results in numbers.
~- Mention the awkward parts of the rollout; they make the results believable.
`,
  ebook: `
## SEO Snapshot
- Topic: A practical guide to moving a field-service team from paper to digital job sheets
- Audience: Owners of small trade businesses who still run jobs on paper
- Focus keyword: digital job sheets
- Secondary keywords: job management app for tradespeople, paperless field service, mobile forms for engineers
- Search intent: informational

## Title Options
- Digital Job Sheets: The Small Team’s Guide to Going Paperless
- From Carbon Copies to Phones: Digital Job Sheets in 30 Days
- The Paperless Field Service Handbook

## Meta Description
A free guide to digital job sheets for small field-service teams: what to capture, how to roll it out and how to win over your technicians.

## Outline
- Lead magnet angle: a 30-day plan with checklists, free in exchange for an email address
- Chapter 1: What paper job sheets cost you: lost sheets, late invoices, unreadable notes
- Chapter 2: What a good digital job sheet captures: photos, parts, signatures and time on site
~  - A sample job sheet for a boiler service, field by field
- Chapter 3: Choosing an app: the questions to ask any vendor
+- Chapter 4: Rolling it out: a pilot, a training session and the first month
+- Chapter 5: Winning over the technician who "has always done it on paper"
- Chapter 6: Your 30-day checklist

## Call to Action
- Download the guide free; the checklist is on the last page.

## SEO Tips
- Give the guide a landing page that answers "what is a digital job sheet" in the first paragraph.
- Turn chapter 3 into a blog post that links to the download.
~- Include the sample job sheet as an image with alt text listing its fields.

## Tone & Style
- Down to earth: written for someone who runs jobs, not software.
~- No jargon: "app" rather than "platform", "job sheet" rather than "work order".
`,
  'social-post': `
## SEO Snapshot
- Topic: Launching live re-routing to existing and prospective customers
- Audience: Operations managers and schedulers at field-service companies on LinkedIn
- Focus keyword: live re-routing
- Secondary keywords: field service scheduling, dispatch software, technician routes
- Search intent: awareness

## Title Options
- Live Re-Routing Is Here: Three Posts for LinkedIn
- When a Job Overruns, the Afternoon Re-Plans Itself
- Launch Series: Live Re-Routing

## Meta Description
Three LinkedIn posts that launch live re-routing: the problem, a 30-second demo and a customer’s first week.

## Outline
Post 1:
- Hook: "It’s 1:40 pm. The morning’s boiler repair is still going. Four afternoon customers don’t know yet."
- Body: Describe the scramble schedulers know, then say what live re-routing does in one sentence.
- Hashtags: #FieldService #Scheduling

Post 2:
- Hook: "30 seconds, one overrun, five jobs re-planned."
- Body: A screen recording of the schedule re-planning after an overrun, with captions for silent viewing.
~- Visual note: record on a real-sized team’s schedule, with customer names blurred
- Hashtags: #FieldService #ProductUpdate

Post 3:
- Hook: "We asked a scheduler what changed in her first week."
- Body: One quote, one figure, and a link to book a demo in the first comment.
+- Follow-up: answer every comment within the day; save the questions for an FAQ post
- Hashtags: #FieldService #CustomerStory

## Call to Action
- Book a 20-minute demo (link in the first comment).

## SEO Tips
- Put the product name and "live re-routing" in the first line of post 2 so it shows before "see more".
- Add captions to the video; most LinkedIn video plays start muted.
~- Link to the feature page, not the home page.

## Tone & Style
- Plain and specific, from one operations person to another.
~- Publish the first post on Tuesday, the second on Wednesday and the third the following Tuesday.
`,
  'landing-page': `
## SEO Snapshot
- Topic: The scheduling and dispatch software page for heating and plumbing companies
- Audience: Owners and operations managers of field-service companies with 5 to 50 technicians
- Focus keyword: field service scheduling software
- Secondary keywords: dispatch software for plumbers, HVAC scheduling software, job scheduling app
- Search intent: transactional

## Title Options
- Field Service Scheduling Software for Teams of 5 to 50 | Routewell
- Scheduling and Dispatch Software for Heating and Plumbing Teams
- Plan Every Technician’s Day in Minutes

## Meta Description
Field service scheduling software for teams of 5 to 50: plan routes, re-plan overruns and send job sheets to phones. Free 14-day trial.

## Outline
- Hero headline: Every technician’s day, planned in minutes and re-planned when jobs run over
- Subheading: Scheduling, routes and digital job sheets for field-service teams of 5 to 50
- Benefits:
  - Less driving: zone-based routes and live re-routing
  - Fewer repeat visits: job notes, parts and photos on every technician’s phone
~  - Faster invoicing: job sheets signed on site, invoices sent the same day
- Social proof: two customer logos, one quote with a figure, the number of jobs scheduled last month
- Objections answered: setup time, price per technician, moving data from spreadsheets, technicians who dislike apps
+- Comparison table: Routewell, spreadsheets and a whiteboard, on five tasks schedulers do daily
- Offer and call to action: "Start a free 14-day trial" and "Book a demo", side by side

## Call to Action
- Start a free 14-day trial; no card needed.

## SEO Tips
- Use "field service scheduling software" in the title tag, H1 or subheading, and the first paragraph.
- Publish the price per technician on the page; "contact sales" loses the small teams you want.
~- Add SoftwareApplication structured data with the price and rating.

## Tone & Style
- Clear and concrete: outcomes first, features second, jargon never.
~- Show the product: one real screenshot beats three illustrations.
`,
  'single-post': `
## SEO Snapshot
- Topic: The cost of a technician’s first drive of the day
- Audience: Owners of field-service companies who read X between jobs
- Focus keyword: technician drive time
- Secondary keywords: none: one post has room for one idea
- Search intent: awareness

## Title Options
- The First Drive of the Day
- Where the Morning Goes
- Drive Time Adds Up

## Meta Description
One post for X that makes a field-service owner check how far their technicians drive before the first job.

## Outline
- Hook: a number the reader can check against their own team
- Draft post: Check tomorrow’s schedule: how far does each technician drive before the first job? For most teams we work with, it’s 40 minutes or more. Start each day in their home zone and you get that time back every morning. #FieldService
~- Reply plan: answer anyone who shares their own figure
+- Follow-up: a thread with the three-step zone setup, posted the next day

## Call to Action
- Reply with your team’s figure.

## SEO Tips
- One hashtag; "field service" is the phrase buyers search for.
~- Pin the post for the week and link the drive-time audit in the first reply.

## Tone & Style
- Direct and useful: a check the reader can do tomorrow, no product name needed.
`,
};
