import type { PostSamples } from './types';

/** A partner at Alder & Finch Accounting writing on LinkedIn for freelancers and small business owners. */
export const professional: PostSamples = {
  standard: `
The most useful thing a freelancer can do for their tax bill takes five minutes: open a separate savings account and call it "Tax".

~Every time an invoice is paid, move a fixed share into it. For most basic-rate freelancers, around a quarter is a safe starting point.

~It does not reduce your tax. It removes the surprise, which for most people is the worst part.

+In January, the money is simply there. No overdraft, no payment plan, no difficult conversation at home.

+We ask every new client to do this before anything else, and it is the advice they thank us for most.

If you work for yourself: do you have a tax pot, and what share do you put aside?

#Freelancing #SmallBusiness #Tax
`,
  story: `
At 11 pm on 30 January, an email arrived: "Is it too late?"

~It was from a designer in her first year of freelancing. She had a shoebox of receipts, no HMRC login and a deadline in 25 hours.

~We filed her return with an hour to spare. Then we sat down with her in February and set up a ten-minute monthly routine so it would never happen again.

+This year she filed in October. She told us the best part was not the date; it was not thinking about tax over Christmas.

+Most January emergencies are not caused by carelessness. They are caused by nobody explaining what to do in March.

What is the one piece of money advice you wish someone had given you in your first year of business?

#Freelancing #Accounting #SmallBusiness
`,
  promotion: `
Making Tax Digital for Income Tax starts for many sole traders and landlords in April 2026. We wrote a plain-English guide to what it means for you.

~It explains who joins and when, what a quarterly update is, and what counts as "digital records" in practice.

~There is a checklist by income band and a short section on choosing software, written for people who would rather not think about software at all.

+We also surveyed our own clients on how they keep records today, and the guide shows how far each method is from what MTD needs.

+It is free, and every date in it is checked against HMRC’s published guidance.

The link is in the first comment. If you are a sole trader or landlord, what worries you most about the change?

#MakingTaxDigital #SoleTrader #Landlords
`,
};
