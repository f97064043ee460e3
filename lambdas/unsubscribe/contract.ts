import * as z from '../shared/contracts/zod';

/** `GET` and `POST /api/unsubscribe?token=…`: the signed token from the email's link. */
export const UnsubscribeQuerySchema = z.object({
  token: z.string().check(z.minLength(1, 'is required'), z.maxLength(300, 'is too long')),
});

/** The one-click (RFC 8058) answer; mail clients ignore the body, scripts may read it. */
export const UnsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });

export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;
