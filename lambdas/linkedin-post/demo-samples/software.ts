import type { PostSamples } from './types';

/** Routewell’s co-founder writing on LinkedIn to operations leaders at field-service companies. */
export const software: PostSamples = {
  standard: `
The perfect route is overrated. A technician who works in the same area most days beats one who follows the "optimal" route every time.

~We learned this from our own customers. Teams that gave each technician a home zone cut drive time more than teams that re-optimised every route every morning.

~Why? Technicians learn their patch: the parking, the shortcuts, the customers. And schedulers stop moving people across the county to fill one gap.

+Zones are not a rule. Emergencies still go to whoever is nearest, and busy weeks still need flexibility.

+But as a default, "same area, most days" is the single change that has saved our customers the most time.

If you run a field team: do your technicians have a home patch, or does every day start from scratch?

#FieldService #Operations #Scheduling
`,
  story: `
Two years ago a scheduler told us she arrived at 6 am every day to rewrite the whiteboard before the technicians came in.

~Her company had 14 technicians, one whiteboard and a phone that never stopped. Every overrun meant calling four customers and moving three technicians by hand.

~We did not solve that with a clever algorithm. We solved it by putting every job, with its real length, on one screen she could change in seconds.

+The first week, she still came in at 6, out of habit. By the third week she was arriving at 8 and leaving on time.

+She now trains new customers’ schedulers for us, and her first advice is always the same: measure how long your jobs really take before you plan anything.

What is the one task in your week that exists only because your tools do not talk to each other?

#FieldService #Scheduling #CustomerStory
`,
  promotion: `
How much of your technicians’ day goes on driving? We built a free drive-time audit so you can find out in an afternoon.

~It is a spreadsheet and a short guide. You paste in last month’s jobs, and it shows drive time, job time and idle time for each technician, side by side.

~It needs no software and no sign-up to use, only your own job list.

+Most teams who have used it find one or two technicians driving far more than the rest, and the reason is usually the schedule, not the technician.

+The guide also covers the three changes that reduce drive time fastest, with a worked example for a team of eight.

Download link in the first comment. If you try it, I would like to know what surprised you.

#FieldService #Operations #Productivity
`,
};
