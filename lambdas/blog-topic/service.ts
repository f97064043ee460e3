import type { Generator } from '../shared/generator/types';
import type { BlogTopicRequest, BlogTopicResponse } from './contract';
import { withoutExcluded } from './exclusions';
import { blogTopicTask } from './task';

/**
 * 5 to 10 blog topic ideas, or none when the model found none. Excluded topics are checked by our code, not
 * only asked of the model: any idea that still mentions one is dropped (the task's schema guarantees at least
 * 5 remain). `signal` stops the model call when the visitor leaves.
 */
export async function generateBlogTopics(
  generator: Generator,
  input: BlogTopicRequest,
  signal?: AbortSignal,
): Promise<BlogTopicResponse> {
  const { object, meta } = await generator.generateObject(blogTopicTask(input), input, signal);
  return { ideas: withoutExcluded(object.ideas, input.excludeTopics), ...meta };
}
