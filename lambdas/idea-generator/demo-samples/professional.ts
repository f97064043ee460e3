import type { VideoIdeaSamples } from './types';

/** Alder & Finch Accounting's channel: video ideas for a small accounting firm. */
export const professional: VideoIdeaSamples = [
  [
    ['Your First Self Assessment Return, Screen by Screen', 'A calm walkthrough of the online return answers the most stressful January search and positions the firm as the helpful expert.', 'Screen recording, 15-20 minutes', 'Download the tax return checklist', [1, 15]],
    ['Eleven Expenses Freelancers Forget to Claim', 'Money-saving lists perform well and deliver value in minutes; give each expense a real example.', 'Listicle video, 10 minutes', 'Book a free 15-minute call', [2, 9]],
    ['Payments on Account, Explained With Real Numbers', 'A worked example with round numbers clears up the most confusing part of a first tax bill.', 'Whiteboard explainer, 8 minutes', 'Get the payments on account calculator', [3]],
    ['Sole Trader or Limited Company? An Honest Comparison', 'One of the most searched questions for growing freelancers; compare tax, paperwork and risk fairly.', 'Comparison, 12 minutes', 'Book a structure review', [4, 10]],
    ['How Much Tax Should You Save From Each Invoice?', 'A simple rule with a tax pot demo is practical and widely shared.', 'Explainer, 6 minutes', 'Download the tax pot setup guide', [6]],
    ['Making Tax Digital for Income Tax: What Changes', 'Timely, accurate guidance on a coming change attracts sole traders and landlords who will need help.', 'Explainer, 10 minutes', 'Book an MTD readiness review', [7]],
    ['An Accountant Reacts to Freelancer Tax Myths', 'Reaction content is engaging; correcting common myths shows expertise with a light touch.', 'Reaction, 10-12 minutes', 'Comment a myth we should tackle next', [8]],
    ['The Ten-Minute Monthly Bookkeeping Routine', 'A repeatable routine is useful all year and leads viewers toward the monthly check-in service.', 'Tutorial, 8 minutes', 'Try the routine with our free template', [12, 5]],
  ],
  [
    ['How to Read an HMRC Letter Without Panicking', 'People search letter references in a hurry; a calm guide captures them at a moment of need.', 'Explainer, 8 minutes', 'Send us your letter for a quick review', [11]],
    ['Working From Home Expenses: Flat Rate or Actual Costs?', 'A worked comparison answers a common question with numbers viewers can apply.', 'Comparison, 8 minutes', 'Download the home-working calculator', [9]],
    ['Bookkeeping Apps Compared for Freelancers', 'App comparisons are searched often; a neutral view builds trust.', 'Comparison, 12 minutes', 'Ask which app suits you', [5]],
    ['Paying Yourself as a Director: Salary and Dividends', 'New directors need a clear explanation of the options; avoid personal advice and point to a review.', 'Explainer, 10 minutes', 'Book a director’s pay review', [10]],
    ['What an Accountant Actually Does All Year', 'A day-in-the-life answers a common question and shows the value beyond January.', 'Vlog, 10 minutes', 'Meet the team on our website', [14]],
    ['First Year Freelancing: Five Money Lessons', 'Interview freelancers about their first year; relatable stories bring in the right audience.', 'Interview, 12 minutes', 'Subscribe for more freelancer stories', [13]],
    ['Every Small Business Tax Deadline on One Calendar', 'A deadline overview is saved and revisited; update it each tax year.', 'Explainer, 6 minutes', 'Download the tax calendar', [15]],
    ['Why Doing Your Own Tax Return Is Not Free', 'An opinion piece that counts the hidden costs prompts viewers to think about their time.', 'Opinion, 7 minutes', 'Book a free 15-minute call', [8, 2]],
  ],
];
