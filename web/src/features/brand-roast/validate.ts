/** The brand form's and the email step's checks against the route's own schema: loaded by their first use, never with the page. */
import * as z from '@lambdas/shared/contracts/zod';
import { BrandFieldsSchema } from '@lambdas/brand-roast/contract';
import { outputLanguageField } from '@lambdas/shared/contracts/language-field';
import { normaliseWebsiteUrl } from '@lambdas/shared/contracts/website-url';
import { askedLanguage } from '@/lib/output-language';
import { fieldErrors, type FieldErrors } from '@/lib/use-tool-form';
import type { BrandBody, BrandForm } from './form-state';

const BrandBodySchema = z.extend(BrandFieldsSchema, outputLanguageField);

/** The brand fields the server will accept (URL normalised), or the first problem of each field. */
export function validateBrandForm(form: BrandForm): { body: BrandBody } | { errors: FieldErrors<BrandForm> } {
  const { outputLanguage, ...fields } = form;
  const parsed = BrandBodySchema.safeParse({
    ...fields,
    websiteURL: normaliseWebsiteUrl(form.websiteURL),
    ...askedLanguage(outputLanguage),
  });
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors<BrandForm>(parsed.error) };
}

const EmailSchema = z.email().check(z.maxLength(254));

/** The email step's check: required and well-formed. */
export function validateEmail(email: string): { email: string } | { error: string } {
  const parsed = EmailSchema.safeParse(email.trim());
  return parsed.success ? { email: parsed.data } : { error: 'Please enter a valid email address.' };
}
