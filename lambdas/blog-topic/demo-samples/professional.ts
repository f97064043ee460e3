import type { IdeaSamples } from './types';

/** Alder & Finch Accounting: blog ideas for a small accounting firm serving freelancers and sole traders. */
export const professional: IdeaSamples = [
  [
    [
      'How to File Your First Self Assessment Tax Return',
      'how-to',
      'New freelancers search for this every autumn and winter; a clear walk-through with dates and records ranks well and brings readers who may want help.',
      'Download the tax return checklist',
    ],
    [
      '11 Expenses Freelancers Often Forget to Claim',
      'listicle',
      'Saving money is the strongest reason to read; each expense is a small win for the reader and a reason to trust the firm.',
      'Book a free 15-minute call',
    ],
    [
      'The Complete Guide to Payments on Account',
      'ultimate-guide',
      'Payments on account confuse almost every new freelancer; a complete, plain-English guide earns links and ranks for a question HMRC’s own pages answer tersely.',
    ],
    [
      'How a Freelance Designer Stopped Dreading January',
      'case-study',
      'Prospective clients want to see themselves in a story; a relatable client with a before and after makes the monthly check-in service concrete.',
      'See the fixed-fee plans',
    ],
    [
      'Every Freelancer Should Open a Separate Tax Account',
      'opinion',
      'A firm, simple rule gives readers something to act on today and starts conversations on social media about money habits.',
    ],
    [
      'Sole Trader or Limited Company: Which Is Right for You?',
      'comparison',
      'This is one of the most searched questions for growing freelancers; a balanced comparison positions the firm as the adviser to ask next.',
      'Book a structure review',
    ],
    [
      'How to Keep Your Books in Ten Minutes a Month',
      'how-to',
      'Busy freelancers want a routine that fits their week; a simple monthly habit is useful on its own and leads to the bookkeeping service.',
    ],
    [
      '8 HMRC Letters and What Each One Means',
      'listicle',
      'People search the reference on a letter in a panic; explaining each calmly captures high-intent visitors who may need help straight away.',
      'Send us your letter for a quick review',
    ],
  ],
  [
    [
      'How to Prepare for Making Tax Digital for Income Tax',
      'how-to',
      'Sole traders and landlords over the thresholds are looking for clear steps; a practical plan ranks for a growing search and fills readiness reviews.',
      'Book an MTD readiness review',
    ],
    [
      '7 Questions to Ask Before Hiring an Accountant',
      'listicle',
      'Readers comparing firms want a checklist; answering each question openly shows confidence and lets the firm set the terms of comparison.',
    ],
    [
      'The Ultimate Guide to Working From Home Expenses',
      'ultimate-guide',
      'Home working is common and the rules are confusing; a complete guide to the flat rate and actual costs earns search traffic all year.',
    ],
    [
      'How a New Director Paid Himself the Right Way',
      'case-study',
      'New company directors worry about salary and dividends; a real example makes the choice understandable and shows the value of advice.',
      'Book a director’s pay review',
    ],
    [
      'Doing Your Own Tax Return Is Not Free',
      'opinion',
      'Challenging the belief that self-filing saves money prompts readers to count their hours and consider what a missed expense costs.',
    ],
    [
      'Bookkeeping Apps Compared for Freelancers',
      'comparison',
      'Freelancers choosing an app search for comparisons; an honest look at three popular options helps them and positions the firm as neutral.',
      'Ask which app suits you',
    ],
    [
      'How to Set Aside Money for Tax Without Thinking About It',
      'how-to',
      'A tax pot habit solves the surprise bill; step-by-step setup with a bank’s savings pots is practical and widely shared.',
    ],
    [
      '9 Deadlines Every New Limited Company Must Know',
      'listicle',
      'New directors are unsure what is due when; a dated list is saved and shared, and leads to the free tax calendar download.',
      'Download the tax calendar',
    ],
  ],
];
