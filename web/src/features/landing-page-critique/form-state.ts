import type { CritiqueBody } from '@lambdas/landing-page-critique/contract';
import { conversionGoalLabels, type ConversionGoal } from '@lambdas/landing-page-critique/fields';
import { tool } from './tool';
import type { SharedFields } from '@/lib/workspace/use-profile-prefill';
import { askedLanguage } from '@/lib/output-language';

export type CritiqueMode = CritiqueBody['mode'];

/** What the visitor edits: both tabs' fields, so switching tabs keeps what was typed. */
export interface CritiqueForm {
  mode: CritiqueMode;
  landingPageUrl: string;
  landingPageCopy: string;
  industry: string;
  targetAudience: string;
  conversionGoal: ConversionGoal;
  competitorUrl: string;
  /** Blank until the profile or the browser's language fills it. */
  outputLanguage: string;
}

export const defaultCritiqueForm: CritiqueForm = {
  mode: 'url',
  landingPageUrl: '',
  landingPageCopy: '',
  industry: '',
  targetAudience: '',
  conversionGoal: 'lead-capture',
  competitorUrl: '',
  outputLanguage: '',
};

/** The fields the business profile pre-fills. */
export const critiqueProfileFields: SharedFields<CritiqueForm> = tool.profile;

export const goalOptions = Object.entries(conversionGoalLabels).map(([value, label]) => ({ value, label }));

/** The request body of the chosen tab, built from the form. */
export function toRequestBody(form: CritiqueForm): CritiqueBody {
  const common = {
    industry: form.industry,
    targetAudience: form.targetAudience,
    conversionGoal: form.conversionGoal,
    ...(form.competitorUrl.trim() ? { competitorUrl: form.competitorUrl } : {}),
    ...askedLanguage(form.outputLanguage),
  };
  return form.mode === 'url'
    ? { mode: 'url', landingPageUrl: form.landingPageUrl, ...common }
    : { mode: 'text', landingPageCopy: form.landingPageCopy, ...common };
}
