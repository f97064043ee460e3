import * as z from '../shared/contracts/zod';
import { tooLong } from '../shared/contracts/text-fields';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { outputLanguageField } from '../shared/contracts/language-field';

import { postGoals, personalStyles, ctaTypes, linkedinLimits, postLengths } from './fields';

export * from './fields';

/** What the route measured of a post (`measurePost`), sent with it. */
export const PostStatsSchema = z.object({
  characters: z.number().check(z.int(), z.minimum(0)),
  paragraphs: z.number().check(z.int(), z.minimum(0)),
  /** Characters of the first paragraph, the hook. */
  hookCharacters: z.number().check(z.int(), z.minimum(0)),
  /** The paragraph count is within the chosen length's range. */
  paragraphsOnTarget: z.boolean(),
  /** Within the chosen length's character budget. */
  withinBudget: z.boolean(),
  /** At most LinkedIn's 3,000 characters. */
  withinLinkedInLimit: z.boolean(),
  /** The whole hook shows before '…see more'. */
  hookBeforeFold: z.boolean(),
});

export type PostStats = z.infer<typeof PostStatsSchema>;

const WEB_URL = z.url({ protocol: /^https?$/ });
const isWebUrl = (value: string) => WEB_URL.safeParse(value).success;

/** A trimmed string with a length limit; a failed check stops there, so each field gets one message. */
const text = (name: string, max: number, requiredMessage?: string) => {
  const overLimit = z.maxLength(max, {
    message: tooLong(name, max),
    abort: true,
  });
  return requiredMessage
    ? z.string().check(z.trim(), z.minLength(1, { message: requiredMessage, abort: true }), overLimit)
    : z.string().check(z.trim(), overLimit);
};

const link = (name: string, requiredMessage?: string) =>
  text(name, linkedinLimits.link, requiredMessage).check(
    z.refine(
      (value) => value === '' || isWebUrl(value),
      `${name} must be a full URL starting with http:// or https://.`,
    ),
  );

const common = {
  topic: text('Topic', linkedinLimits.topic, 'Please enter a topic.'),
  goal: z.enum(postGoals),
  industryInsight: z._default(text('Industry insight', linkedinLimits.industryInsight), ''),
  includeCTA: z.enum(['yes', 'no']),
  /** Read only when includeCTA is yes. */
  ctaType: z.optional(z.enum(ctaTypes)),
  ctaLink: z._default(link('The call-to-action link'), ''),
  postLength: z.enum(postLengths),
  ...outputLanguageField,
};

const StandardPostSchema = z.object({
  postType: z.literal('standard'),
  personalStyle: z.enum(personalStyles.standard),
  ...common,
});

const StoryPostSchema = z.object({
  postType: z.literal('story'),
  personalStyle: z.enum(personalStyles.story),
  ...common,
  experience: text(
    'Your experience',
    linkedinLimits.experience,
    'Please describe the experience your story is about.',
  ),
});

const PromotionPostSchema = z.object({
  postType: z.literal('promotion'),
  personalStyle: z.enum(personalStyles.promotion),
  ...common,
  valuePoints: text(
    'Value points',
    linkedinLimits.valuePoints,
    'Please list what readers get from the content you are promoting.',
  ),
  contentLink: link('The content link', 'Please enter the link to the content you are promoting.'),
});

/** `POST /functions/v1/linkedin-post`; the form validates with this same schema. */
export const LinkedInPostRequestSchema = z
  .discriminatedUnion('postType', [StandardPostSchema, StoryPostSchema, PromotionPostSchema])
  .check(
    z.refine((post) => post.includeCTA === 'no' || post.ctaType !== undefined, {
      path: ['ctaType'],
      message: 'Please choose a type of call to action.',
    }),
  );

export type LinkedInPostRequest = z.infer<typeof LinkedInPostRequestSchema>;
export type LinkedInPostBody = z.input<typeof LinkedInPostRequestSchema>;

/** The buffered JSON answer (without `Accept: application/x-ndjson`): the post and its measurements. */
export const LinkedInPostResponseSchema = z.extend(
  z.object({ post: z.string(), stats: PostStatsSchema }),
  GenerationMetaSchema.shape,
);

export type LinkedInPostResponse = z.infer<typeof LinkedInPostResponseSchema>;
