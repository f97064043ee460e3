import * as z from './zod';
import { formatNumber } from './format-number';

/** What every tool says of a field over its limit: 'Topic must be 200 characters or fewer.' */
export const tooLong = (name: string, max: number): string =>
  `${name} must be ${formatNumber(max)} characters or fewer.`;

/** A trimmed text field the visitor must fill in: `message` when it is empty, `tooLong` over `max`. */
export const requiredText = (message: string, max: number, name: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(name, max)));

/** A trimmed, non-empty text field of a stored record (posts, pages), with the admin CLI's short messages. */
export const recordText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(
      z.trim(),
      z.minLength(1, 'must not be empty'),
      z.maxLength(max, `must be at most ${max} characters`),
    );
