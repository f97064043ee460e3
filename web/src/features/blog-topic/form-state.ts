import type { BlogTopicBody } from '@lambdas/blog-topic/contract';
import { blogContentTypeLabels, type BlogContentType } from '@lambdas/blog-topic/fields';
import { tool } from './tool';
import type { SharedFields } from '@/lib/workspace/use-profile-prefill';
import { askedLanguage } from '@/lib/output-language';

/** What the visitor edits: keywords and exclusions comma-separated, competitor URLs one per line. */
export interface BlogTopicForm {
  industry: string;
  targetKeywords: string;
  targetAudience: string;
  competitorURLs: string;
  contentType: BlogContentType;
  excludeTopics: string;
  /** Blank until the profile or the browser's language fills it. */
  outputLanguage: string;
}

export type BlogTopicFormErrors = Partial<Record<keyof BlogTopicForm, string>>;

/** docs/product.md#blog-topics: content type defaults to how-to; the rest starts empty. */
export const defaultBlogTopicForm: BlogTopicForm = {
  industry: '',
  targetKeywords: '',
  targetAudience: '',
  competitorURLs: '',
  contentType: 'how-to',
  excludeTopics: '',
  outputLanguage: '',
};

/** The fields the business profile pre-fills. */
export const topicProfileFields: SharedFields<BlogTopicForm> = tool.profile;

export const contentTypeOptions = Object.entries(blogContentTypeLabels).map(([value, label]) => ({
  value,
  label,
}));

/** The body the form sends: its fields as typed, and the output language once chosen. */
export type TopicRequest = Omit<BlogTopicForm, 'outputLanguage'> & Pick<BlogTopicBody, 'outputLanguage'>;

/** The request body of docs/product.md#blog-topics: the form's fields under the same names. */
export const toRequestBody = ({ outputLanguage, ...form }: BlogTopicForm): TopicRequest => ({
  ...form,
  ...askedLanguage(outputLanguage),
});
