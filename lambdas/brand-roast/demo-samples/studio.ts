import type { RoastSample } from './types';

/** Kestrel Studio, whose old tagline was "Unleash your inner beast". */
export const studio: RoastSample = {
  roast: `
Kestrel Studio’s tagline, "Unleash your inner beast", is a fine tagline if your members are all 23 and already own a protein shaker.
The description promises "no excuses, no limits", which is exactly what a nervous beginner was afraid the gym would say.
~Your best story, a 63-year-old member deadlifting her own body weight, is nowhere in the copy.
+The class size of eight, the coach who learns your name and the free first class are all there, just hidden below three photos of heavy barbells.
The studio is welcoming; the copy is guarding the door.
`,
  taglines: [
    [
      'Get stronger, with a coach who knows your name',
      'Strength training for people who never thought they would',
      'Eight people. One coach. Real progress.',
      'Never lifted a weight? Start here.',
      'Stronger at any age',
    ],
    [
      'Small classes, big difference',
      'The gym for people who don’t like gyms',
      'Coached in every class, not just the first',
      'Strength for everyday life',
      'Start nervous, stay strong',
    ],
  ],
  pitch: `
Kestrel Studio runs small-group strength classes, eight people at most, for adults of any age and any starting point.
Every class is coached, every programme progresses week by week, and beginners start with an intro course that teaches every movement before any weight goes on.
+About a third of our members are over 50, and many had never set foot in a gym before.
`,
  voice: ['Encouraging', 'Warm', 'Honest', 'Steady', 'Inclusive'],
};
