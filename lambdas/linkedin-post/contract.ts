import * as z from '../shared/contracts/zod';
import { tooLong } from '../shared/contracts/text-fields';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { outputLanguageField } from '../shared/contracts/languages';
import { postLengths, PostStatsSchema } from './documents/post-length';

/** The three tabs of docs/product.md#linkedin-post: Standard Post, Story-Based, Content Promotion. */
export const postTypes = ['standard', 'story', 'promotion'] as const;
export const postGoals = [
  'thought-leadership',
  'engagement',
  'networking',
  'lead-generation',
  'industry-news',
] as const;
/** Each tab's personalStyle options (docs/product.md#linkedin-post). */
export const personalStyles = {
  standard: ['professional', 'conversational', 'inspiring', 'educational', 'storytelling'],
  story: ['challenge', 'lessons', 'journey', 'mistake', 'inspiration'],
  promotion: ['helpful', 'exclusive', 'problem-solution', 'data-insight', 'behind-scenes'],
} as const;
export const ctaTypes = ['website', 'content', 'comment', 'connect', 'event'] as const;

export type PostType = (typeof postTypes)[number];
export type PostGoal = (typeof postGoals)[number];
export type PersonalStyle = (typeof personalStyles)[PostType][number];
export type CtaType = (typeof ctaTypes)[number];

/** Input limits: every string has a maximum length. */
export const linkedinLimits = {
  topic: 200,
  industryInsight: 500,
  experience: 1500,
  valuePoints: 1000,
  link: 500,
} as const;

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
