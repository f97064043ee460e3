import type { PresenceSample } from './types';

/** Marigold Kitchen: being found by people choosing where to eat nearby. */
export const restaurant: PresenceSample = {
  primary: 'restaurant near me',
  difficulty: 'hard',
  alternatives: [
    'private dining room for 20',
    'weekend brunch with kids',
    'seasonal set menu',
    'restaurant for a birthday dinner',
    'group dinner set menu',
    'Sunday roast to book',
  ],
  related: [
    'brunch near me',
    'private dining',
    'Sunday lunch',
    'takeaway near me',
    'restaurant with private room',
    'set menu for groups',
    'vegetarian restaurant',
    'Christmas party venue',
    'dog-friendly restaurant',
    'gift vouchers restaurant',
  ],
  recommendations: [
    [
      'Complete and update your Google Business Profile every week',
      'Most "near me" searches for restaurants are answered by the map results, and Google favours profiles that are complete, active and well reviewed.',
      'Add opening hours, the menu, booking link, at least 20 recent photos and attributes such as "good for groups". Post a weekly update (a new dish, a brunch reminder) and answer every review within two days.',
    ],
    [
      'Give the private room and brunch their own pages',
      'People search for "private dining" and "brunch" separately; one home page cannot rank for both, and these are your most valuable bookings.',
      'Create a page for each with the capacity, prices, photos and a booking button, and use the phrase people search for in the page title and main heading.',
    ],
    [
      'Put the menu on the site as text, not only as a PDF',
      'Search engines and screen readers read text easily, and visitors on phones often will not open a PDF.',
      'Publish each menu as a web page with dish names, short descriptions and prices; keep the PDF as a download for printing.',
    ],
    [
      'Ask every happy table for a review',
      'Review count and recency strongly influence which restaurants appear in the map results, and they are what diners read first.',
      'Add a short review link to the bill folder and the booking confirmation email, and ask in person when guests say they enjoyed the meal.',
    ],
    [
      'Add restaurant structured data to the site',
      'Structured data tells search engines your cuisine, price range, hours and booking link in a form they can show directly in results.',
      'Add Restaurant markup in JSON-LD with your address, opening hours, menu address and reservation link, then check it with Google’s Rich Results Test.',
    ],
    [
      'Keep your name, address and phone number identical everywhere',
      'Mismatched details across directories confuse search engines and can lower your place in local results.',
      'List the exact same details on your site, Google, Apple Maps, TripAdvisor and local directories; fix old listings from before any move or rename.',
    ],
    [
      'Publish one useful local post a month',
      'Posts about events and seasonal menus earn links from local sites and give people a reason to share your pages.',
      'Write about what is new this month (a supplier, a seasonal dish, an event) and share it with the local business association and community groups.',
    ],
  ],
};
