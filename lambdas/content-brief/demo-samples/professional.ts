import type { BriefSamples } from './types';

/** Alder & Finch Accounting, a four-person firm for freelancers, sole traders and small limited companies. */
export const professional: BriefSamples = {
  'blog-post': `
## SEO Snapshot
- Topic: Getting ready for a first Self Assessment tax return as a new freelancer
- Audience: People in their first or second year of freelancing in the UK
- Focus keyword: first self assessment tax return
- Secondary keywords: payments on account, allowable expenses for freelancers, self assessment deadline
- Search intent: informational, often close to the deadline

## Title Options
- Your First Self Assessment Tax Return: A Freelancer’s Checklist
- First Year Freelancing? What to Have Ready Before 31 January
- Payments on Account Explained for New Freelancers

## Meta Description
Filing your first self assessment tax return? The records to gather, the expenses you can claim and how payments on account can double your first bill.

## Outline
- H2: Who needs to file, and the dates that matter
  - H3: Registering by 5 October after your first tax year
~  - H3: 31 January: the deadline for online returns and for paying
- H2: The records to gather first
  - H3: Income: invoices, platform statements and bank interest
  - H3: Allowable expenses, with examples freelancers often miss
+  - H3: Working from home: the flat rate or a share of the bills
- H2: Payments on account: why the first bill can be larger than expected
+  - H3: A worked example with round numbers
- H2: Common mistakes on a first return
+- H2: When it is worth paying an accountant, and when it is not
- H2: Next steps: a one-page checklist

## Call to Action
- Download the checklist, or book a free 15-minute call to see whether you need us.

## SEO Tips
- Use "first self assessment tax return" in the first 100 words and the first H2.
- Link to HMRC’s own pages for deadlines and rates, and say when the post was last checked.
~- Add FAQPage structured data to a short questions section at the end.

## Tone & Style
- Calm and exact: dates, amounts and steps, never scare words about fines.
~- Explain each tax term once, in a short phrase, the first time it appears.
`,
  whitepaper: `
## SEO Snapshot
- Topic: What Making Tax Digital for Income Tax means for sole traders and landlords
- Audience: Sole traders and landlords with income over the thresholds, and the bookkeepers who support them
- Focus keyword: Making Tax Digital for Income Tax
- Secondary keywords: MTD for sole traders, quarterly updates HMRC, MTD compatible software
- Search intent: informational, with a decision to make

## Title Options
- Making Tax Digital for Income Tax: What Changes and When
- Quarterly Updates for Sole Traders: A Plain-English Report
- Ready for MTD? A Practical Report for Sole Traders and Landlords

## Meta Description
Making Tax Digital for Income Tax explained: who joins and when, what quarterly updates involve and how to choose software. A plain-English report.

## Outline
- Executive summary: who is affected, from when, and the three things to do this year
- The problem: from one return a year to digital records and quarterly updates
~  - What counts as qualifying income, in plain words
- Research and data: HMRC’s published timeline and thresholds, and a survey of 60 of our clients
  - Current record-keeping methods, and how far each is from what MTD needs
+  - Time spent on bookkeeping now, and the estimate after the change
+  - The software our clients chose, and why
- The solution: a readiness plan: records, software, a trial quarter, then the real thing
- Conclusion and recommendations: a checklist by income band

## Call to Action
- Book an MTD readiness review, or download the checklist.

## SEO Tips
- Use the full name "Making Tax Digital for Income Tax" in the title and summary, and "MTD" after that.
- Check every date and threshold against HMRC’s guidance before publishing, and show the date checked.
~- Publish the summary as a page and the full report as a PDF.

## Tone & Style
- Reassuring and precise: the change is real, and it is manageable.
~- No predictions about future thresholds; state only what HMRC has published.
`,
  'case-study': `
## SEO Snapshot
- Topic: How a freelance designer stopped dreading tax season
- Audience: Freelancers and sole traders who do their own books and find it stressful
- Focus keyword: accountant for freelancers
- Secondary keywords: bookkeeping for sole traders, self assessment help, tax return accountant
- Search intent: commercial investigation

## Title Options
- Accountant for Freelancers: One Designer’s Calmer January
- From Shoebox to Monthly Check-Ins: A Freelancer’s Story
- How a Designer Reclaimed Her Januaries

## Meta Description
A case study for anyone looking for an accountant for freelancers: how one designer moved from a January scramble to ten minutes a month.

## Outline
- The customer: a freelance designer in her fourth year, with a dozen regular clients
- The challenge: receipts in a shoebox, a late return one year and a surprise tax bill the next
- The solution: a bookkeeping app, a monthly ten-minute check-in and a tax pot set aside from each invoice
~  - How the first month’s backlog was cleared in one afternoon
+  - What she now does herself, and what the firm does
- The results: the return filed in October, no surprise bill, and time back in January
  - Use the client’s own words and figures, with her permission
+  - The expense she had never claimed, and what it was worth over three years
- A quote from the client about the first January without the scramble

## Call to Action
- Book a free 15-minute call to see how the monthly check-in would work for you.

## SEO Tips
- Use "accountant for freelancers" in the title, the first paragraph and one subheading.
- Add the client’s photo and quote, marked up as a Review, with her permission.
~- Link to the fixed-fee pricing page from the solution section.

## Tone & Style
- Human and specific: a real person’s relief, not a sales pitch.
~- Avoid promising tax savings; describe what changed for this client.
`,
  ebook: `
## SEO Snapshot
- Topic: A free year planner for running a small business’s finances
- Audience: Owners of new limited companies with no finance staff
- Focus keyword: small business tax calendar
- Secondary keywords: limited company deadlines, corporation tax dates, VAT return dates
- Search intent: informational

## Title Options
- The Small Business Tax Calendar: A Year of Deadlines on One Page
- Never Miss a Deadline: A Finance Planner for New Limited Companies
- Your First Year as a Limited Company: The Free Planner

## Meta Description
A free small business tax calendar for new limited companies: every filing and payment date, what to prepare and a monthly money routine.

## Outline
- Lead magnet angle: a printable year planner and guide, free in exchange for an email address
- Chapter 1: How deadlines are set: your year end, the VAT quarter and the tax year
- Chapter 2: The calendar: confirmation statement, accounts, corporation tax, VAT and payroll
~  - Each deadline with what to prepare a month before
- Chapter 3: A monthly money routine that takes 30 minutes
+- Chapter 4: Paying yourself: salary, dividends and what to discuss with an accountant
+- Chapter 5: Records to keep, and for how long
- Chapter 6: The one-page planner to print

## Call to Action
- Download the planner free and get a reminder email a month before each deadline.

## SEO Tips
- Give the planner a landing page that lists the main deadlines in text.
- Keep the page up to date each tax year and show the date of the last review.
~- Turn chapter 3 into a blog post that links to the download.

## Tone & Style
- Organised and encouraging: a routine the reader can keep.
~- Point to official sources for rates and dates; do not give personal tax advice.
`,
  'social-post': `
## SEO Snapshot
- Topic: Three weeks to the Self Assessment deadline
- Audience: Freelancers and sole traders following the firm on LinkedIn and Instagram
- Focus keyword: self assessment deadline
- Secondary keywords: tax return help, freelancer tax, HMRC deadline
- Search intent: awareness, close to a deadline

## Title Options
- Three Weeks to 31 January: A Three-Post Series
- Self Assessment Deadline: Calm, Useful Reminders
- Launch Series: The January Countdown

## Meta Description
Three social posts for the last three weeks before the Self Assessment deadline: the checklist, the common mistake and the last call.

## Outline
Post 1:
- Hook: "Three weeks to the Self Assessment deadline. Here’s what to gather this weekend."
- Body: A five-item checklist as a carousel: income records, expenses, bank interest, student loan, pension contributions.
- Hashtags: #SelfAssessment #Freelancers

Post 2:
- Hook: "The mistake we see most on first returns."
- Body: Payments on account, explained in three slides with round numbers.
~- Caption idea: invite questions in the comments and answer them the same day
- Hashtags: #SelfAssessment #TaxTips

Post 3:
- Hook: "One week left. If you’re stuck, here’s what to do today."
- Body: Log in to your HMRC account, check your UTR, and book a call if you need help.
+- Follow-up: a short story on the day of the deadline with HMRC’s help link
- Hashtags: #SelfAssessment #SmallBusiness

## Call to Action
- Book a free 15-minute call through the link in the bio.

## SEO Tips
- Say "Self Assessment deadline" in the first line of each post.
- Add alt text to every carousel slide with the slide’s full text.
~- Link to HMRC’s own page for the deadline; it builds trust.

## Tone & Style
- Calm and helpful: no countdown panic, no fines in capital letters.
~- Publish the first post three weeks out, the second two weeks out and the third a week out.
`,
  'landing-page': `
## SEO Snapshot
- Topic: The fixed-fee accounting page for freelancers and sole traders
- Audience: Freelancers and sole traders who want an accountant but fear the cost
- Focus keyword: fixed fee accountant for sole traders
- Secondary keywords: accountant for freelancers, online accountant, self assessment accountant
- Search intent: transactional

## Title Options
- Fixed Fee Accountant for Sole Traders | Alder & Finch
- An Accountant for Freelancers, at One Monthly Price
- Your Tax Return Done, Your Books Checked, One Fixed Fee

## Meta Description
A fixed fee accountant for sole traders and freelancers: your tax return, monthly bookkeeping checks and a real person to ask, from £45 a month.

## Outline
- Hero headline: Your books checked every month and your tax return done, for one fixed fee
- Subheading: For freelancers and sole traders: a named accountant and no surprise bills
- Benefits:
  - Know what to set aside for tax each month
  - Ask questions by email and get an answer within two working days
~  - Your Self Assessment return prepared and filed for you
- Social proof: star rating, three client quotes with their trade, and the number of clients served
- Objections answered: what is included, what costs extra, switching from another accountant, leaving
+- Price table: two plans side by side, with every inclusion listed
- Offer and call to action: "Book a free 15-minute call" above the fold and under the prices

## Call to Action
- Book a free 15-minute call; no obligation.

## SEO Tips
- Use the focus keyword in the title tag, H1 or subheading, and the first paragraph.
- Show the prices as text on the page, with what each includes.
~- Add AccountingService structured data with the address and opening hours.

## Tone & Style
- Plain and trustworthy: short sentences, prices in full, no jargon.
~- Name the accountant the client will work with, with a photo.
`,
  'single-post': `
## SEO Snapshot
- Topic: A reminder about the 31 January deadline
- Audience: Freelancers who have not started their tax return
- Focus keyword: 31 January deadline
- Secondary keywords: none: one post has room for one idea
- Search intent: awareness, close to a deadline

## Title Options
- Two Weeks to 31 January
- Start Your Return This Weekend
- The Deadline Is Closer Than It Looks

## Meta Description
One post for X or LinkedIn that gets freelancers to start their tax return two weeks before the deadline.

## Outline
- Hook: the date and the one step to take today
- Draft post: Two weeks until the 31 January deadline. If you haven’t started your return, do one thing today: log in to your HMRC account and check you can get in. Lost passwords take days to fix. #SelfAssessment
~- Image: none needed; the words are the point
+- Follow-up: reply to questions with a link to the checklist

## Call to Action
- Log in to your HMRC account today.

## SEO Tips
- One hashtag; #SelfAssessment is the one people follow in January.
~- Post at 7:30 am on a weekday, when people check their phones before work.

## Tone & Style
- Helpful and unhurried: one step, clearly explained.
`,
};
