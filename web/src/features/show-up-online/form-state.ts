import type { OnlinePresenceBody } from '@lambdas/show-up-online/contract';
import { normaliseWebsiteUrl } from '@lambdas/shared/contracts/website-url';
import { tool } from './tool';
import type { SharedFields } from '@/lib/workspace/use-profile-prefill';
import { askedLanguage } from '@/lib/output-language';

/** What the visitor edits: competitors one per line. */
export interface PresenceForm {
  companyName: string;
  websiteUrl: string;
  industry: string;
  competitors: string;
  /** Blank until the profile or the browser's language fills it. */
  outputLanguage: string;
}

export const emptyPresenceForm: PresenceForm = {
  companyName: '',
  websiteUrl: '',
  industry: '',
  competitors: '',
  outputLanguage: '',
};

/** The fields the business profile pre-fills. */
export const presenceProfileFields: SharedFields<PresenceForm> = tool.profile;

/** The submit button waits until every required field holds more than spaces. */
export const isComplete = (form: PresenceForm): boolean =>
  [form.companyName, form.websiteUrl, form.industry].every((value) => value.trim() !== '');

/** The request body: the form's fields under the same names, the website address normalised. */
export const toRequestBody = (form: PresenceForm): OnlinePresenceBody => ({
  companyName: form.companyName.trim(),
  websiteUrl: normaliseWebsiteUrl(form.websiteUrl),
  industry: form.industry.trim(),
  competitors: form.competitors,
  ...askedLanguage(form.outputLanguage),
});
