import * as z from '../shared/contracts/zod';
import { requiredText, tooLong } from '../shared/contracts/text-fields';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { outputLanguageField } from '../shared/contracts/language-field';
import { PageCheckSchema } from '../shared/contracts/page-checks';

import { conversionGoalLabels, critiqueLimits, type ConversionGoal } from './fields';

export * from './fields';

/** A web address; one typed without a scheme ('example.com') is read as https. */
const webAddress = (name: string) =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(critiqueLimits.url, tooLong(name, critiqueLimits.url))),
      z.transform((value: string) =>
        value && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `https://${value}` : value,
      ),
    ),
    z.url({ protocol: /^https?$/, error: `${name} must be a web address such as https://example.com.` }),
  );

const common = {
  industry: requiredText('Please enter your industry.', critiqueLimits.industry, 'Industry'),
  targetAudience: requiredText(
    'Please describe your target audience.',
    critiqueLimits.audience,
    'Target audience',
  ),
  conversionGoal: z.enum(Object.keys(conversionGoalLabels) as [ConversionGoal, ...ConversionGoal[]]),
  /** Optional: an empty field is no competitor. */
  competitorUrl: z.pipe(
    z.pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((value: string | undefined) => value || undefined),
    ),
    z.optional(webAddress('The competitor URL')),
  ),
  ...outputLanguageField,
};

/** `POST /functions/v1/landing-page-critique`; the form validates with this same schema. */
export const CritiqueRequestSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('url'),
    landingPageUrl: z.pipe(
      z.string().check(z.trim(), z.minLength(1, 'Please enter the URL of your landing page.')),
      webAddress('The landing page URL'),
    ),
    ...common,
  }),
  z.object({
    mode: z.literal('text'),
    landingPageCopy: requiredText(
      'Please paste the copy of your landing page.',
      critiqueLimits.copy,
      'The landing page copy',
    ),
    ...common,
  }),
]);

export type CritiqueRequest = z.infer<typeof CritiqueRequestSchema>;
export type CritiqueBody = z.input<typeof CritiqueRequestSchema>;

/** What was measured before the critique was written: the streamed `data` line, and part of the buffered answer. */
export const CritiqueChecksSchema = z.object({
  checks: z.array(PageCheckSchema),
  competitorChecks: z.optional(z.array(PageCheckSchema)),
  /** Why the competitor's page could not be measured, in the visitor's words. */
  competitorError: z.optional(z.string()),
});

export type CritiqueChecks = z.infer<typeof CritiqueChecksSchema>;

/** The buffered JSON answer, for scripts. */
export const CritiqueResponseSchema = z.extend(
  z.extend(z.object({ analysis: z.string() }), CritiqueChecksSchema.shape),
  GenerationMetaSchema.shape,
);

export type CritiqueResponse = z.infer<typeof CritiqueResponseSchema>;

/** The host a critique names in its file name, or 'text' for pasted copy. */
export const critiqueSubject = (url: string | undefined): string => {
  if (!url) return 'text';
  try {
    return new URL(url).hostname.replace(/^www\./, '').replace(/[^a-z0-9.-]/g, '') || 'text';
  } catch {
    return 'text';
  }
};

/** File name of a downloaded critique, e.g. `landing-page-critique-risebakery.example-2026-11-22.docx`. */
export function critiqueFileName(url: string | undefined, date: Date): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `landing-page-critique-${critiqueSubject(url)}-${day}.docx`;
}
