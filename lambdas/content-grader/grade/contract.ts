/** The measured grade's shapes: shared with the browser, which re-grades an edited draft with them. */
import * as z from '../../shared/contracts/zod';
import { MAX_SOURCES } from '../../shared/contracts/research';

/** How one target stands in the draft. */
export const coverageStatuses = ['covered', 'partly', 'missing'] as const;
export type CoverageStatus = (typeof coverageStatuses)[number];

/** What the grade weighs; `docs/product.md#content-grader` lists the weights. */
export const gradeKinds = [
  'topic',
  'term',
  'question',
  'keyword',
  'structure',
  'length',
  'reading',
  'page',
] as const;
export type GradeKind = (typeof gradeKinds)[number];

/** Where a draft's count stands against its target range. */
export const rangeBands = ['under', 'within', 'over'] as const;
export type RangeBand = (typeof rangeBands)[number];

const count = z.number().check(z.int(), z.minimum(0));

/**
 * How often a draft of its length should use a term, heading topic or question ("3–6"): the middle half of the
 * sources' uses per 1,000 words, scaled to the draft's words; `high` absent when no source gives a figure.
 */
export const TargetRangeSchema = z.object({
  low: count,
  high: z.optional(count),
  /** The draft's own count. */
  you: count,
  band: z.enum(rangeBands),
  /** The sources the range rests on: each one's uses and words. */
  sources: z.array(z.object({ n: count, count, words: count })),
});

export type TargetRange = z.infer<typeof TargetRangeSchema>;

/** One measured item of the grade, with the evidence it rests on. */
export const GradeItemSchema = z.object({
  kind: z.enum(gradeKinds),
  label: z.string(),
  status: z.enum(coverageStatuses),
  evidence: z.string(),
  range: z.optional(TargetRangeSchema),
});

export type GradeItem = z.infer<typeof GradeItemSchema>;

/** A term the sources use: in how many of them, how often per source at the median, and in the draft. */
export const GradeTermSchema = z.object({
  term: z.string(),
  sources: z.number().check(z.int(), z.minimum(0)),
  perSource: z.number().check(z.minimum(0)),
  draft: z.number().check(z.int(), z.minimum(0)),
  status: z.enum(coverageStatuses),
  range: z.optional(TargetRangeSchema),
});

export type GradeTerm = z.infer<typeof GradeTermSchema>;

/** A question to answer, from the research or a source's question heading, and whether the draft does. */
export const GradeQuestionSchema = z.object({ question: z.string(), status: z.enum(coverageStatuses) });

/** What the draft was graded against: live sources, a brief's targets, or what the draft alone shows. */
export const gradeBases = ['sources', 'brief', 'page'] as const;

export { DRAFT_ONLY_CAP, comparedWithSources } from './basis';

const text = (max: number) => z.string().check(z.maxLength(max));
const uses = z.array(z.object({ n: count, count })).check(z.maxLength(MAX_SOURCES));

/** A heading topic or question to cover, by its content stems, with each source's uses of it. */
const TargetSchema = z.object({
  label: text(400),
  stems: z.array(text(80)).check(z.maxLength(60)),
  /** The sources [n] whose headings name it. */
  sources: z.array(count).check(z.maxLength(MAX_SOURCES)),
  uses,
});

/** What the keyword asks for, read from its words (grade/intent.ts). */
export const intentKinds = ['cost', 'comparison', 'how-to', 'definition', 'guide'] as const;

/**
 * What a draft is graded against (grade/targets.ts): computed once per request on the server, where the
 * sources' measures are, and sent with the grade so the browser re-grades an edited draft without a request.
 */
export const TargetsSchema = z.object({
  basis: z.enum(gradeBases),
  /** The keyword's content stems. */
  keyword: z.array(text(80)).check(z.maxLength(40)),
  /** Each read source's words, to turn its uses into a rate per 1,000 words. */
  sourceWords: z.array(z.object({ n: count, words: count })).check(z.maxLength(MAX_SOURCES)),
  length: z.optional(z.object({ median: z.number(), min: count, max: count, sources: count })),
  topics: z.array(TargetSchema).check(z.maxLength(40)),
  terms: z
    .array(
      z.object({
        key: text(200),
        term: text(200),
        sources: count,
        perSource: z.number().check(z.minimum(0)),
        uses,
      }),
    )
    .check(z.maxLength(25)),
  questions: z.array(TargetSchema).check(z.maxLength(40)),
  intent: z.object({
    kind: z.enum(intentKinds),
    /** What the content is, as the length check names it: 'a price guide'. */
    label: text(80),
    subject: text(200),
    place: z.optional(text(200)),
    words: z.object({ min: count, max: count }),
  }),
});

export type Targets = z.infer<typeof TargetsSchema>;
export type Target = Targets['topics'][number];
export type TermTarget = Targets['terms'][number];

/** The measured grade: the streamed `data` line, and part of the buffered answer. */
export const GradeSchema = z.object({
  score: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  /** Each kind's weight in the score, out of 100 over the kinds graded. */
  weights: z.record(z.string(), z.number()),
  basis: z.enum(gradeBases),
  items: z.array(GradeItemSchema),
  terms: z.array(GradeTermSchema),
  questions: z.array(GradeQuestionSchema),
  /** The draft's words, counted as the sources' are. */
  words: z.number().check(z.int(), z.minimum(0)),
  /** What the browser re-grades an edited draft against, without a request (grade/targets.ts). */
  targets: z.optional(TargetsSchema),
});

export type Grade = z.infer<typeof GradeSchema>;
