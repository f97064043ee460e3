/** Checks a kept result before a tool page shows it again; loaded with history, after the page is up. */
import { findLanguage } from '@lambdas/shared/contracts/languages';
import * as z from '@lambdas/shared/contracts/zod';
import type { Shown } from './refine-request';

const TextAnswerSchema = z.object({ text: z.string() });

/**
 * A kept answer this page can show: a structured one its own `parse` accepts, a text one with its text; its
 * language a listed code or none. What a browser keeps can be anything: it is checked as it is read.
 */
export function readableAnswer<R>(shown: Shown<R>, parse: ((answer: unknown) => R) | undefined): boolean {
  if (shown.language !== undefined && (typeof shown.language !== 'string' || !findLanguage(shown.language)))
    return false;
  try {
    if (parse) parse(shown.data);
    else z.parse(TextAnswerSchema, shown.data);
    return true;
  } catch {
    return false;
  }
}
