import { archetypeIds, type ArchetypeId } from '../shared/generator/demo-archetypes';
import type { ArchetypeChoice } from '../shared/generator/nearest-archetype';
import {
  archetypeOf,
  sampleOf,
  variantNotes,
  type DemoAnswer,
  type DemoVariant,
  type Instruction,
} from '../shared/generator/demo-sample';
import { blogContentTypeLabels, IDEA_COUNT, type BlogIdea, type BlogTopicRequest } from './contract';
import { ideaSamples } from './demo-samples';
import type { IdeaRow } from './demo-samples/types';
import { withoutExcluded } from './exclusions';
import { REQUESTED_IDEAS, type BlogTopicInput } from './prompt';

/** Demo titles stay within this many characters, like the titles search results show in full. */
export const TITLE_MAX = 70;

const ideaOf = ([title, type, reasoning, cta]: IdeaRow): BlogIdea => ({
  title,
  type: blogContentTypeLabels[type],
  reasoning,
  ...(cta ? { example_cta: cta } : {}),
});

/** The nearest archetype: the industry says most, then the keywords, then the audience. */
export const blogArchetype = (input: BlogTopicRequest): ArchetypeChoice =>
  archetypeOf([
    { text: input.industry, weight: 3 },
    { text: input.targetKeywords.join(' '), weight: 2 },
    { text: input.targetAudience, weight: 1, others: true },
  ]);

/** An archetype's ideas, those of the format asked for first (from both pools), without those touching an excluded topic. */
function usable(id: ArchetypeId, input: BlogTopicRequest): BlogIdea[] {
  const ideas = ideaSamples[id].flat().map(ideaOf);
  const wanted = blogContentTypeLabels[input.contentType];
  const ordered = [
    ...ideas.filter((idea) => idea.type === wanted),
    ...ideas.filter((idea) => idea.type !== wanted),
  ];
  return withoutExcluded(ordered, input.excludeTopics);
}

/**
 * Eight ideas written in advance for the nearest archetype, the asked-for format first and excluded
 * topics left out; when exclusions leave fewer than five, the next archetype that has five answers.
 */
export function demoBlogIdeas(input: BlogTopicInput): DemoAnswer<{ ideas: BlogIdea[] }> {
  const sources = input.research?.fields.research === 'live' ? input.research.fields.sources : [];
  const nearest = blogArchetype(input);
  const order = [nearest.id, ...archetypeIds.filter((id) => id !== nearest.id)];
  const id = order.find((candidate) => usable(candidate, input).length >= IDEA_COUNT.min) ?? nearest.id;
  return {
    content: { ideas: usable(id, input).slice(0, REQUESTED_IDEAS) },
    // Another archetype's ideas (the exclusions left too few of the nearest) are never the visitor's trade.
    sample: sampleOf(
      { id, matched: nearest.matched && id === nearest.id },
      {
        Industry: input.industry,
        Audience: input.targetAudience,
        Keywords: input.targetKeywords.join(', '),
        'Content type': blogContentTypeLabels[input.contentType],
        Excluded: input.excludeTopics.join(', '),
        Competitors: input.competitorURLs.join(', '),
        // The demo names the live sources it was given, and that its ideas were written without them.
        'Live sources, not used by the demo': sources
          .map((source) => `[${source.n}] ${source.domain}`)
          .join(', '),
      },
      { topic: input.industry },
    ),
  };
}

/** The written pools an idea belongs to: its own first, then the other one of its archetype. */
function poolsHolding(title: string): [BlogIdea[], BlogIdea[]] | undefined {
  for (const id of archetypeIds) {
    const [first, second] = ideaSamples[id].map((pool) => pool.map(ideaOf)) as [BlogIdea[], BlogIdea[]];
    if (first.some((idea) => idea.title === title)) return [first, second];
    if (second.some((idea) => idea.title === title)) return [second, first];
  }
  return undefined;
}

/**
 * A refinement of demo ideas (issue 28): Shorter keeps the first five, Longer adds written ideas up
 * to ten, Another answers the archetype's second pool; the rest answer the ideas with a note.
 */
export function demoBlogVariant(
  previous: { ideas: BlogIdea[] },
  instruction: Instruction,
): DemoVariant<{ ideas: BlogIdea[] }> {
  const { ideas } = previous;
  const pools = poolsHolding(ideas[0]?.title ?? '');
  const same = (note: string) => ({ content: previous, note });
  if (!pools) return same(variantNotes.unknown);
  const shown = new Set(ideas.map((idea) => idea.title));
  switch (instruction.kind) {
    case 'shorter':
      return ideas.length > IDEA_COUNT.min
        ? { content: { ideas: ideas.slice(0, IDEA_COUNT.min) } }
        : same(variantNotes.shortest);
    case 'longer': {
      const more = [...pools[0], ...pools[1]].filter((idea) => !shown.has(idea.title));
      return ideas.length < IDEA_COUNT.max
        ? { content: { ideas: [...ideas, ...more].slice(0, IDEA_COUNT.max) } }
        : same(variantNotes.longest);
    }
    case 'another':
      return { content: { ideas: pools[1].slice(0, Math.max(IDEA_COUNT.min, ideas.length)) } };
    default:
      return same(variantNotes[instruction.kind]);
  }
}
