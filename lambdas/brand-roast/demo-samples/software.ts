import type { RoastSample } from './types';

/** Routewell, whose old tagline was "Intelligent workforce orchestration". */
export const software: RoastSample = {
  roast: `
Routewell’s tagline, "Intelligent workforce orchestration", sounds like a conductor for robots, not a way to get a plumber to the next job on time.
The description promises to "leverage AI-driven insights to optimise operational efficiency", which is five buzzwords standing on each other’s shoulders in a trench coat.
~The people who buy this run vans, not data science teams, and they will not read past "leverage".
+Nowhere does it say the one thing a scheduler would pay for: less driving and fewer angry phone calls.
~The product solves a real, expensive problem; the copy just has not met anyone who has it.
`,
  taglines: [
    [
      'Every technician’s day, planned in minutes',
      'Less driving. More jobs. Same team.',
      'The schedule that re-plans itself when jobs run over',
      'Retire the whiteboard',
      'Scheduling for field teams of 5 to 50',
    ],
    [
      'Two more jobs a day, without hiring',
      'Know where every job stands, at a glance',
      'From first call to sent invoice, in one place',
      'Routes your technicians will actually follow',
      'Built for schedulers, liked by technicians',
    ],
  ],
  pitch: `
Routewell is scheduling and dispatch software for heating, plumbing and electrical companies with 5 to 50 technicians.
It plans each technician’s day around a home zone, re-plans the afternoon when a job overruns, and puts job sheets on every phone, so teams drive less and fit in more jobs.
+Most customers are live within two weeks, moving straight from a whiteboard or a spreadsheet.
`,
  voice: ['Plain', 'Practical', 'Confident', 'Numerate', 'Friendly'],
};
