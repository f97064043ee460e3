import type { LanguageCode } from '@lambdas/shared/contracts/languages';
import type { YouTubeSearchRequest } from '@lambdas/youtube-analysis/search/contract';
import { tool } from './tool';
import type { SharedFields } from '@/lib/workspace/use-profile-prefill';

export interface KeywordForm {
  topic: string;
  /** The ideas' language: blank until the profile or the browser's language fills it. */
  outputLanguage: string;
}

export const defaultKeywordForm: KeywordForm = { topic: '', outputLanguage: '' };

/** The fields the business profile pre-fills. */
export const keywordProfileFields: SharedFields<KeywordForm> = tool.profile;

/** The search's keyword, and the language the ideas are written in (the search itself has none). */
export type KeywordBody = YouTubeSearchRequest & { outputLanguage?: LanguageCode };
