import * as z from '../shared/contracts/zod';
import { requiredText } from '../shared/contracts/text-fields';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { ResearchFieldsSchema } from '../shared/contracts/research';
import { outputLanguageField } from '../shared/contracts/language-field';

import { blogContentTypeLabels, IDEA_COUNT, blogLimits, type BlogContentType } from './fields';

export * from './fields';

/** Text split on the given separator (or a list as sent), trimmed, blanks dropped. */
const listOf = (separator: RegExp, maxChars: number) =>
  z.pipe(
    z._default(z.union([z.string().check(z.maxLength(maxChars)), z.array(z.string())]), ''),
    z.transform((value: string | string[]) =>
      (Array.isArray(value) ? value : value.split(separator)).map((item) => item.trim()).filter(Boolean),
    ),
  );

/** Visitors often type `competitor.com`: a missing scheme means https. */
const withScheme = (url: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`);

/** `POST /functions/v1/blog-topic-generator` (docs/product.md#blog-topics); the form validates with this same schema. */
export const BlogTopicRequestSchema = z.object({
  industry: requiredText('Please enter your industry.', blogLimits.industry, 'Industry'),
  targetKeywords: z.pipe(
    listOf(/,|\r?\n/, blogLimits.keywords * (blogLimits.keyword + 2)),
    z
      .array(
        z
          .string()
          .check(
            z.maxLength(
              blogLimits.keyword,
              `Each keyword must be ${blogLimits.keyword} characters or fewer.`,
            ),
          ),
      )
      .check(
        z.minLength(1, 'Please enter at least one target keyword.'),
        z.maxLength(blogLimits.keywords, `Please enter at most ${blogLimits.keywords} target keywords.`),
      ),
  ),
  targetAudience: requiredText(
    'Please describe your target audience.',
    blogLimits.audience,
    'Target audience',
  ),
  competitorURLs: z.pipe(
    listOf(/\r?\n/, blogLimits.urls * (blogLimits.url + 2)),
    z
      .array(
        z.pipe(
          z.pipe(
            z
              .string()
              .check(
                z.maxLength(
                  blogLimits.url,
                  `Each competitor URL must be ${blogLimits.url} characters or fewer.`,
                ),
              ),
            z.transform(withScheme),
          ),
          z.url({
            protocol: /^https?$/,
            // A domain name, checked as text: browsers' URL parsers accept hosts Node's rejects.
            hostname: z.domainPattern,
            error: 'Each competitor URL must be a web address.',
          }),
        ),
      )
      .check(z.maxLength(blogLimits.urls, `Please enter at most ${blogLimits.urls} competitor URLs.`)),
  ),
  contentType: z._default(
    z.enum(Object.keys(blogContentTypeLabels) as [BlogContentType, ...BlogContentType[]]),
    'how-to',
  ),
  excludeTopics: z.pipe(
    listOf(/,|\r?\n/, blogLimits.exclusions * (blogLimits.exclusion + 2)),
    z
      .array(
        z
          .string()
          .check(
            z.maxLength(
              blogLimits.exclusion,
              `Each excluded topic must be ${blogLimits.exclusion} characters or fewer.`,
            ),
          ),
      )
      .check(
        z.maxLength(
          blogLimits.exclusions,
          `Please enter at most ${blogLimits.exclusions} topics to exclude.`,
        ),
      ),
  ),
  ...outputLanguageField,
});

export type BlogTopicRequest = z.infer<typeof BlogTopicRequestSchema>;
export type BlogTopicBody = z.input<typeof BlogTopicRequestSchema>;

/** One idea (docs/product.md#blog-topics "Blog idea"); `example_cta` is optional. */
export const BlogIdeaSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(10), z.maxLength(120)),
  type: z.string().check(z.trim(), z.minLength(3), z.maxLength(40)),
  reasoning: z.string().check(z.trim(), z.minLength(20), z.maxLength(600)),
  example_cta: z.optional(z.string().check(z.trim(), z.minLength(3), z.maxLength(200))),
});

export type BlogIdea = z.infer<typeof BlogIdeaSchema>;

/**
 * 5 to 10 ideas, or none: a model that finds nothing answers an empty list, which the page shows as
 * 'No topic ideas were generated' rather than as a failure. The prompt and the tool still ask for 5 to 10.
 */
export const BlogIdeasSchema = z.object({
  ideas: z.array(BlogIdeaSchema).check(
    z.maxLength(IDEA_COUNT.max),
    z.refine((ideas) => ideas.length === 0 || ideas.length >= IDEA_COUNT.min, {
      message: `Too small: expected ${IDEA_COUNT.min} to ${IDEA_COUNT.max} ideas`,
    }),
  ),
});

/**
 * The answer: `{ ideas }` (docs/product.md#blog-topics) plus what every generation carries and, from the
 * route, its research (absent from results kept from before it).
 */
export const BlogTopicResponseSchema = z.extend(
  z.extend(BlogIdeasSchema, GenerationMetaSchema.shape),
  z.partial(ResearchFieldsSchema).shape,
);

export type BlogTopicResponse = z.infer<typeof BlogTopicResponseSchema>;
