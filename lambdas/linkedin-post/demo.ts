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
import { postTypes, type LinkedInPostRequest, type PostType } from './contract';
import { postSamples } from './demo-samples';
import { lengthRules, type PostLength } from './documents/post-length';

const postTypeLabels: Record<PostType, string> = {
  standard: 'Standard post',
  story: 'Story',
  promotion: 'Content promotion',
};

/** Short, medium and long posts are the sample's three written lengths. */
const levelOf: Record<PostLength, Level> = { short: 0, medium: 1, long: 2 };

const words = (value: string) => value.replace(/-/g, ' ');

/** The nearest archetype: the topic says most, the industry insight and the story or content points less. */
export const postArchetype = (input: LinkedInPostRequest): ArchetypeChoice =>
  archetypeOf([
    { text: input.topic, weight: 2 },
    { text: input.industryInsight, weight: 1 },
    {
      text:
        input.postType === 'story'
          ? input.experience
          : input.postType === 'promotion'
            ? input.valuePoints
            : '',
      weight: 1,
    },
  ]);

/** The post written in advance for the nearest archetype and the tab, at the length asked for. */
export function demoLinkedInPost(input: LinkedInPostRequest): DemoAnswer<string> {
  const choice = postArchetype(input);
  return {
    content: textAt(postSamples[choice.id][input.postType], levelOf[input.postLength]),
    sample: sampleOf(
      choice,
      {
        Topic: input.topic,
        'Post type': postTypeLabels[input.postType],
        Style: words(input.personalStyle),
        Goal: words(input.goal),
        'Industry insight': input.industryInsight,
        Length: lengthRules[input.postLength].label,
        'Call to action': input.includeCTA === 'yes' ? words(input.ctaType ?? '') : 'none',
        'Call-to-action link': input.includeCTA === 'yes' ? input.ctaLink : undefined,
        'Promoted content': input.postType === 'promotion' ? input.contentLink : undefined,
      },
      { topic: input.topic },
    ),
  };
}

/** Every written post at its three lengths, for refinements. */
const pools = archetypeIds.flatMap((id) =>
  postTypes.map((type) => ({ levels: levels.map((level) => textAt(postSamples[id][type], level)) })),
);

/** A refinement of a demo post (issue 28): Shorter and Longer step through its short, medium and long versions. */
export const demoLinkedInVariant = (previous: string, instruction: Instruction): DemoVariant<string> =>
  variantOf(pools, previous, instruction);
