import type { PostSamples } from './types';

/** Marigold Kitchen’s owner writing on LinkedIn about running a neighbourhood restaurant. */
export const restaurant: PostSamples = {
  standard: `
We stopped taking orders through delivery apps last spring. Our takeaway sales went up.

~For years the apps felt like the only way to be seen. But on a typical order they kept around a quarter of the bill, and the guest never knew.

~So we told our regulars, in person and on the receipts: order from our own site and you get 15% off, because we keep what the app would have taken.

+Within three months, most of our regulars had moved over. New guests still find us on the apps, and that is fine: they are there for discovery, not for loyalty.

+The lesson for any independent business: the platform that finds you customers is rarely the best place to keep them.

If you run a small business, which platform do you rely on most, and what would it take to bring those customers closer?

#Restaurants #SmallBusiness #Hospitality
`,
  story: `
At 6:10 on a Saturday morning, our head chef was folding pancake batter when the oven died.

~We had forty brunch bookings from 9 am and one working grill. Nobody panicked, which surprised me more than the oven did.

~She rewrote the menu on the back of an order pad: everything that could be grilled, stayed; everything that needed the oven, became a special for another day.

+I stood at the pass expecting complaints. Instead, two tables asked whether the grilled peaches would be on the menu every week.

+That morning taught me something I now say to every new hire: guests do not need everything to go to plan. They need to feel someone is looking after them.

What is the best recovery you have seen from a morning that went wrong?

#Hospitality #Leadership #Restaurants
`,
  promotion: `
Planning a team dinner for 10 to 20 people? We wrote the guide we wish every office manager had.

~It covers what "minimum spend" really means, how to choose a set menu that suits everyone, and how to collect dietary needs before the day instead of at the table.

~It comes from eight years of hosting birthdays, leaving dos and client dinners in our private room, including the ones that taught us what not to do.

+Inside you will find a six-week booking timeline, a sample set menu with prices, and a one-page checklist you can forward to whoever pays the bill.

+It is free, and there is no sales call attached.

The link is in the first comment. If you book group dinners for work, I would love to hear what makes them hard.

#EventPlanning #OfficeManagement #TeamBuilding
`,
};
