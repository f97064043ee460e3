import * as z from '../shared/contracts/zod';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { outputLanguageField } from '../shared/contracts/language-field';
import { ResearchFieldsSchema } from '../shared/contracts/research';
import { requiredText, tooLong } from '../shared/contracts/text-fields';
import { GradeSchema } from './grade/contract';

import { contentGraderLimits } from './fields';

export * from './fields';

const { keyword } = contentGraderLimits;

/** The keyword the draft is graded for: 2 to 80 characters. */
const KeywordSchema = requiredText('Please enter a target keyword.', keyword.max, 'The target keyword').check(
  z.minLength(keyword.min, `The target keyword must be at least ${keyword.min} characters.`),
);

/** A web address; one typed without a scheme ('example.com') is read as https. */
const PageUrlSchema = z.pipe(
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Please enter the URL of your published page.'),
        z.maxLength(contentGraderLimits.url, tooLong('The page URL', contentGraderLimits.url)),
      ),
    z.transform((value: string) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`)),
  ),
  z.url({ protocol: /^https?$/, error: 'The page URL must be a web address such as https://example.com.' }),
);

const line = z.string().check(z.trim(), z.minLength(1), z.maxLength(contentGraderLimits.target));

/** What a brief from Recent results gives the grade to aim at: its keyword, section headings and questions. */
export const BriefTargetsSchema = z.object({
  keyword: z.optional(line),
  headings: z.array(line).check(z.maxLength(contentGraderLimits.targets)),
  questions: z._default(z.array(line).check(z.maxLength(contentGraderLimits.targets)), []),
});

export type BriefTargets = z.infer<typeof BriefTargetsSchema>;

const common = {
  keyword: KeywordSchema,
  audience: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(contentGraderLimits.audience, tooLong('Audience', contentGraderLimits.audience)),
      ),
    '',
  ),
  brief: z.optional(BriefTargetsSchema),
  /** False: the measured grade only, no edits written (a re-grade of an edited draft). */
  edits: z._default(z.boolean(), true),
  ...outputLanguageField,
};

/** `POST /functions/v1/content-grader`; the form validates with this same schema. */
export const ContentGraderRequestSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('text'),
    draft: requiredText('Please paste your draft.', contentGraderLimits.draft, 'Your draft'),
    ...common,
  }),
  z.object({ mode: z.literal('url'), url: PageUrlSchema, ...common }),
]);

export type ContentGraderRequest = z.infer<typeof ContentGraderRequestSchema>;
export type ContentGraderBody = z.input<typeof ContentGraderRequestSchema>;

export * from './grade/contract';

/** The grade and what it was measured against: the research's sources and state (its questions are in the grade). */
export const GradedSchema = z.extend(
  GradeSchema,
  z.pick(ResearchFieldsSchema, { research: true, sources: true, researchNote: true }).shape,
);
export type Graded = z.infer<typeof GradedSchema>;

/** The buffered JSON answer, for scripts: the grade, the sources, and the edits (empty when not asked for). */
export const ContentGraderResponseSchema = z.extend(
  z.extend(GradedSchema, { edits: z.string() }),
  GenerationMetaSchema.shape,
);

export type ContentGraderResponse = z.infer<typeof ContentGraderResponseSchema>;
