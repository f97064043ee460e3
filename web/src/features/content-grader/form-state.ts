import type { BriefTargets, ContentGraderBody } from '@lambdas/content-grader/contract';
import { askedLanguage } from '@/lib/output-language';
import type { SharedFields } from '@/lib/workspace/use-profile-prefill';
import { tool } from './tool';

/** What the visitor edits: the draft pasted, or the address of a published page. */
export interface ContentGraderForm {
  mode: 'text' | 'url';
  keyword: string;
  draft: string;
  url: string;
  audience: string;
  /** Blank until the profile or the browser's language fills it. */
  outputLanguage: string;
  /** The brief from Recent results to grade against, by its history entry; blank for none. */
  briefEntry: string;
}

export const defaultContentGraderForm: ContentGraderForm = {
  mode: 'text',
  keyword: '',
  draft: '',
  url: '',
  audience: '',
  outputLanguage: '',
  briefEntry: '',
};

/** The fields the business profile pre-fills. */
export const contentGraderProfileFields: SharedFields<ContentGraderForm> = tool.profile;

/** The request: the draft or the page, the brief's targets when one is chosen. */
export function toRequestBody(form: ContentGraderForm, brief: BriefTargets | undefined): ContentGraderBody {
  const common = {
    keyword: form.keyword,
    ...(form.audience.trim() ? { audience: form.audience } : {}),
    ...(brief ? { brief } : {}),
    ...askedLanguage(form.outputLanguage),
  };
  return form.mode === 'text'
    ? { mode: 'text', draft: form.draft, ...common }
    : { mode: 'url', url: form.url, ...common };
}
