import * as z from '../shared/contracts/zod';
import { SlugSchema } from '../shared/contracts/blog';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { outputLanguageField } from '../shared/contracts/language-field';

/** How many new taglines a rebuild offers. */
export const TAGLINE_COUNT = { min: 3, max: 5 } as const;

/** The line the email step shows; stored with each lead as the consent the visitor gave. */
export const ROAST_CONSENT_TEXT =
  "We'll email your roast and rebuild to this address. See our privacy policy for how we use it.";

/** Input limits of the brand fields: every string has a maximum length. */
export const brandLimits = { brandName: 120, tagline: 300, description: 2000, audience: 500 } as const;

const field = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max, `must be at most ${max} characters`));

/** The visitor's brand, as the form collects it (websiteURL already normalised, or empty). */
export const BrandFieldsSchema = z.object({
  brandName: field(brandLimits.brandName),
  websiteURL: z._default(
    z.string().check(
      z.trim(),
      // Aborts, so the pattern below only ever reads 2,048 characters: its backtracking is quadratic.
      z.maxLength(2048, { message: 'must be at most 2048 characters', abort: true }),
      z.refine(
        (value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
        'must be a website address',
      ),
    ),
    '',
  ),
  tagline: field(brandLimits.tagline),
  description: field(brandLimits.description),
  audience: field(brandLimits.audience),
});

/** `POST /functions/v1/brand-roast`: the original's body plus the landing page and a per-submission key. */
export const BrandRoastRequestSchema = z.extend(BrandFieldsSchema, {
  email: z.email('must be an email address').check(z.maxLength(254, 'must be at most 254 characters')),
  /** The /tools/{slug} page the visitor came through, if any. */
  sourceSlug: z.optional(SlugSchema),
  /** Made by the page once per submission: a retry with the same key stores and emails nothing twice. */
  idempotencyKey: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, dashes or underscores')),
  ...outputLanguageField,
});

const line = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** The structured answer of the model: a roast of the copy and a rebuild of it. */
export const RoastResultSchema = z.object({
  roast: line(4000),
  rebuild: z.object({
    new_taglines: z.array(line(200)).check(z.minLength(TAGLINE_COUNT.min), z.maxLength(TAGLINE_COUNT.max)),
    elevator_pitch: line(1500),
    voice: z.array(line(80)).check(z.minLength(1), z.maxLength(8)),
  }),
});

/** The answer: the result, whether it was emailed (false also when the address opted out), and the meta. */
export const BrandRoastResponseSchema = z.extend(
  z.extend(RoastResultSchema, { emailed: z.boolean() }),
  GenerationMetaSchema.shape,
);

export type BrandFields = z.infer<typeof BrandFieldsSchema>;

/** What the brand's home page says about itself, read best-effort to ground the roast. */
export interface RoastSiteFacts {
  title: string | null;
  h1: string | null;
  metaDescription: string | null;
}

/** What the model is asked about: the brand fields, and the site's facts when it could be read. */
export type RoastInput = BrandFields & {
  site: RoastSiteFacts | null;
  outputLanguage?: BrandRoastRequest['outputLanguage'];
};
export type BrandRoastRequest = z.infer<typeof BrandRoastRequestSchema>;
export type RoastResult = z.infer<typeof RoastResultSchema>;
export type BrandRoastResponse = z.infer<typeof BrandRoastResponseSchema>;
