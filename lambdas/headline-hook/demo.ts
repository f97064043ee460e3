import { archetypeIds, type ArchetypeId } from '../shared/generator/demo-archetypes';
import type { ArchetypeChoice } from '../shared/generator/nearest-archetype';
import { listLevels, listVariant } from '../shared/generator/demo-lists';
import { wordCount } from '../shared/generator/demo-levels';
import {
  archetypeOf,
  sampleOf,
  type DemoAnswer,
  type DemoVariant,
  type Instruction,
} from '../shared/generator/demo-sample';
import { hookStyleLabels, triggerLabels, type EmotionalTrigger, type HeadlineRequest } from './contract';
import { headlineSamples } from './demo-samples';
import type { Pools } from './demo-samples/types';
import { itemCounts } from './prompt';
import { trimHeadline, trimHook } from './trim';

/** A headline is at most this long; email subject lines at most 50 characters, as the prompt asks. */
export const HEADLINE_MAX = 70;
export const SUBJECT_MAX = 50;

const triggerOf = (label: string) =>
  (Object.keys(triggerLabels) as EmotionalTrigger[]).find((key) => triggerLabels[key] === label)!;

/** The nearest archetype: the topic says most about the business, the audience and benefit less. */
export const headlineArchetype = (input: HeadlineRequest): ArchetypeChoice =>
  archetypeOf([
    { text: input.contentTopic, weight: 2 },
    { text: input.targetAudience, weight: 1, others: true },
    { text: input.mode === 'headlines' ? input.keyBenefit : input.mainProblem, weight: 1 },
  ]);

/** The pools written for the request's mode and its trigger or hook style. */
const poolsOf = (id: ArchetypeId, input: HeadlineRequest): Pools =>
  input.mode === 'headlines'
    ? headlineSamples[id].headlines[triggerOf(input.emotionalTrigger)]
    : headlineSamples[id].hooks[input.hookStyle];

/** A list as the tool answers it: one numbered item a line. */
const numbered = (items: readonly string[]): string => items.map((item, i) => `${i + 1}. ${item}`).join('\n');

/** Headlines or hooks written in advance for the nearest archetype, in the trigger or style asked for. */
export function demoHeadlineList(input: HeadlineRequest): DemoAnswer<string> {
  const choice = headlineArchetype(input);
  const items = poolsOf(choice.id, input)[0].slice(0, itemCounts[input.mode]);
  const asked =
    input.mode === 'headlines'
      ? {
          'Content type': input.contentType,
          'Key benefit': input.keyBenefit,
          Trigger: input.emotionalTrigger,
        }
      : { 'Hook style': hookStyleLabels[input.hookStyle] };
  return {
    content: numbered(items),
    sample: sampleOf(
      choice,
      {
        Topic: input.contentTopic,
        Audience: input.targetAudience,
        ...asked,
        Tone: input.tone,
      },
      { topic: input.contentTopic },
    ),
  };
}

/** A written list's versions with the same items trimmed as its shortest (trim.ts), never other items. */
const trimmedLevels = (count: number, trim: (item: string) => string) => (pools: Pools) =>
  listLevels(pools, count, wordCount).map(({ levels, another }) => ({
    levels: [levels[1]!.map(trim), levels[1]!, levels[2]!],
    another: [another[1]!.map(trim), another[1]!, another[2]!],
  }));

/** Every written list at its versions, headlines and hooks apart (their counts differ). */
const allPools = archetypeIds.flatMap((id) => [
  ...Object.values(headlineSamples[id].headlines).map(trimmedLevels(itemCounts.headlines, trimHeadline)),
  ...Object.values(headlineSamples[id].hooks).map(trimmedLevels(itemCounts.hooks, trimHook)),
]);

/** Every list of headlines the demo can show: each written list, its trimmed, longer and other versions. */
export const demoHeadlineSets = (): string[][] => {
  const sets = archetypeIds.flatMap((id) =>
    Object.values(headlineSamples[id].headlines)
      .map(trimmedLevels(itemCounts.headlines, trimHeadline))
      .flat()
      .flatMap(({ levels, another }) => [...levels, ...another]),
  );
  return [...new Map(sets.map((set) => [set.join('\n'), [...set]])).values()];
};

const itemsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/^\d+\.\s*/, '').trim())
    .filter(Boolean);

/**
 * A refinement of a demo list (issue 28): Shorter trims the same headlines or hooks (trim.ts), Longer picks longer
 * written items (or says it has none 15 % longer), Another the second pool.
 */
export function demoHeadlineVariant(previous: string, instruction: Instruction): DemoVariant<string> {
  const variant = listVariant(allPools, itemsOf(previous), instruction);
  return { ...variant, content: numbered(variant.content) };
}
