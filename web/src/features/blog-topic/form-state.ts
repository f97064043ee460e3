import {
  blogContentTypeLabels,
  BlogTopicRequestSchema,
  type BlogContentType,
  type BlogTopicBody,
} from '@lambdas/blog-topic/contract';
import { fieldErrors } from '@/lib/use-tool-form';

/** What the visitor edits: keywords and exclusions comma-separated, competitor URLs one per line. */
export interface BlogTopicForm {
  industry: string;
  targetKeywords: string;
  targetAudience: string;
  competitorURLs: string;
  contentType: BlogContentType;
  excludeTopics: string;
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
};

export const contentTypeOptions = Object.entries(blogContentTypeLabels).map(([value, label]) => ({
  value,
  label,
}));

/** The request body of docs/product.md#blog-topics: the form's fields under the same names. */
export const toRequestBody = (form: BlogTopicForm): BlogTopicBody => ({ ...form });

/** Validates with the same schema the server enforces; errors are keyed by form field. */
export function validateBlogTopicForm(
  form: BlogTopicForm,
): { body: BlogTopicForm } | { errors: BlogTopicFormErrors } {
  const result = BlogTopicRequestSchema.safeParse(toRequestBody(form));
  if (result.success) return { body: form };
  return { errors: fieldErrors<BlogTopicForm>(result.error) };
}
