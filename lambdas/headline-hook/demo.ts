import { seedOf } from '../shared/generator/demo-text';
import type { HeadlineRequest } from './contract';
import { demoHeadlines } from './demo-headlines';
import { demoHooks } from './demo-hooks';
import { itemCounts } from './prompt';

/** A deterministic numbered list from the request alone: what demo mode answers instead of a model. */
export function demoHeadlineList(input: HeadlineRequest): string {
  const seed = seedOf(JSON.stringify(input));
  const items = input.mode === 'headlines' ? demoHeadlines(input, seed) : demoHooks(input, seed);
  return items
    .slice(0, itemCounts[input.mode])
    .map((item, i) => `${i + 1}. ${item}`)
    .join('\n');
}
