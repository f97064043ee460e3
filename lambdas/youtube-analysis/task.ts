import * as z from '../shared/contracts/zod';
import type { Generator, ObjectTask } from '../shared/generator/types';
import {
  ContentIdeasSchema,
  type ContentIdea,
  type IdeaGeneratorRequest,
  type IdeaGeneratorResponse,
} from './contract';
import { buildIdeaPrompt, TOOL } from './prompt';

/**
 * The answer schema for one request: every idea cites only videos that were sent, and no two share a
 * title; a mismatch is named, so the generator's one repair round says exactly what to fix.
 */
export function ideasSchemaFor(clipCount: number) {
  return ContentIdeasSchema.check(
    z.superRefine(({ ideas }, ctx) => {
      const titles = new Set<string>();
      ideas.forEach((idea, i) => {
        const unknown = idea.basedOn.filter((n) => n > clipCount);
        if (unknown.length) {
          ctx.addIssue({
            code: 'custom',
            path: ['ideas', i, 'basedOn'],
            message: `cites video ${unknown.join(', ')}, but only videos 1 to ${clipCount} exist`,
          });
        }
        const title = idea.title.toLowerCase();
        if (titles.has(title)) {
          ctx.addIssue({ code: 'custom', path: ['ideas', i, 'title'], message: 'repeats an earlier title' });
        }
        titles.add(title);
      });
    }),
  );
}

/** The structured generation of one request. */
export const ideaTask = (
  input: IdeaGeneratorRequest,
): ObjectTask<IdeaGeneratorRequest, ReturnType<typeof ideasSchemaFor>> => ({
  name: 'youtube-analysis',
  tool: TOOL,
  schema: ideasSchemaFor(input.clips.length),
  prompt: buildIdeaPrompt,
  demo: async () => (await import('./demo')).demoIdeas,
});

/** Ideas with each citation listed once, in order. */
export const distinctCitations = (ideas: readonly ContentIdea[]): ContentIdea[] =>
  ideas.map((idea) => ({ ...idea, basedOn: [...new Set(idea.basedOn)] }));

/** 5 to 8 content ideas citing the videos they build on, each citation listed once, in order; `signal` stops the call. */
export async function generateIdeas(
  generator: Generator,
  input: IdeaGeneratorRequest,
  signal?: AbortSignal,
): Promise<IdeaGeneratorResponse> {
  const { object, meta } = await generator.generateObject(ideaTask(input), input, signal);
  return { ideas: distinctCitations(object.ideas), ...meta };
}
