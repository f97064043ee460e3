import * as z from '../shared/contracts/zod';
import { requiredText, tooLong } from '../shared/contracts/text-fields';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { outputLanguageField } from '../shared/contracts/language-field';
import { tones, type Tone } from '../shared/contracts/tones';

export { tones, type Tone };

import { contentTypeLabels, triggerLabels, hookStyleLabels, headlineLimits, type HookStyle } from './fields';

export * from './fields';

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
