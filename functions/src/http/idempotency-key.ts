import { REMIX_MESSAGES, REQUEST_MESSAGES } from '@roomremix/contracts/messages';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@roomremix/contracts/remix';
import type { Request } from 'express';
import { type IdempotentRequest, type RequestParts, requestFingerprint } from '../domain/idempotency';
import { RequestError } from './request-error';

/** Set on an answer that repeats an earlier request's with the same Idempotency-Key (as Stripe names it). */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/** The request's Idempotency-Key, or undefined without one; a malformed key is a 400. */
export function readIdempotencyKey(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(key);
  if (!parsed.success) throw new RequestError('bad_request', REMIX_MESSAGES.invalidIdempotencyKey);
  return parsed.data;
}

/** The request's Idempotency-Key, which this call cannot go without (400 when missing or malformed). */
export function requiredIdempotencyKey(req: Request): string {
  const key = readIdempotencyKey(req);
  if (key === undefined) throw new RequestError('bad_request', REQUEST_MESSAGES.idempotencyKeyRequired);
  return key;
}

/** The caller's Idempotency-Key with the fingerprint of the request it came with (`parts`: route, ids, body, files). */
export function idempotentRequest(uid: string, key: string, parts: RequestParts): IdempotentRequest {
  return { uid, key, fingerprint: requestFingerprint(parts) };
}
