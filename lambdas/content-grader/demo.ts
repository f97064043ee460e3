import {
  archetypeOf,
  sampleOf,
  variantOf,
  type DemoAnswer,
  type DemoVariant,
  type Instruction,
} from '../shared/generator/demo-sample';
import type { ContentGraderRequest } from './contract';

/**
 * The sample written in advance, shortest to longest: the demo answers the middle one under a header that says
 * whose it is, and Shorter and Longer step between them. Write your own, one per kind of business
 * (docs/demo-samples.md), so each visitor reads a sample near their trade.
 */
export const LEVELS: string[] = [
  'The demo sample of the Content Grader, written in advance.',
  'The demo sample of the Content Grader, written in advance.\n\nWith a model connected, the tool writes three short paragraphs about your topic here.',
  'The demo sample of the Content Grader, written in advance for the kind of business nearest to your topic.\n\nWith a model connected, the tool writes three short paragraphs about your topic here, in your language and tone.\n\nUntil then, every answer is this sample, and it says so.',
];

/** The demo answer: the sample, with the visitor's topic in its header. */
export function demoContentGrader(input: ContentGraderRequest): DemoAnswer<string> {
  const archetype = archetypeOf([{ text: input.topic, weight: 1 }]);
  return { content: LEVELS[1]!, sample: sampleOf(archetype, { Topic: input.topic }) };
}

/** A refinement of the demo answer: the sample one length along, or the same one with a note why. */
export const demoContentGraderVariant = (previous: string, instruction: Instruction): DemoVariant<string> =>
  variantOf([{ levels: LEVELS }], previous, instruction);
