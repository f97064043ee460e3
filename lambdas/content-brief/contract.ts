import * as z from '../shared/contracts/zod';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { outputLanguageField } from '../shared/contracts/language-field';
import { ResearchFieldsSchema } from '../shared/contracts/research';
import { tones } from '../shared/contracts/tones';

export const experienceLevels = ['marketer', 'non-marketer'] as const;
export const contentGoals = ['educate', 'engage', 'convince', 'convert', 'entertain'] as const;
export const contentTypes = [
  'blog-post',
  'whitepaper',
  'case-study',
  'ebook',
  'social-post',
  'landing-page',
] as const;
export const briefDepths = ['280-max', '500-750', '750-1000', '1000-1500', '1500-2000', '2000+'] as const;

export type ContentType = (typeof contentTypes)[number];
export type BriefDepth = (typeof briefDepths)[number];

/** Each length as a reader names it. */
export const depthLabels: Record<BriefDepth, string> = {
  '280-max': '280 characters max',
  '500-750': '500-750 words',
  '750-1000': '750-1,000 words',
  '1000-1500': '1,000-1,500 words',
  '1500-2000': '1,500-2,000 words',
  '2000+': '2,000+ words',
};

/** Input limits: every string has a maximum length, every list a maximum count. */
export const briefLimits = {
  topic: 200,
  keyword: 60,
  keywords: 10,
  audience: 300,
  links: 10,
  link: 500,
} as const;

const lines = (value: string | string[]) =>
  (Array.isArray(value) ? value : value.split(/\r?\n/)).map((line) => line.trim()).filter(Boolean);

/** `POST /functions/v1/content-brief` (docs/product.md#content-brief); the form validates with this same schema. */
export const ContentBriefRequestSchema = z.object({
  experience_level: z.enum(experienceLevels),
  topic: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a topic.'),
      z.maxLength(briefLimits.topic, `Topic must be ${briefLimits.topic} characters or fewer.`),
    ),
  primaryKeywords: z
    .pipe(
      z
        .array(
          z
            .string()
            .check(
              z.trim(),
              z.maxLength(
                briefLimits.keyword,
                `Each keyword must be ${briefLimits.keyword} characters or fewer.`,
              ),
            ),
        )
        .check(
          z.maxLength(
            briefLimits.keywords,
            `Please provide at most ${briefLimits.keywords} primary keywords.`,
          ),
        ),
      z.transform((keywords: string[]) => keywords.filter(Boolean)),
    )
    .check(z.refine((keywords) => keywords.length > 0, 'Please provide at least one primary keyword.')),
  targetAudience: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please describe your target audience.'),
      z.maxLength(
        briefLimits.audience,
        `Target audience must be ${briefLimits.audience} characters or fewer.`,
      ),
    ),
  contentGoal: z.enum(contentGoals),
  contentType: z.enum(contentTypes),
  briefDepth: z.enum(briefDepths),
  /** The voice the piece is written in; absent: the goal and the reader decide it. */
  tone: z.optional(z.enum(tones)),
  internalLinks: z.pipe(
    z.pipe(
      z._default(
        z.union([
          z.string().check(z.maxLength(briefLimits.links * (briefLimits.link + 2))),
          z.array(z.string()).check(z.maxLength(briefLimits.links)),
        ]),
        '',
      ),
      z.transform(lines),
    ),
    z
      .array(
        z
          .url({
            protocol: /^https?$/,
            // A domain name, checked as text: browsers' URL parsers accept hosts Node's rejects.
            hostname: z.domainPattern,
            error: 'Each internal link must be a full URL starting with http:// or https://.',
          })
          .check(
            z.maxLength(
              briefLimits.link,
              `Each internal link must be ${briefLimits.link} characters or fewer.`,
            ),
          ),
      )
      .check(z.maxLength(briefLimits.links, `Please provide at most ${briefLimits.links} internal links.`)),
  ),
  format: z._default(z.enum(['json', 'docx']), 'json'),
  ...outputLanguageField,
});

export type ContentBriefRequest = z.infer<typeof ContentBriefRequestSchema>;
export type ContentBriefBody = z.input<typeof ContentBriefRequestSchema>;

/**
 * The buffered JSON answer (`format: 'json'` without streaming). The route always adds its research; a brief
 * kept from before live research (a refinement's previous result) has none, so the fields are optional here.
 */
export const ContentBriefResponseSchema = z.extend(
  z.extend(z.object({ brief: z.string() }), GenerationMetaSchema.shape),
  z.partial(ResearchFieldsSchema).shape,
);

export type ContentBriefResponse = z.infer<typeof ContentBriefResponseSchema>;
