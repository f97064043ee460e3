import type { ConversionGoal } from '../contract';

/** A/B test ideas for each conversion goal, written in advance (decision 17): none states what the page has. */
export const goalTests: Record<ConversionGoal, readonly string[]> = {
  'lead-capture': [
    'Test a button that names the outcome (“Get my quote”) against one that names the task (“Submit”), measuring enquiries.',
    'Test a form that asks only for a name and an email address against one that asks more.',
    'Test a line of reassurance beside the button (“We reply within a day”) against none.',
  ],
  'direct-sales': [
    'Test the price shown beside the button against the price shown lower on the page, measuring orders.',
    'Test “Buy now” against a button that names what arrives (“Send me the set”).',
    'Test a short guarantee under the button against none.',
  ],
  'event-registration': [
    'Test the date and the place in the headline against a headline without them, measuring sign-ups.',
    'Test “Save my place” against “Register” as the button text.',
    'Test showing how many places are left against not showing it, if the number is real.',
  ],
  'content-download': [
    'Test a picture of the download’s first page against no picture, measuring downloads.',
    'Test a list of what is inside against a paragraph about it.',
    'Test asking for an email address only against asking for more.',
  ],
  'social-media-engagement': [
    'Test a question in the headline against a statement, measuring follows and shares.',
    'Test one link to your main channel against a row of every channel.',
    'Test showing a recent post on the page against links alone.',
  ],
};
