import type { RoastSample } from './types';

/** Alder & Finch Accounting, whose old tagline was "Your trusted partner in financial excellence". */
export const professional: RoastSample = {
  roast: `
Alder & Finch’s tagline, "Your trusted partner in financial excellence", could hang in the lobby of a bank, a pension fund or a firm that went bust last Tuesday.
The description offers "bespoke solutions for all your accounting needs", which tells a freelancer staring at a tax bill absolutely nothing.
~The fixed monthly fee, the named accountant and the answer within two working days are the reasons people switch, and they are buried in the footer.
+"Excellence" appears twice; "January", the word every client is actually thinking about, appears never.
The service is calm and clear; the copy should be too.
`,
  taglines: [
    [
      'Your tax return done, one fixed fee',
      'A calm January, every year',
      'An accountant who answers your email',
      'Know what to set aside, every month',
      'Books checked monthly. No surprise bills.',
    ],
    [
      'Tax, explained in plain English',
      'Ten minutes a month, no January panic',
      'Fixed fees for freelancers and sole traders',
      'The accountant you can actually ask',
      'Fewer receipts in shoeboxes, more evenings free',
    ],
  ],
  pitch: `
Alder & Finch is a four-person accounting firm for freelancers, sole traders and small limited companies.
For one fixed monthly fee, we check your books every month, tell you what to set aside for tax and file your return, so January stops being a surprise.
+Every client has a named accountant, and questions are answered within two working days.
`,
  voice: ['Calm', 'Clear', 'Reassuring', 'Direct', 'Human'],
};
