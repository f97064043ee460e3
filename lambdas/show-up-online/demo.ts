import { archetypeIds } from '../shared/generator/demo-archetypes';
import type { ArchetypeChoice } from '../shared/generator/nearest-archetype';
import { levels, type Level } from '../shared/generator/demo-levels';
import {
  archetypeOf,
  sampleOf,
  variantOf,
  type DemoAnswer,
  type DemoVariant,
  type Instruction,
} from '../shared/generator/demo-sample';
import type { PresenceAnalysis } from './contract';
import { presenceSamples } from './demo-samples';
import type { PresenceSample } from './demo-samples/types';
import type { PresenceInput } from './prompt';

/** How many alternatives, related keywords and recommendations each written length keeps. */
const sizes: Record<Level, [alternatives: number, related: number, recommendations: number]> = {
  0: [3, 3, 3],
  1: [4, 6, 5],
  2: [6, 10, 7],
};

/** The analysis at one of its written lengths. */
function analysisAt(sample: PresenceSample, level: Level): PresenceAnalysis {
  const [alternatives, related, recommendations] = sizes[level];
  return {
    estimated_primary_keyword: sample.primary,
    keyword_difficulty_estimate: sample.difficulty,
    easier_alternatives: sample.alternatives.slice(0, alternatives),
    related_keywords: sample.related.slice(0, related),
    recommendations: sample.recommendations
      .slice(0, recommendations)
      .map(([recommendation, why_it_matters, how_to_do_it]) => ({
        recommendation,
        why_it_matters,
        how_to_do_it,
      })),
  };
}

/** The nearest archetype: the industry says most; the company name and the site's title and heading less. */
export const presenceArchetype = ({ request, siteFacts }: PresenceInput): ArchetypeChoice =>
  archetypeOf([
    { text: request.industry, weight: 3 },
    { text: request.companyName, weight: 1 },
    { text: [siteFacts?.title, siteFacts?.h1].filter(Boolean).join(' '), weight: 1 },
  ]);

/** The analysis written in advance for the nearest archetype; the measured site facts are shown beside it. */
export function demoPresenceAnalysis(input: PresenceInput): DemoAnswer<PresenceAnalysis> {
  const { request } = input;
  const choice = presenceArchetype(input);
  return {
    content: analysisAt(presenceSamples[choice.id], 1),
    sample: sampleOf(
      choice,
      {
        Company: request.companyName,
        Website: request.websiteUrl,
        Industry: request.industry,
        Competitors: request.competitors.join(', '),
      },
      { name: request.companyName, topic: request.industry },
    ),
  };
}

const pools = archetypeIds.map((id) => ({
  levels: levels.map((level) => analysisAt(presenceSamples[id], level)),
}));

/** A refinement of a demo analysis (issue 28): Shorter and Longer step through its written lengths. */
export const demoPresenceVariant = (
  previous: PresenceAnalysis,
  instruction: Instruction,
): DemoVariant<PresenceAnalysis> => variantOf(pools, previous, instruction);
