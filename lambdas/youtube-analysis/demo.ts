import { archetypeIds } from '../shared/generator/demo-archetypes';
import type { ArchetypeChoice } from '../shared/generator/nearest-archetype';
import {
  archetypeOf,
  sampleOf,
  variantOf,
  type DemoAnswer,
  type DemoVariant,
  type Instruction,
} from '../shared/generator/demo-sample';
import type { ContentIdea, IdeaGeneratorRequest } from './contract';
import { videoIdeaSamples } from './demo-samples';
import type { VideoIdeaRow } from './demo-samples/types';

/** Demo titles stay within this many characters. */
export const TITLE_MAX = 80;

/** How many ideas each written length holds: shorter, as answered, longer (the contract allows 5 to 8). */
const COUNTS = [5, 6, 8] as const;

/** The written ideas cite the archetype's 15 sample videos; fewer videos sent wrap the numbers round. */
const citing = (basedOn: readonly number[], clips: number) => [
  ...new Set(basedOn.map((n) => ((n - 1) % clips) + 1)),
];

const ideaOf =
  (clips: number) =>
  ([title, summary, format, cta, basedOn]: VideoIdeaRow): ContentIdea => ({
    title,
    summary,
    format,
    cta,
    basedOn: citing(basedOn, clips),
  });

/** The nearest archetype: the keyword says most, the titles of the videos less. */
export const ideaArchetype = (input: IdeaGeneratorRequest): ArchetypeChoice =>
  archetypeOf([
    { text: input.topic, weight: 3 },
    { text: input.clips.map((clip) => clip.name).join(' '), weight: 1, others: true },
  ]);

/** Six video ideas written in advance for the nearest archetype, citing its sample videos by number. */
export function demoIdeas(input: IdeaGeneratorRequest): DemoAnswer<{ ideas: ContentIdea[] }> {
  const choice = ideaArchetype(input);
  return {
    content: { ideas: videoIdeaSamples[choice.id][0].slice(0, COUNTS[1]).map(ideaOf(input.clips.length)) },
    sample: sampleOf(
      choice,
      { Keyword: input.topic, Videos: String(input.clips.length) },
      { topic: input.topic },
    ),
  };
}

/** Every written pool at its three lengths, citing all 15 sample videos. */
const pools = archetypeIds.flatMap((id) => {
  const [first, second] = videoIdeaSamples[id].map((pool) =>
    COUNTS.map((n) => pool.slice(0, n).map(ideaOf(15))),
  );
  return [
    { levels: first!, another: second!.map(() => second![1]!) },
    { levels: second!, another: first!.map(() => first![1]!) },
  ];
});

const titles = (answer: { ideas: ContentIdea[] }) => answer.ideas.map((idea) => idea.title).join('\n');

/** A refinement of demo ideas (issue 28): Shorter and Longer give 5 or 8 ideas, Another the second pool. */
export function demoIdeaVariant(
  previous: { ideas: ContentIdea[] },
  instruction: Instruction,
): DemoVariant<{ ideas: ContentIdea[] }> {
  const clips = Math.max(1, ...previous.ideas.flatMap((idea) => idea.basedOn));
  const variant = variantOf(
    pools.map(({ levels, another }) => ({
      levels: levels.map((ideas) => ({ ideas })),
      another: another.map((ideas) => ({ ideas })),
    })),
    previous,
    instruction,
    (a, b) => titles(a) === titles(b),
  );
  const ideas = variant.content.ideas.map((idea) => ({ ...idea, basedOn: citing(idea.basedOn, clips) }));
  return { ...variant, content: { ideas } };
}
