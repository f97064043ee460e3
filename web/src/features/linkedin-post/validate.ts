/** The post form's check against the route's own schema: loaded when the form is first used, never with the page. */
import { LinkedInPostRequestSchema, type LinkedInPostBody } from '@lambdas/linkedin-post/contract';
import { fieldErrors } from '@/lib/use-tool-form';
import { toRequestBody, type PostForm, type PostFormErrors } from './form-state';

/** Validates with the same schema the server enforces; errors are keyed by form field. */
export function validatePostForm(form: PostForm): { body: LinkedInPostBody } | { errors: PostFormErrors } {
  const body = toRequestBody(form);
  const result = LinkedInPostRequestSchema.safeParse(body);
  return result.success ? { body } : { errors: fieldErrors<PostForm>(result.error) };
}
