import type { RoastSample } from './types';

/** Marigold Kitchen, whose old tagline was "Good food, good times". */
export const restaurant: RoastSample = {
  roast: `
Marigold Kitchen’s tagline, "Good food, good times", is the tagline of every restaurant that has ever existed, including the ones that closed.
"Delicious dishes in a friendly atmosphere" tells a hungry reader nothing they would not assume about any place with chairs.
~Meanwhile the slow-roast lamb, the two-day pancakes and a private room for twenty go unmentioned, as if they were embarrassing.
+The word "passion" appears three times in four lines, which is two more times than the word "lamb".
The food is clearly not the problem; the copy has simply never been invited to dinner.
`,
  taglines: [
    [
      'Neighbourhood cooking, worth crossing town for',
      'Seasonal menus. Two-day pancakes. One corner booth.',
      'Where the neighbourhood eats on a Tuesday',
      'A room of your own for ten to twenty',
      'Slow food, quick to love',
    ],
    [
      'Come hungry, leave planning your next visit',
      'The bread is baked this morning. So is everything else.',
      'Your local, cooked properly',
      'Brunch worth getting up for',
      'Dinner for two, or a room for twenty',
    ],
  ],
  pitch: `
Marigold Kitchen is a 60-seat neighbourhood restaurant for people who want proper cooking without a special occasion.
We change the menu every six weeks with what local farms send us, bake our bread every morning, and keep a private room for birthdays and team dinners.
+Most of our guests are regulars, and most of our regulars started as a table for two.
`,
  voice: ['Warm', 'Generous', 'Specific', 'Unfussy', 'Local'],
};
