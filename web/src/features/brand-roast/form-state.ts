import type { BrandFields } from '@lambdas/brand-roast/contract';
import type { LanguageCode } from '@lambdas/shared/contracts/languages';
import { tool } from './tool';
import type { SharedFields } from '@/lib/workspace/use-profile-prefill';

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

/** 'Roast My Brand' is enabled once the four required fields hold more than spaces. */
export const brandFormReady = (form: BrandForm): boolean =>
  [form.brandName, form.tagline, form.description, form.audience].every((value) => value.trim() !== '');

/** A fresh key per submission: a retry of it ('Try again') stores and emails nothing twice. */
export const newSubmissionKey = (): string => crypto.randomUUID();
