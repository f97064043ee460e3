import type { RoastSample } from './types';

/** Copperline Plumbing & Heating, whose old tagline was "Quality plumbing solutions since 1998". */
export const trade: RoastSample = {
  roast: `
Copperline’s tagline, "Quality plumbing solutions since 1998", tells a homeowner with water coming through the ceiling that you have been around, but not whether you can come today.
The description lists "all aspects of plumbing and heating", which is what every van on the ring road says.
~The things that actually win the call, fixed call-out prices, Gas Safe engineers and a person answering the phone at night, are in a footnote.
+The phone number is a picture, so the one visitor who most needs to tap it cannot.
The work is clearly good; the copy just needs to pick up the phone.
`,
  taglines: [
    [
      'A local plumber with you within two hours',
      'Fixed prices. Gas Safe engineers. A person answers.',
      'Warm homes, dry ceilings, honest quotes',
      'Your boiler, serviced before the cold arrives',
      'Family-run since 1998, still answering the phone',
    ],
    [
      'Leak? Call now. We pick up.',
      'Honest advice on repair or replace',
      'Plumbing done right the first time',
      'Emergency help without emergency prices',
      'The plumber your neighbours recommend',
    ],
  ],
  pitch: `
Copperline is a family plumbing and heating firm of eight Gas Safe engineers covering the town and its villages.
We fix leaks and boilers fast, at fixed call-out prices shown on our website, and a person answers the phone day and night.
+Most of our work comes from neighbours recommending us, and we would like to keep it that way.
`,
  voice: ['Reassuring', 'Direct', 'Local', 'Honest', 'Practical'],
};
