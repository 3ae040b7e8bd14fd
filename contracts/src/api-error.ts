import { z } from 'zod';

/** Machine-readable error codes every API error body carries. */
export const errorCodeSchema = z.enum([
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'idempotency_key_reused',
  'payment_required',
  'payload_too_large',
  'gone',
  'rate_limited',
  'internal',
  'unavailable',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** One field-level problem, as listed in a 400 validation error. */
export const apiIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiIssue = z.infer<typeof apiIssueSchema>;

/** The JSON body of every non-2xx API response. `message` is shown to the user as is. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: errorCodeSchema,
  issues: z.array(apiIssueSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
