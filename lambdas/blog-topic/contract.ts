import * as z from 'zod';
import { GenerationMetaSchema } from '../shared/contracts/generation';

/** Content types (docs/product.md#blog-topics names only the default, how-to), with their display labels. */
export const blogContentTypeLabels = {
  'how-to': 'How-to guide',
  listicle: 'Listicle',
  'ultimate-guide': 'Ultimate guide',
  'case-study': 'Case study',
  opinion: 'Opinion piece',
  comparison: 'Comparison',
  mixed: 'Mix of types',
} as const;

export type BlogContentType = keyof typeof blogContentTypeLabels;

/** docs/product.md#blog-topics: the tool promises 5-10 ideas. */
export const IDEA_COUNT = { min: 5, max: 10 } as const;

/** Input limits: every string has a maximum length, every list a maximum count. */
export const blogLimits = {
  industry: 100,
  audience: 300,
  keyword: 60,
  keywords: 10,
  url: 500,
  urls: 5,
  exclusion: 60,
  exclusions: 10,
} as const;

/** Text split on the given separator (or a list as sent), trimmed, blanks dropped. */
const listOf = (separator: RegExp, maxChars: number) =>
  z
    .union([z.string().max(maxChars), z.array(z.string())])
    .default('')
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(separator)).map((item) => item.trim()).filter(Boolean),
    );

/** Visitors often type `competitor.com`: a missing scheme means https. */
const withScheme = (url: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`);

const required = (message: string, max: number, name: string) =>
  z.string().trim().min(1, message).max(max, `${name} must be ${max} characters or fewer.`);

/** `POST /functions/v1/blog-topic-generator` (docs/product.md#blog-topics); the form validates with this same schema. */
export const BlogTopicRequestSchema = z.object({
  industry: required('Please enter your industry.', blogLimits.industry, 'Industry'),
  targetKeywords: listOf(/,|\r?\n/, blogLimits.keywords * (blogLimits.keyword + 2)).pipe(
    z
      .array(
        z.string().max(blogLimits.keyword, `Each keyword must be ${blogLimits.keyword} characters or fewer.`),
      )
      .min(1, 'Please enter at least one target keyword.')
      .max(blogLimits.keywords, `Please enter at most ${blogLimits.keywords} target keywords.`),
  ),
  targetAudience: required('Please describe your target audience.', blogLimits.audience, 'Target audience'),
  competitorURLs: listOf(/\r?\n/, blogLimits.urls * (blogLimits.url + 2)).pipe(
    z
      .array(
        z
          .string()
          .max(blogLimits.url, `Each competitor URL must be ${blogLimits.url} characters or fewer.`)
          .transform(withScheme)
          .pipe(
            z.url({
              protocol: /^https?$/,
              // A domain name, checked as text: browsers' URL parsers accept hosts Node's rejects.
              hostname: z.regexes.domain,
              error: 'Each competitor URL must be a web address.',
            }),
          ),
      )
      .max(blogLimits.urls, `Please enter at most ${blogLimits.urls} competitor URLs.`),
  ),
  contentType: z
    .enum(Object.keys(blogContentTypeLabels) as [BlogContentType, ...BlogContentType[]])
    .default('how-to'),
  excludeTopics: listOf(/,|\r?\n/, blogLimits.exclusions * (blogLimits.exclusion + 2)).pipe(
    z
      .array(
        z
          .string()
          .max(
            blogLimits.exclusion,
            `Each excluded topic must be ${blogLimits.exclusion} characters or fewer.`,
          ),
      )
      .max(blogLimits.exclusions, `Please enter at most ${blogLimits.exclusions} topics to exclude.`),
  ),
});

export type BlogTopicRequest = z.infer<typeof BlogTopicRequestSchema>;
export type BlogTopicBody = z.input<typeof BlogTopicRequestSchema>;

/** One idea (docs/product.md#blog-topics "Blog idea"); `example_cta` is optional. */
export const BlogIdeaSchema = z.object({
  title: z.string().trim().min(10).max(120),
  type: z.string().trim().min(3).max(40),
  reasoning: z.string().trim().min(20).max(600),
  example_cta: z.string().trim().min(3).max(200).optional(),
});

export type BlogIdea = z.infer<typeof BlogIdeaSchema>;

export const BlogIdeasSchema = z.object({
  ideas: z.array(BlogIdeaSchema).min(IDEA_COUNT.min).max(IDEA_COUNT.max),
});

/** The answer: `{ ideas }` (docs/product.md#blog-topics) plus what every generation carries. */
export const BlogTopicResponseSchema = BlogIdeasSchema.extend(GenerationMetaSchema.shape);

export type BlogTopicResponse = z.infer<typeof BlogTopicResponseSchema>;
