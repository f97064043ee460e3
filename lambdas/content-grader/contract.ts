import * as z from '../shared/contracts/zod';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { outputLanguageField } from '../shared/contracts/languages';
import { requiredText } from '../shared/contracts/text-fields';

/** Input limits: every string has a maximum length. */
export const contentGraderLimits = { topic: 200 } as const;

/** `POST /functions/v1/content-grader`; the form validates with this same schema. */
export const ContentGraderRequestSchema = z.object({
  topic: requiredText('Please enter a topic.', contentGraderLimits.topic, 'Topic'),
  ...outputLanguageField,
});

export type ContentGraderRequest = z.infer<typeof ContentGraderRequestSchema>;
export type ContentGraderBody = z.input<typeof ContentGraderRequestSchema>;

/** The buffered JSON answer: the text as one string. */
export const ContentGraderResponseSchema = z.extend(
  z.object({ text: z.string() }),
  GenerationMetaSchema.shape,
);

export type ContentGraderResponse = z.infer<typeof ContentGraderResponseSchema>;
