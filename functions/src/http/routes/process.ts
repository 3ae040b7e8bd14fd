import { AUTH_MESSAGES, REMIX_MESSAGES } from '@roomremix/contracts/messages';
import {
  hasDesignInput,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  processFieldsSchema,
  type RemixJob,
} from '@roomremix/contracts/remix';
import express, { type Request, type Response, type Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import { InvalidImageError } from '../../adapters/image-codec/image-codec';
import type { RemixQueue } from '../../adapters/queue/remix-queue';
import { InsufficientTokensError, UnknownUserError } from '../../services/ledger';
import { TooManyAttemptsError } from '../../services/rate-limit';
import {
  countSubmit,
  EnqueueFailedError,
  findIdempotentJob,
  type RemixSubmission,
  type SubmitRateLimits,
  submitRemix,
} from '../../services/remix-submit';
import { HttpError } from '../http-error';
import { rateLimited, rateLimitSubject } from '../rate-limited';
import { requireUser, signedInUid } from '../middleware/session';
import { assertContentLength, type MultipartBody, PROCESS_MULTIPART_LIMITS, readMultipart } from '../multipart';

/** What `POST /process` needs from the app's dependencies. */
export interface ProcessRouteDeps {
  db: Firestore;
  blobStore: BlobStore;
  remixQueue: RemixQueue;
  rateLimits: SubmitRateLimits;
}

/** Set on the answer of a submit that repeated an earlier Idempotency-Key (as Stripe names it). */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/**
 * `POST /process` (SPEC §7, DESIGN §5): multipart upload → validated, stored, debited and queued job, answered
 * `202 { job }` with `Location: /api/jobs/:id`. Every refusal changes nothing: no tokens move and no image stays.
 */
export function processRouter(deps: ProcessRouteDeps): Router {
  const router = express.Router();

  router.post('/process', requireUser, async (req, res) => {
    const uid = signedInUid(res);
    const idempotencyKey = readIdempotencyKey(req);
    assertContentLength(req, PROCESS_MULTIPART_LIMITS);
    if (idempotencyKey !== undefined) {
      // A retried submit is answered before its body is read or decoded again.
      const earlier = await findIdempotentJob(deps, uid, idempotencyKey);
      if (earlier) {
        answerJob(res, earlier, true);
        return;
      }
    }
    await countSubmit(deps.db, deps.rateLimits, { uid, ip: rateLimitSubject(req) }).catch((error: unknown) => {
      throw error instanceof TooManyAttemptsError
        ? rateLimited(res, error.retryAfterMs, REMIX_MESSAGES.tooManySubmissions)
        : error;
    });
    const body = await readMultipart(req, PROCESS_MULTIPART_LIMITS);
    const submission = toSubmission(uid, idempotencyKey, body);
    try {
      const outcome = await submitRemix({ ...deps, queue: deps.remixQueue, logger: res.locals.logger }, submission);
      answerJob(res, outcome.job, !outcome.created);
    } catch (error) {
      throw toHttpError(error);
    }
  });

  return router;
}

function answerJob(res: Response, job: RemixJob, replayed: boolean): void {
  if (replayed) res.setHeader(IDEMPOTENT_REPLAY_HEADER, 'true');
  res.status(202).location(`/api/jobs/${job.id}`).json({ job });
}

function readIdempotencyKey(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(key);
  if (!parsed.success) throw new HttpError(400, 'bad_request', REMIX_MESSAGES.invalidIdempotencyKey);
  return parsed.data;
}

/** The SPEC §5 rules in the order the form checks them: base image, field values, then a design input. */
function toSubmission(uid: string, idempotencyKey: string | undefined, body: MultipartBody): RemixSubmission {
  const [base] = body.files.get('baseImage') ?? [];
  if (!base) throw new HttpError(400, 'validation_failed', REMIX_MESSAGES.missingBaseImage.description);
  const references = body.files.get('referenceImages') ?? [];
  const fields = processFieldsSchema.parse(body.fields);
  if (!hasDesignInput({ ...fields, referenceCount: references.length })) {
    throw new HttpError(400, 'validation_failed', REMIX_MESSAGES.missingDesignInput.description);
  }
  return { uid, idempotencyKey, base, references, fields };
}

/** The submit's refusals as the API answers them; anything else stays a 500. */
function toHttpError(error: unknown): unknown {
  if (error instanceof InvalidImageError) {
    return new HttpError(
      error.httpStatus,
      error.httpStatus === 413 ? 'payload_too_large' : 'validation_failed',
      error.message,
    );
  }
  if (error instanceof InsufficientTokensError) {
    return new HttpError(402, 'payment_required', REMIX_MESSAGES.notEnoughTokens(error.required, error.balance));
  }
  if (error instanceof UnknownUserError) return new HttpError(401, 'unauthenticated', AUTH_MESSAGES.notSignedIn);
  if (error instanceof EnqueueFailedError) return new HttpError(503, 'unavailable', REMIX_MESSAGES.enqueueFailed);
  return error;
}
