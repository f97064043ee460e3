import type { PresenceSample } from './types';

/** Alder & Finch Accounting: being found by freelancers and sole traders looking for an accountant. */
export const professional: PresenceSample = {
  primary: 'accountant for freelancers',
  difficulty: 'moderate',
  alternatives: [
    'fixed fee accountant for sole traders',
    'self assessment accountant near me',
    'accountant for freelance designers',
    'help with first self assessment tax return',
    'MTD accountant for sole traders',
    'accountant for new limited company',
  ],
  related: [
    'self assessment help',
    'bookkeeping for sole traders',
    'tax return accountant',
    'payments on account',
    'allowable expenses for freelancers',
    'Making Tax Digital for Income Tax',
    'sole trader or limited company',
    'online accountant',
    'accountant fees for sole traders',
    'small business accountant',
  ],
  recommendations: [
    [
      'Complete your Google Business Profile and collect reviews',
      'Many people look for an accountant nearby, and the map results favour complete profiles with recent reviews.',
      'Add services, prices, opening hours and photos of the team, choose "Accountant" as the main category, and ask each client for a review after their return is filed.',
    ],
    [
      'Create a page for each type of client you serve',
      'Freelancers, sole traders and new company directors search in different words; one general services page ranks for none of them well.',
      'Write a page for each group describing their usual problems, what you do for them, the price, and a quote from a client in that group.',
    ],
    [
      'Publish your fixed fees',
      'Prices are one of the first things people search for, and freelancers often rule out firms that hide them.',
      'Show each plan’s monthly price and what it includes on a pricing page, linked from every service page.',
    ],
    [
      'Answer the questions clients ask every January',
      'Questions about deadlines, payments on account and expenses are searched every year by exactly the people you want to reach.',
      'Write one clear guide per question, check each date against HMRC’s guidance, and update the guides every tax year.',
    ],
    [
      'Add accounting service structured data',
      'Structured data helps search engines understand your services, location and opening hours.',
      'Add AccountingService markup in JSON-LD with your address, hours and prices, then test it with Google’s Rich Results Test.',
    ],
    [
      'Join the directories clients and professional bodies use',
      'Listings with your professional body and trusted directories send visitors and help search engines trust your site.',
      'Make sure your professional body’s directory lists the firm, and keep the same name, address and phone number on every listing.',
    ],
    [
      'Offer a downloadable checklist in exchange for an email address',
      'A useful checklist turns a one-time visitor into someone you can remind before each deadline.',
      'Offer the tax return checklist on the relevant guides, and send a short reminder email a month before each deadline.',
    ],
  ],
};
