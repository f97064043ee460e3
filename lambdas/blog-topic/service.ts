import type { Generator } from '../shared/generator/types';
import type { BlogTopicRequest, BlogTopicResponse } from './contract';
import { withoutExcluded } from './exclusions';
import { blogTopicTask } from './task';

/**
 * 5 to 10 blog topic ideas. Excluded topics are checked by our code, not only asked of the model:
 * any idea that still mentions one is dropped (the task's schema guarantees at least 5 remain).
 */
export async function generateBlogTopics(
  generator: Generator,
  input: BlogTopicRequest,
): Promise<BlogTopicResponse> {
  const { object, meta } = await generator.generateObject(blogTopicTask(input), input);
  return { ideas: withoutExcluded(object.ideas, input.excludeTopics), ...meta };
}
