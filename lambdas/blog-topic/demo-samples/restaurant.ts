import type { IdeaSamples } from './types';

/** Marigold Kitchen: blog ideas for a neighbourhood restaurant with a private room and weekend brunch. */
export const restaurant: IdeaSamples = [
  [
    [
      'How to Plan a Birthday Dinner for 12 Without the Stress',
      'how-to',
      'Hosts search for this weeks ahead and compare venues as they read; a clear timeline with the private room in it turns a reader into a booking.',
      'Check dates for the private room',
    ],
    [
      '7 Dishes Our Regulars Order Again and Again',
      'listicle',
      'Newcomers want to know what to order before they book, and regulars love seeing their favourite named; each dish can link to the menu.',
      'Book a table and try number one',
    ],
    [
      'The Complete Guide to Weekend Brunch in the Neighbourhood',
      'ultimate-guide',
      'People search "brunch near me" every weekend; a full guide to times, dishes, booking and families earns the local search and answers every question in one place.',
    ],
    [
      'How a Law Firm Turned Team Dinners Into Something People Attend',
      'case-study',
      'Office managers looking for a venue trust another office manager more than an advert; real figures on attendance and invoicing answer their doubts.',
      'Ask for the corporate dining pack',
    ],
    [
      'Why We Stopped Taking Orders Through Delivery Apps',
      'opinion',
      'A clear position on commission starts a conversation with regulars, explains the price difference, and moves takeaway orders to the direct channel.',
      'Order direct and save 15%',
    ],
    [
      'Set Menu or Full Menu: What Works Best for Groups?',
      'comparison',
      'Group bookers are unsure which to choose; comparing cost, speed and choice helps them decide and leads straight to the group menus.',
      'Download the group menus',
    ],
    [
      'How to Cook Our Slow-Roast Lamb at Home',
      'how-to',
      'Recipe searches bring a wide audience, and a signature dish shared generously builds goodwill and brings readers in to taste the original.',
    ],
    [
      '10 Questions to Ask Before Booking a Private Dining Room',
      'listicle',
      'Readers comparing venues want a checklist; answering each question openly shows the room is worth booking and captures a high-intent search.',
      'See the private room',
    ],
  ],
  [
    [
      'How to Host Sunday Lunch for Ten Without Cooking Everything',
      'how-to',
      'Home hosts look for shortcuts; a plan that mixes their own cooking with our takeaway roast and desserts is useful and leads to pre-orders.',
      'Pre-order the Sunday roast',
    ],
    [
      '5 Local Farms Behind This Season’s Menu',
      'listicle',
      'Diners increasingly ask where food comes from; naming the farms builds trust, earns links from the farms themselves and gives the menu a story.',
    ],
    [
      'The Ultimate Guide to Christmas Parties in the Neighbourhood',
      'ultimate-guide',
      'Christmas party bookers start searching in September; a full guide to dates, menus, prices and deposits ranks for months and fills December.',
      'Book your Christmas party',
    ],
    [
      'How One Family Made Our Private Room Their Annual Tradition',
      'case-study',
      'A warm story about a family celebration shows what the room is like on the night better than any photo gallery.',
    ],
    [
      'Why a Short Menu Is a Sign of a Good Kitchen',
      'opinion',
      'Some guests read a short menu as little choice; arguing the opposite, with reasons, changes how they see the restaurant and invites debate.',
    ],
    [
      'Eating Out or Ordering In: What Really Costs More?',
      'comparison',
      'Households weigh this every Friday; an honest comparison with real figures builds trust and highlights the value of the early-evening menu.',
      'See the early-evening menu',
    ],
    [
      'How to Choose a Wine for a Group With Different Tastes',
      'how-to',
      'Hosts worry about wine more than food; simple advice from the staff shows expertise and leads to the wine list and drinks packages.',
    ],
    [
      '8 Ways to Make a Weeknight Dinner Out Feel Special',
      'listicle',
      'Couples search for date ideas; small suggestions such as the chef’s counter or a tasting flight turn a quiet Tuesday into a booking.',
      'Book a weeknight table',
    ],
  ],
];
