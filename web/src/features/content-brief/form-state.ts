import type { BriefDepth, ContentBriefBody, ContentType } from '@lambdas/content-brief/contract';
import { tones, type Tone } from '@lambdas/shared/contracts/tones';
import { tool } from './tool';
import type { SharedFields } from '@/lib/workspace/use-profile-prefill';
import { askedLanguage } from '@/lib/output-language';

/** What the visitor edits; `primaryKeywords` is comma-separated and `internalLinks` one URL per line. */
export interface BriefForm {
  experienceLevel: ContentBriefBody['experience_level'];
  topic: string;
  primaryKeywords: string;
  targetAudience: string;
  contentGoal: ContentBriefBody['contentGoal'];
  contentType: ContentType;
  wordCount: BriefDepth;
  /** Blank: no voice asked for (the goal and the reader decide it); the profile's tone fills it. */
  tone: Tone | '';
  internalLinks: string;
  /** Blank until the profile or the browser's language fills it. */
  outputLanguage: string;
}

export type BriefFormErrors = Partial<Record<keyof BriefForm, string>>;

/** docs/product.md#content-brief defaults. */
export const defaultBriefForm: BriefForm = {
  experienceLevel: 'marketer',
  topic: '',
  primaryKeywords: '',
  targetAudience: '',
  contentGoal: 'educate',
  contentType: 'blog-post',
  wordCount: '1000-1500',
  tone: '',
  internalLinks: '',
  outputLanguage: '',
};

/** The fields the business profile pre-fills. */
export const briefProfileFields: SharedFields<BriefForm> = tool.profile;

export const goalOptions = [
  { value: 'educate', label: 'Educate' },
  { value: 'engage', label: 'Engage' },
  { value: 'convince', label: 'Convince' },
  { value: 'convert', label: 'Convert' },
  { value: 'entertain', label: 'Entertain' },
];

export const typeOptions = [
  { value: 'blog-post', label: 'Blog post' },
  { value: 'whitepaper', label: 'Whitepaper' },
  { value: 'case-study', label: 'Case study' },
  { value: 'ebook', label: 'Ebook' },
  { value: 'social-post', label: 'Social post' },
  { value: 'landing-page', label: 'Landing page' },
];

/** 'Tone of voice': none asked for, or one of the profile's tones. */
export const toneOptions = [
  { value: '', label: 'Any (follows the goal)' },
  ...tones.map((tone) => ({ value: tone, label: tone[0]!.toUpperCase() + tone.slice(1) })),
];

/** Lengths with their reading-time labels (docs/product.md#content-brief); the shortest is a 280-character cap. */
export const lengthOptions = [
  { value: '280-max', label: '280 characters max' },
  { value: '500-750', label: '500-750 words (2-3 min read)' },
  { value: '750-1000', label: '750-1000 words (3-4 min read)' },
  { value: '1000-1500', label: '1000-1500 words (5-6 min read)' },
  { value: '1500-2000', label: '1500-2000 words (7-8 min read)' },
  { value: '2000+', label: '2000+ words (10+ min read)' },
];

/** The request body docs/product.md#content-brief describes, built from the form. */
export function toRequestBody(form: BriefForm): ContentBriefBody {
  return {
    experience_level: form.experienceLevel,
    topic: form.topic,
    primaryKeywords: form.primaryKeywords.split(','),
    targetAudience: form.targetAudience,
    contentGoal: form.contentGoal,
    contentType: form.contentType,
    briefDepth: form.wordCount,
    ...(form.tone ? { tone: form.tone } : {}),
    internalLinks: form.internalLinks,
    format: 'json',
    ...askedLanguage(form.outputLanguage),
  };
}
