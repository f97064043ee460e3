/** The topic ideas form's check against the route's own schema: loaded when the form is first used, never with the page. */
import { BlogTopicRequestSchema } from '@lambdas/blog-topic/contract';
import { fieldErrors } from '@/lib/use-tool-form';
import { toRequestBody, type BlogTopicForm, type BlogTopicFormErrors } from './form-state';

/** Validates with the same schema the server enforces; errors are keyed by form field. */
export function validateBlogTopicForm(
  form: BlogTopicForm,
): { body: BlogTopicForm } | { errors: BlogTopicFormErrors } {
  const result = BlogTopicRequestSchema.safeParse(toRequestBody(form));
  if (result.success) return { body: form };
  return { errors: fieldErrors<BlogTopicForm>(result.error) };
}
