import { archetypeIds, type ArchetypeId } from '../shared/generator/demo-archetypes';
import { levels, textAt } from '../shared/generator/demo-levels';
import {
  archetypeOf,
  sampleOf,
  variantOf,
  type DemoAnswer,
  type DemoVariant,
  type Instruction,
} from '../shared/generator/demo-sample';
import { conversionGoalLabels, critiqueSubject } from './contract';
import { critiqueSamples } from './demo-samples';
import type { CritiqueInput } from './prompt';

/** The nearest archetype: the industry says most, the audience less. */
export const critiqueArchetype = ({ request }: CritiqueInput): ArchetypeId =>
  archetypeOf([
    { text: request.industry, weight: 3 },
    { text: request.targetAudience, weight: 1 },
  ]);

/**
 * The critique written in advance for the nearest archetype's own landing page. What was measured on
 * the visitor's page is shown beside it by the checks panel, from the real checks.
 */
export function demoCritique(input: CritiqueInput): DemoAnswer<string> {
  const { request } = input;
  const id = critiqueArchetype(input);
  return {
    content: textAt(critiqueSamples[id], 1),
    sample: sampleOf(id, {
      Page: request.mode === 'url' ? critiqueSubject(request.landingPageUrl) : 'pasted copy',
      Industry: request.industry,
      Audience: request.targetAudience,
      Goal: conversionGoalLabels[request.conversionGoal],
      Competitor: request.competitorUrl ? critiqueSubject(request.competitorUrl) : undefined,
    }),
  };
}

const pools = archetypeIds.map((id) => ({
  levels: levels.map((level) => textAt(critiqueSamples[id], level)),
}));

/** A refinement of a demo critique (issue 28): Shorter and Longer step through its written lengths. */
export const demoCritiqueVariant = (previous: string, instruction: Instruction): DemoVariant<string> =>
  variantOf(pools, previous, instruction);
