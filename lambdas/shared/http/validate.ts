import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as z from '../contracts/zod';
import { BadRequestError, PayloadTooLargeError, type FieldIssue } from './errors';

/** Rejects a body over the limit before anything parses it. */
export function bodyLimit(maxBytes: number): MiddlewareObj<APIGatewayProxyEvent> {
  return {
    before: ({ event }) => {
      if (event.body == null) return;
      const bytes = Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
      if (bytes > maxBytes) throw new PayloadTooLargeError(maxBytes);
    },
  };
}

/** Turns zod issues into field-level messages, e.g. `{ field: 'topic', message: 'Topic is required' }`. */
export function toFieldIssues(error: z.core.$ZodError, prefix?: string): FieldIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return { field: [prefix, path].filter(Boolean).join('.') || '(body)', message: issue.message };
  });
}

/** A 400 whose `error` names every rejected field and whose `details` lists them one by one. */
export function validationError(issues: FieldIssue[]): BadRequestError {
  const summary = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
  return new BadRequestError(`Invalid request. ${summary}`, issues);
}

/** Parses each part of a request with its schema; one 400 lists the issues of every part. */
export function parseParts<
  T extends Record<string, { schema: z.core.$ZodType; value: unknown; prefix?: string }>,
>(parts: T): { [K in keyof T]: z.infer<T[K]['schema']> } {
  const issues: FieldIssue[] = [];
  const parsed: Record<string, unknown> = {};
  for (const [key, { schema, value, prefix }] of Object.entries(parts)) {
    const result = z.safeParse(schema, value);
    if (result.success) parsed[key] = result.data;
    else issues.push(...toFieldIssues(result.error, prefix));
  }
  if (issues.length) throw validationError(issues);
  return parsed as { [K in keyof T]: z.infer<T[K]['schema']> };
}
