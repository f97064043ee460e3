/** The lines that mark a demo answer, as plain text: apart from the answer's schemas, so a page shows them without zod. */
import type { DemoSample } from './generation';

/** What copied text and downloaded files say first when the built-in demo generator wrote them. */
export const DEMO_OUTPUT_LINE = 'Demo output: written by the built-in demo generator, not by an AI model.';

/**
 * The first line of a demo answer, on screen and in every copy, file and email: whose sample it is. Written for
 * another kind of business, it says so and what a model's answer would be about.
 */
export function demoSampleHeader(sample: DemoSample): string {
  if (sample.basis) return sample.basis;
  const whose = `${sample.business}, ${sample.kind}`;
  return sample.matched
    ? endSentence(`Sample answer, written in advance for a business like yours: ${whose}`)
    : `Sample answer, written for ${endSentence(whose)} With a model connected, the answer is about ${endSentence(sample.about ?? 'your business')}`;
}

/** A sentence ended with a full stop, unless its last word brings one ('Rose City Ferment Co.'): never two. */
export const endSentence = (text: string): string => (/[.!?…]$/.test(text.trimEnd()) ? text : `${text}.`);

/** The visitor's input the sample was chosen for, in labelled fields (never in a sentence): shown under the first line. */
export const demoSampleFields = (sample: DemoSample): string =>
  sample.fields.map(({ label, value }) => `${label}: ${value}`).join(' · ');

/**
 * What a demo answer's copies, files and email start with: whose sample it is, the note the screen shows under it
 * ('Demo samples are written in English only…' when another language was asked for, issue 46.6), then that no
 * model wrote it.
 */
export const demoLines = (sample: DemoSample | undefined): string[] =>
  sample
    ? [demoSampleHeader(sample), ...(sample.note ? [sample.note] : []), DEMO_OUTPUT_LINE]
    : [DEMO_OUTPUT_LINE];
