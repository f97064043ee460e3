import type { PresenceSample } from './types';

/** Routewell: being found by field-service companies comparing scheduling software. */
export const software: PresenceSample = {
  primary: 'field service scheduling software',
  difficulty: 'hard',
  alternatives: [
    'scheduling software for heating engineers',
    'dispatch app for small plumbing companies',
    'technician scheduling for teams of 10',
    'job sheet app for engineers',
    'whiteboard alternative for scheduling jobs',
    'reduce technician drive time',
  ],
  related: [
    'dispatch software',
    'job management software',
    'HVAC scheduling software',
    'plumbing job management app',
    'technician route planning',
    'digital job sheets',
    'field service management for small business',
    'first-time fix rate',
    'scheduling software pricing',
    'field service software comparison',
  ],
  recommendations: [
    [
      'Build one page for each trade you serve',
      'Buyers search with their trade in the query ("scheduling software for plumbers"), and a general page rarely ranks for those phrases against large competitors.',
      'Create pages for heating, plumbing and electrical teams, each with a screenshot of a schedule in that trade, a customer quote from it and the trade’s own vocabulary.',
    ],
    [
      'Publish comparison pages buyers are already searching for',
      'People near a decision search for "software vs spreadsheet" and for comparisons between named tools; these pages convert well.',
      'Write a fair comparison with spreadsheets and with the two tools you meet most in sales, with a table of features and prices and a clear note on who each suits best.',
    ],
    [
      'Publish prices on the site',
      'Small teams rule out vendors that hide prices, and "pricing" pages often rank for searches that include the word "cost".',
      'Show the price per technician, what is included and the trial terms on a pricing page, linked from every page.',
    ],
    [
      'Turn customer results into case studies with figures',
      'Software buyers trust other customers more than claims, and case studies earn links from trade bodies and suppliers.',
      'Write one case study per trade with the customer’s own figures (drive time, jobs per day, invoice times) and the period they cover.',
    ],
    [
      'Get listed on software review sites',
      'Many buyers shortlist tools on review sites, which also rank highly for category searches.',
      'Create profiles on the main software review sites, then invite happy customers to review you there after their first 90 days.',
    ],
    [
      'Answer operations questions in useful guides',
      'Guides on drive time, job estimates and winter planning bring in operations managers before they start looking for software.',
      'Publish one practical guide a month with a free template, and link each guide to the most relevant product page.',
    ],
    [
      'Add software structured data to the product pages',
      'Structured data helps search engines understand the product, its price and its ratings.',
      'Add SoftwareApplication markup in JSON-LD with the price and the rating from your review site profile, then test it with Google’s Rich Results Test.',
    ],
  ],
};
