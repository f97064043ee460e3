import * as z from '../shared/contracts/zod';
import type { ObjectTask } from '../shared/generator/types';
import { BlogIdeasSchema, IDEA_COUNT, type BlogTopicRequest } from './contract';
import { excludedTopicOf, withoutExcluded } from './exclusions';
import { buildBlogTopicPrompt, TOOL, type BlogTopicInput } from './prompt';

/**
 * The model's answer for one request: 5-10 well-formed ideas, of which at least 5 must stay once
 * those touching an excluded topic are dropped. Otherwise every offending idea is named, so the
 * generator's one repair round tells the model exactly what to replace.
 */
export function ideasSchemaFor(excludeTopics: readonly string[]) {
  return BlogIdeasSchema.check(
    z.superRefine(({ ideas }, ctx) => {
      if (withoutExcluded(ideas, excludeTopics).length >= IDEA_COUNT.min) return;
      ideas.forEach((idea, i) => {
        const topic = excludedTopicOf(idea, excludeTopics);
        if (topic) {
          ctx.addIssue({
            code: 'custom',
            path: ['ideas', i],
            message: `mentions the excluded topic "${topic}"; replace it with an idea that does not`,
          });
        }
      });
    }),
  );
}

/** The structured generation of one request (its schema carries that request's exclusions). */
export const blogTopicTask = (
  input: BlogTopicRequest,
): ObjectTask<BlogTopicInput, ReturnType<typeof ideasSchemaFor>> => ({
  name: 'blog-topic',
  tool: TOOL,
  schema: ideasSchemaFor(input.excludeTopics),
  prompt: buildBlogTopicPrompt,
  demo: async () => (await import('./demo')).demoBlogIdeas,
});
