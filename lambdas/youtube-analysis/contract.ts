import * as z from '../shared/contracts/zod';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { outputLanguageField } from '../shared/contracts/language-field';
import { YOUTUBE_VIDEO_COUNT, type Video } from '../shared/contracts/youtube';

/** Ideas per answer. */
export const IDEA_COUNT = { min: 5, max: 8 } as const;

/** Input limits: every string has a maximum length, the list a maximum count. */
export const ideaLimits = { topic: 100, name: 200, description: 1000, clips: YOUTUBE_VIDEO_COUNT } as const;

/** One analyzed video as the idea generator sees it: title and description, plus its figures when known. */
export const ClipSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Every video needs a title.'), z.maxLength(ideaLimits.name)),
  description: z._default(z.string().check(z.trim(), z.maxLength(ideaLimits.description)), ''),
  views: z.nullish(z.number().check(z.int(), z.minimum(0))),
  outlierScore: z.nullish(z.number().check(z.minimum(0))),
});

export type Clip = z.infer<typeof ClipSchema>;

/** The clips of a search's videos, in search order: what the idea generator needs of each. */
export const clipsOf = (videos: readonly Video[]): z.input<typeof ClipSchema>[] =>
  videos.map(({ name, description, views, outlierScore }) => ({ name, description, views, outlierScore }));

/** `POST /functions/v1/idea-generator`: the keyword and the videos to build on. */
export const IdeaGeneratorRequestSchema = z.object({
  topic: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a keyword to analyze.'),
      z.maxLength(ideaLimits.topic, `The keyword must be ${ideaLimits.topic} characters or fewer.`),
    ),
  clips: z
    .array(ClipSchema)
    .check(
      z.minLength(1, 'Analyze some videos first: ideas build on them.'),
      z.maxLength(ideaLimits.clips, `Send at most ${ideaLimits.clips} videos.`),
    ),
  ...outputLanguageField,
});

export type IdeaGeneratorRequest = z.infer<typeof IdeaGeneratorRequestSchema>;
export type IdeaGeneratorBody = z.input<typeof IdeaGeneratorRequestSchema>;

/** One content idea: `basedOn` lists the numbers (from 1) of the clips it builds on. */
export const ContentIdeaSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(5), z.maxLength(120)),
  summary: z.string().check(z.trim(), z.minLength(20), z.maxLength(700)),
  format: z.string().check(z.trim(), z.minLength(3), z.maxLength(60)),
  cta: z.string().check(z.trim(), z.minLength(3), z.maxLength(240)),
  basedOn: z
    .array(z.number().check(z.int(), z.minimum(1), z.maximum(ideaLimits.clips)))
    .check(z.minLength(1), z.maxLength(3)),
});

export type ContentIdea = z.infer<typeof ContentIdeaSchema>;

export const ContentIdeasSchema = z.object({
  ideas: z.array(ContentIdeaSchema).check(z.minLength(IDEA_COUNT.min), z.maxLength(IDEA_COUNT.max)),
});

/** The answer: `{ ideas }` plus what every generation carries. */
export const IdeaGeneratorResponseSchema = z.extend(ContentIdeasSchema, GenerationMetaSchema.shape);

export type IdeaGeneratorResponse = z.infer<typeof IdeaGeneratorResponseSchema>;
