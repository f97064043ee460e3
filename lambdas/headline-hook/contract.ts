import * as z from '../shared/contracts/zod';
import { requiredText, tooLong } from '../shared/contracts/text-fields';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { outputLanguageField } from '../shared/contracts/languages';
import { tones, type Tone } from '../shared/contracts/tones';

export { tones, type Tone };

/** Content types (docs/product.md#headlines-and-hooks) with the display labels the headlines body carries (docs/product.md#headlines-and-hooks). */
export const contentTypeLabels = {
  'blog-post': 'Blog Post',
  'social-post': 'Social Media Post',
  'email-subject': 'Email Subject Line',
  'landing-page': 'Landing Page',
  video: 'Video',
} as const;

/** Emotional triggers of the headlines tab, with their display labels. */
export const triggerLabels = {
  curiosity: 'Curiosity',
  fear: 'Fear of Missing Out',
  urgency: 'Urgency',
  gain: 'Promise of Gain',
} as const;

/** Hook styles of the hooks tab, with their display labels. */
export const hookStyleLabels = {
  question: 'Question',
  statistic: 'Statistic',
  story: 'Story',
  challenge: 'Challenge Assumption',
} as const;

export type HeadlineContentType = keyof typeof contentTypeLabels;
export type EmotionalTrigger = keyof typeof triggerLabels;
export type HookStyle = keyof typeof hookStyleLabels;
export type GenerationMode = 'headlines' | 'hooks';

/** Input limits: every string has a maximum length. */
export const headlineLimits = { topic: 200, audience: 300, benefit: 300 } as const;

const labels = <T extends Record<string, string>>(map: T) =>
  Object.values(map) as [T[keyof T], ...T[keyof T][]];

const optional = (max: number, name: string) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, tooLong(name, max))), '');

/** Headlines send the tone title-cased, hooks as chosen (docs/product.md#headlines-and-hooks): either is read as the tone. */
const ToneSchema = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.enum(tones));

const common = {
  contentTopic: requiredText('Please enter a topic.', headlineLimits.topic, 'Topic'),
  targetAudience: requiredText('Please describe your audience.', headlineLimits.audience, 'Audience'),
  tone: ToneSchema,
  ...outputLanguageField,
};

const HeadlinesRequestSchema = z.object({
  mode: z.literal('headlines'),
  ...common,
  contentType: z.enum(labels(contentTypeLabels)),
  keyBenefit: optional(headlineLimits.benefit, 'Key benefit'),
  emotionalTrigger: z.enum(labels(triggerLabels)),
});

const HooksRequestSchema = z.object({
  mode: z.literal('hooks'),
  ...common,
  mainProblem: optional(headlineLimits.benefit, 'Main problem'),
  hookStyle: z.enum(Object.keys(hookStyleLabels) as [HookStyle, ...HookStyle[]]),
});

/** `POST /functions/v1/headline-generator` (docs/product.md#headlines-and-hooks); the form validates with this same schema. */
export const HeadlineRequestSchema = z.discriminatedUnion('mode', [
  HeadlinesRequestSchema,
  HooksRequestSchema,
]);

export type HeadlineRequest = z.infer<typeof HeadlineRequestSchema>;
export type HeadlinesRequest = z.infer<typeof HeadlinesRequestSchema>;
export type HooksRequest = z.infer<typeof HooksRequestSchema>;
export type HeadlineBody = z.input<typeof HeadlineRequestSchema>;

/** The buffered JSON answer: the generated list as text, one item a line. */
export const HeadlineResponseSchema = z.extend(z.object({ result: z.string() }), GenerationMetaSchema.shape);

export type HeadlineResponse = z.infer<typeof HeadlineResponseSchema>;
