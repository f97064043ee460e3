import { archetypeIds } from '../shared/generator/demo-archetypes';
import type { ArchetypeChoice } from '../shared/generator/nearest-archetype';
import { levels, textAt, type Level } from '../shared/generator/demo-levels';
import {
  archetypeOf,
  sampleOf,
  variantOf,
  type DemoAnswer,
  type DemoVariant,
  type Instruction,
} from '../shared/generator/demo-sample';
import type { RoastInput, RoastResult } from './contract';
import { roastSamples } from './demo-samples';
import type { RoastSample } from './demo-samples/types';

/** Taglines and voice adjectives each written length keeps (the contract allows 3 to 5 taglines). */
const sizes: Record<Level, [taglines: number, voice: number]> = { 0: [3, 3], 1: [4, 4], 2: [5, 5] };

/** Sentences written one a line, joined as prose. */
const prose = (source: string, level: Level) => textAt(source, level).split('\n').join(' ');

function resultAt(sample: RoastSample, level: Level, pool: 0 | 1): RoastResult {
  const [taglines, voice] = sizes[level];
  return {
    roast: prose(sample.roast, level),
    rebuild: {
      new_taglines: sample.taglines[pool].slice(0, taglines),
      elevator_pitch: prose(sample.pitch, level),
      voice: sample.voice.slice(0, voice),
    },
  };
}

/** The nearest archetype: the description says most; the tagline, name, audience and home page less. */
export const roastArchetype = (input: RoastInput): ArchetypeChoice =>
  archetypeOf([
    { text: input.description, weight: 2 },
    { text: `${input.brandName} ${input.tagline}`, weight: 1 },
    { text: input.audience, weight: 1, others: true },
    { text: [input.site?.title, input.site?.h1].filter(Boolean).join(' '), weight: 1 },
  ]);

/** The roast and rebuild written in advance for the nearest archetype's own brand copy. */
export function demoRoast(input: RoastInput): DemoAnswer<RoastResult> {
  const choice = roastArchetype(input);
  return {
    content: resultAt(roastSamples[choice.id], 1, 0),
    sample: sampleOf(
      choice,
      {
        Brand: input.brandName,
        Tagline: input.tagline,
        Audience: input.audience,
        Website: input.websiteURL,
      },
      { name: input.brandName },
    ),
  };
}

const pools = archetypeIds.flatMap((id) =>
  ([0, 1] as const).map((pool) => ({
    levels: levels.map((level) => resultAt(roastSamples[id], level, pool)),
    another: levels.map((level) => resultAt(roastSamples[id], level, pool === 0 ? 1 : 0)),
  })),
);

/** A refinement of a demo roast (issue 28): Shorter and Longer step through its written lengths, Another swaps the taglines. */
export const demoRoastVariant = (previous: RoastResult, instruction: Instruction): DemoVariant<RoastResult> =>
  variantOf(pools, previous, instruction);
