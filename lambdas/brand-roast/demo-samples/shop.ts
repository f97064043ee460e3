import type { RoastSample } from './types';

/** Ember & Oak Candle Co., whose old tagline was "Candles for every mood". */
export const shop: RoastSample = {
  roast: `
Ember & Oak’s tagline, "Candles for every mood", covers every candle ever made, from the church to the birthday cake.
The description calls the scents "amazing", "luxurious" and "unique" without naming a single one of them, which is a bold choice for a product people buy with their nose.
~Fig leaf, smoked cedar and spiced pear are hiding on page three like guests who arrived too early.
+"Hand-poured with love" is lovely, but so is every candle on the craft market, and only yours are cured for two weeks in batches of 48.
The candles sound wonderful; the copy just needs to let people smell them.
`,
  taglines: [
    [
      'Hand-poured soy candles, 48 at a time',
      'Fig leaf, smoked cedar, spiced pear. Light one tonight.',
      'Small batches. Slow cure. Even burn.',
      'The candle that burns to the very last centimetre',
      'Scents you can name, jars you will keep',
    ],
    [
      'Made slowly, so it burns slowly',
      'Cosy evenings, poured by hand',
      'A gift that arrives wrapped and ready',
      'Real scents, plainly described',
      'From our workshop to your windowsill',
    ],
  ],
  pitch: `
Ember & Oak makes hand-poured soy candles in batches of 48, cured for two weeks so they burn evenly to the end.
Every scent is named for what it smells like, from fig leaf to smoked cedar, and every gift is wrapped by hand with a written note.
+We sell online and to independent gift shops, and most of our customers first met us through a candle someone gave them.
`,
  voice: ['Cosy', 'Sensory', 'Precise', 'Warm', 'Unhurried'],
};
