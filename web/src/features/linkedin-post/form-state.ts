import type { LinkedInPostBody } from '@lambdas/linkedin-post/contract';
import {
  personalStyles,
  type CtaType,
  type PersonalStyle,
  type PostGoal,
  type PostType,
} from '@lambdas/linkedin-post/fields';
import type { PostLength } from '@lambdas/linkedin-post/documents/post-length';
import type { FieldErrors } from '@/lib/use-tool-form';
import { tool } from './tool';
import type { SharedFields } from '@/lib/workspace/use-profile-prefill';
import { askedLanguage } from '@/lib/output-language';

/** Everything the visitor can type on any tab; each tab sends only its own fields. */
export interface PostForm {
  postType: PostType;
  topic: string;
  goal: PostGoal;
  personalStyle: PersonalStyle;
  industryInsight: string;
  includeCTA: 'yes' | 'no';
  ctaType: CtaType;
  ctaLink: string;
  postLength: PostLength;
  /** Story-Based tab. */
  experience: string;
  /** Content Promotion tab. */
  valuePoints: string;
  contentLink: string;
  /** Blank until the profile or the browser's language fills it. */
  outputLanguage: string;
}

export type PostFormErrors = FieldErrors<PostForm>;

/** Sets one field of the form. */
export type SetField = <K extends keyof PostForm>(key: K) => (value: PostForm[K]) => void;

export const defaultPostForm: PostForm = {
  postType: 'standard',
  topic: '',
  goal: 'thought-leadership',
  personalStyle: 'professional',
  industryInsight: '',
  includeCTA: 'no',
  ctaType: 'website',
  ctaLink: '',
  postLength: 'medium',
  experience: '',
  valuePoints: '',
  contentLink: '',
  outputLanguage: '',
};

/** The fields the business profile pre-fills. */
export const postProfileFields: SharedFields<PostForm> = tool.profile;

/**
 * Switching tabs keeps everything typed, so switching back loses nothing; a style the new tab
 * does not offer becomes that tab's first style.
 */
export function switchPostType(form: PostForm, postType: PostType): PostForm {
  const styles: readonly PersonalStyle[] = personalStyles[postType];
  const personalStyle = styles.includes(form.personalStyle) ? form.personalStyle : styles[0]!;
  return { ...form, postType, personalStyle };
}

/** The request body of the current tab; CTA type and link only when a call to action is wanted. */
export function toRequestBody(form: PostForm): LinkedInPostBody {
  const body = {
    postType: form.postType,
    personalStyle: form.personalStyle,
    topic: form.topic,
    goal: form.goal,
    industryInsight: form.industryInsight,
    includeCTA: form.includeCTA,
    ...(form.includeCTA === 'yes' ? { ctaType: form.ctaType, ctaLink: form.ctaLink } : {}),
    postLength: form.postLength,
    ...askedLanguage(form.outputLanguage),
    ...(form.postType === 'story' ? { experience: form.experience } : {}),
    ...(form.postType === 'promotion'
      ? { valuePoints: form.valuePoints, contentLink: form.contentLink }
      : {}),
  };
  // The union's per-tab style types are checked by the schema right after, on both sides.
  return body as LinkedInPostBody;
}
