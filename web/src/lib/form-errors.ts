import type * as z from 'zod';

/**
 * The first message for each field of a failed parse, keyed by form field. `rename` maps body
 * field names to form field names where they differ (e.g. `briefDepth` → `wordCount`).
 */
export function fieldErrors<K extends string>(
  error: z.ZodError,
  rename: Partial<Record<string, K>> = {},
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0]);
    errors[rename[key] ?? (key as K)] ??= issue.message;
  }
  return errors;
}
