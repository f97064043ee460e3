import type { PresenceSample } from './types';

/** Copperline Plumbing & Heating: being found by homeowners who need a plumber or heating engineer. */
export const trade: PresenceSample = {
  primary: 'emergency plumber',
  difficulty: 'hard',
  alternatives: [
    'boiler service near me',
    'combi boiler installation quote',
    'landlord gas safety certificate',
    'burst pipe repair same day',
    'radiator not heating up repair',
    'Gas Safe engineer near me',
  ],
  related: [
    'plumber near me',
    'boiler repair',
    'heating engineer',
    'boiler replacement cost',
    'leak detection',
    'blocked drain',
    'new boiler installation',
    'bathroom plumbing',
    'power flush',
    'annual boiler service',
  ],
  recommendations: [
    [
      'Complete your Google Business Profile and list every service',
      'People with a leak or a broken boiler choose from the map results, which favour complete profiles close to the searcher with many recent reviews.',
      'Choose "Plumber" as the main category and "Heating contractor" as a second one, list every service, add your service area, hours and photos of your vans and engineers.',
    ],
    [
      'Make a page for each service and each town you cover',
      'Searches combine a service with a place ("boiler service in" a town); a single services page cannot rank for them all.',
      'Write a page for each main service and one for each town, with real jobs done there, prices and the phone number as a tap-to-call link.',
    ],
    [
      'Ask every customer for a review the same day',
      'Review count and recency strongly affect the map ranking, and homeowners read them to choose who to let into their home.',
      'Send a text with a review link when the job is finished, and reply to every review.',
    ],
    [
      'Make the phone number tap-to-call on every page',
      'Most emergency searches happen on phones, and people call the first firm that makes calling easy.',
      'Put a large "Call now" button at the top of every page on phones, and make the number a text link, not an image.',
    ],
    [
      'Add plumber structured data to the site',
      'Structured data tells search engines your services, area and opening hours.',
      'Add Plumber markup in JSON-LD with your area served, hours and phone number, then test it with Google’s Rich Results Test.',
    ],
    [
      'Show your Gas Safe and trade body membership',
      'Homeowners search for Gas Safe engineers, and membership badges build trust on the page.',
      'Show your Gas Safe registration number and trade body membership in text on every page, with a link to check them.',
    ],
    [
      'Publish seasonal advice before the cold months',
      'Guides on frozen pipes and boiler pressure are searched every autumn and bring homeowners to your site before they need you.',
      'Publish one guide each autumn, share it on your Google profile and Facebook page, and link it to your booking page.',
    ],
  ],
};
