import type { PostSamples } from './types';

/** Copperline Plumbing & Heating’s managing director writing on LinkedIn for landlords and the trade. */
export const trade: PostSamples = {
  standard: `
Landlords: the cheapest boiler repair is the one you book in September.

~Across our landlord clients, winter breakdowns cost far more than planned servicing: out-of-hours rates, emergency parts and tenants without heat.

~Booking the annual gas safety check and the boiler service in one visit, before the cold months, has cut call-outs for every portfolio we manage.

+It also keeps you ahead of your legal duty: gas appliances in rented homes must be checked every year by a Gas Safe registered engineer.

+The best-run portfolios we see treat October as service month, not January as emergency month.

If you manage rented homes, when do your gas safety checks fall, and does it work for you?

#Landlords #PropertyManagement #GasSafety
`,
  story: `
On Christmas Eve at 10 pm, a family called us. No heating, a house full of guests, and a baby asleep upstairs.

~Our on-call engineer was at his own family’s dinner. He went anyway, and found a failed pump on a boiler that had not been serviced in four years.

~We had a spare on the van. The heating was back on by midnight, and the family sent us a photo of the baby in a Christmas jumper the next morning.

+I tell this story to every apprentice we take on. Not because of the late night, but because of what the engineer said on the way out: "Book a service in September, and you’ll never need to meet me again."

+Good trades businesses are built on nights like that, and on the advice that stops them happening.

What is the call-out or job you still remember, years later?

#Plumbing #Trades #CustomerService
`,
  promotion: `
Every autumn we get the same calls: no heat, low pressure, a pipe that froze overnight. So we wrote a free winter guide for homeowners.

~It covers ten checks anyone can do in October, from reading the boiler pressure gauge to finding the stopcock before you need it.

~Each check takes under ten minutes, and the guide says clearly which jobs need a Gas Safe registered engineer and which do not.

+There is a chapter on frozen pipes, including the condensate pipe that stops so many combi boilers on the coldest mornings.

+It is free, with a one-page checklist for the fridge door.

The link is in the first comment. Share it with anyone who has just bought their first home.

#HomeOwnership #Plumbing #WinterReady
`,
};
