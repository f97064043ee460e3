import * as z from '@lambdas/shared/contracts/zod';
import { BrandFieldsSchema, type BrandFields } from '@lambdas/brand-roast/contract';
import { outputLanguageField, type LanguageCode } from '@lambdas/shared/contracts/languages';
import { fieldErrors, useToolForm, type FieldErrors } from '@/lib/use-tool-form';
import { normaliseWebsiteUrl } from '@lambdas/shared/contracts/website-url';
import { tool } from './tool';
import type { SharedFields } from '@/lib/workspace/use-profile-prefill';
import { askedLanguage } from '@/lib/output-language';

/** The brand form as typed. */
export interface BrandForm {
  brandName: string;
  websiteURL: string;
  tagline: string;
  description: string;
  audience: string;
  /** Blank until the profile or the browser's language fills it. */
  outputLanguage: string;
}

export const emptyBrandForm: BrandForm = {
  brandName: '',
  websiteURL: '',
  tagline: '',
  description: '',
  audience: '',
  outputLanguage: '',
};

/** The fields the business profile pre-fills. */
export const brandProfileFields: SharedFields<BrandForm> = tool.profile;

/** The brand fields and the language the roast is written in. */
export type BrandBody = BrandFields & { outputLanguage?: LanguageCode };

const BrandBodySchema = z.extend(BrandFieldsSchema, outputLanguageField);

/** 'Roast My Brand' is enabled once the four required fields hold more than spaces. */
export const brandFormReady = (form: BrandForm): boolean =>
  [form.brandName, form.tagline, form.description, form.audience].every((value) => value.trim() !== '');

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

/** A fresh key per submission: a retry of it ('Try again') stores and emails nothing twice. */
export const newSubmissionKey = (): string => crypto.randomUUID();

/** The brand form's state, kept by the flow so every step (and 'Try again') finds the entries. */
export const useBrandForm = () =>
  useToolForm(emptyBrandForm, validateBrandForm, 'brand-roast', brandProfileFields);

export type BrandFormState = ReturnType<typeof useBrandForm>;
