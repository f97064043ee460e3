import * as z from './zod';
import { SlugSchema } from './blog';

import { recordText as text } from './text-fields';
const optionalText = (max: number) => z.optional(text(max));

/**
 * A programmatic brand-roast landing page (docs/product.md#programmatic-pages programmatic_pages). The three trust blocks
 * are optional: the page falls back to default headings and paragraphs.
 */
export const ProgrammaticPageSchema = z.strictObject({
  slug: SlugSchema,
  meta_title: text(120),
  meta_description: text(320),
  h1: text(150),
  intro_copy: text(2000),
  trust_h3_1: optionalText(80),
  trust_p_1: optionalText(300),
  trust_h3_2: optionalText(80),
  trust_p_2: optionalText(300),
  trust_h3_3: optionalText(80),
  trust_p_3: optionalText(300),
});

export type ProgrammaticPage = z.infer<typeof ProgrammaticPageSchema>;

/** Every field of a page, in the order docs/product.md#programmatic-pages lists them (CSV headers, exports). */
export const programmaticPageFields = Object.keys(ProgrammaticPageSchema.shape) as (keyof ProgrammaticPage)[];
