import * as z from 'zod';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { YOUTUBE_VIDEO_COUNT, type Video } from '../shared/contracts/youtube';

/** Ideas per answer. */
export const IDEA_COUNT = { min: 5, max: 8 } as const;

/** Input limits: every string has a maximum length, the list a maximum count. */
export const ideaLimits = { topic: 100, name: 200, description: 1000, clips: YOUTUBE_VIDEO_COUNT } as const;

/** One analyzed video as the idea generator sees it: title and description, plus its figures when known. */
export const ClipSchema = z.object({
  name: z.string().trim().min(1, 'Every video needs a title.').max(ideaLimits.name),
  description: z.string().trim().max(ideaLimits.description).default(''),
  views: z.number().int().min(0).nullish(),
  outlierScore: z.number().min(0).nullish(),
});

export type Clip = z.infer<typeof ClipSchema>;

/** The clips of a search's videos, in search order: what the idea generator needs of each. */
export const clipsOf = (videos: readonly Video[]): z.input<typeof ClipSchema>[] =>
  videos.map(({ name, description, views, outlierScore }) => ({ name, description, views, outlierScore }));

/** `POST /functions/v1/idea-generator`: the keyword and the videos to build on. */
export const IdeaGeneratorRequestSchema = z.object({
  topic: z
    .string()
    .trim()
    .min(1, 'Please enter a keyword to analyze.')
    .max(ideaLimits.topic, `The keyword must be ${ideaLimits.topic} characters or fewer.`),
  clips: z
    .array(ClipSchema)
    .min(1, 'Analyze some videos first: ideas build on them.')
    .max(ideaLimits.clips, `Send at most ${ideaLimits.clips} videos.`),
});

export type IdeaGeneratorRequest = z.infer<typeof IdeaGeneratorRequestSchema>;
export type IdeaGeneratorBody = z.input<typeof IdeaGeneratorRequestSchema>;

/** One content idea: `basedOn` lists the numbers (from 1) of the clips it builds on. */
export const ContentIdeaSchema = z.object({
  title: z.string().trim().min(5).max(120),
  summary: z.string().trim().min(20).max(700),
  format: z.string().trim().min(3).max(60),
  cta: z.string().trim().min(3).max(240),
  basedOn: z.array(z.number().int().min(1).max(ideaLimits.clips)).min(1).max(3),
});

export type ContentIdea = z.infer<typeof ContentIdeaSchema>;

export const ContentIdeasSchema = z.object({
  ideas: z.array(ContentIdeaSchema).min(IDEA_COUNT.min).max(IDEA_COUNT.max),
});

/** The answer: `{ ideas }` plus what every generation carries. */
export const IdeaGeneratorResponseSchema = ContentIdeasSchema.extend(GenerationMetaSchema.shape);

export type IdeaGeneratorResponse = z.infer<typeof IdeaGeneratorResponseSchema>;
