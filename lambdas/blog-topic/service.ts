import { DEFAULT_LANGUAGE } from '../shared/contracts/languages';
import type { Generator } from '../shared/generator/types';
import type { Researcher } from '../shared/research';
import type { Progress } from '../shared/tool-route/progress';
import type { BlogTopicRequest, BlogTopicResponse } from './contract';
import { withoutExcluded } from './exclusions';
import { blogTopicTask } from './task';

/**
 * 5 to 10 blog topic ideas, or none when the model found none, from the live research of the first keyword
 * when the stage has it (issue 29): the ideas fill gaps its sources leave and cite them by number. Excluded
 * topics are checked by our code, not only asked of the model: any idea that still mentions one is dropped
 * (the task's schema guarantees at least 5 remain). `signal` stops the research and the model call when the
 * visitor leaves.
 */
export async function generateBlogTopics(
  generator: Generator,
  input: BlogTopicRequest,
  researcher: Researcher,
  progress: Progress,
  signal: AbortSignal,
): Promise<BlogTopicResponse> {
  const keyword = input.targetKeywords[0] ?? input.industry;
  const research = await researcher.research(keyword, input.outputLanguage ?? DEFAULT_LANGUAGE, signal);
  progress('writing');
  const { object, meta } = await generator.generateObject(
    blogTopicTask(input),
    { ...input, research },
    signal,
  );
  return { ideas: withoutExcluded(object.ideas, input.excludeTopics), ...research.fields, ...meta };
}
