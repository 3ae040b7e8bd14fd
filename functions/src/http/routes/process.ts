import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import type { RemixJob } from '@roomremix/contracts/remix';
import { processFieldsSchema } from '@roomremix/contracts/remix-settings';
import type { ImageEngine } from '@roomremix/contracts/system';
import express, { type Response, type Router } from 'express';
import type { Repositories } from '../../ports/repositories';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { RemixQueue } from '../../adapters/queue/remix-queue';
import {
  countSubmit,
  findIdempotentJob,
  idempotentJobOf,
  type RemixSubmission,
  type SubmitRateLimits,
  submitRemix,
  submitUpscale,
} from '../../services/remix';
import { idempotencyRecordOf } from '../../services/core';
import type { UltraSupport } from '../../domain/engine-qualities';
import { RequestError } from '../request-error';
import {
  IDEMPOTENT_REPLAY_HEADER,
  idempotentRequest,
  readIdempotencyKey,
  requiredIdempotencyKey,
} from '../idempotency-key';
import type { IdempotentRequest } from '../../domain/idempotency';
import { rateLimitSubject } from '../rate-limit-subject';
import { requireUser, signedInUid } from '../middleware/session';
import { assertContentLength, type MultipartBody, PROCESS_MULTIPART_LIMITS, readMultipart } from '../multipart';

/** What `POST /process` and `POST /results/:id/upscale` need from the app's dependencies. */
export interface ProcessRouteDeps {
  config: { imageEngine: { name: ImageEngine; ultra: UltraSupport } };
  repositories: Repositories;
  blobStore: BlobStore;
  remixQueue: RemixQueue;
  rateLimits: SubmitRateLimits;
  /** The key of the rate-limit counters' ids (AppConfig.rateLimitIdSecret). */
  rateLimitIdSecret: string;
}

/**
 * `POST /process` (docs/api.md#post-apiprocess): multipart upload → validated, stored, debited and queued job, answered
 * `202 { job }` with `Location: /api/jobs/:id`; `POST /results/:id/upscale` (docs/api.md#post-apiresultsidupscale)
 * answers the same for an upscale of one of the user's results. Every refusal changes nothing: no tokens move and no
 * image stays.
 */
export function processRouter(deps: ProcessRouteDeps): Router {
  const router = express.Router();
  const submitDeps = (res: Response) => ({
    ...deps,
    queue: deps.remixQueue,
    engine: deps.config.imageEngine,
    logger: res.locals.logger,
  });

  router.post(API_ROUTES.process, requireUser, async (req, res) => {
    const uid = signedInUid(res);
    const idempotencyKey = readIdempotencyKey(req);
    assertContentLength(req, PROCESS_MULTIPART_LIMITS);
    const earlier =
      idempotencyKey === undefined
        ? undefined
        : await idempotencyRecordOf(deps.repositories, { uid, key: idempotencyKey });
    // A new request is counted before its body is read; a retried one is answered before anything is decoded.
    if (!earlier) await countSubmit(deps, deps.rateLimits, { uid, ip: rateLimitSubject(req) });
    const body = await readMultipart(req, PROCESS_MULTIPART_LIMITS);
    const idempotency =
      idempotencyKey === undefined
        ? undefined
        : idempotentRequest(uid, idempotencyKey, { route: PROCESS_ROUTE, body: body.fields, files: body.files });
    const replayed = idempotency && earlier && (await idempotentJobOf(deps, earlier, idempotency));
    if (replayed) {
      answerJob(res, replayed, true);
      return;
    }
    const submission = toSubmission(uid, idempotency, body);
    const outcome = await submitRemix(submitDeps(res), submission);
    answerJob(res, outcome.job, !outcome.created);
  });

  router.post(API_ROUTES.resultUpscale, requireUser, async (req, res) => {
    const uid = signedInUid(res);
    const resultId = req.params.id as string;
    const idempotency = idempotentRequest(uid, requiredIdempotencyKey(req), {
      route: UPSCALE_ROUTE,
      params: { id: resultId },
    });
    const earlier = await findIdempotentJob(deps, idempotency);
    if (earlier) {
      answerJob(res, earlier, true);
      return;
    }
    await countSubmit(deps, deps.rateLimits, { uid, ip: rateLimitSubject(req) });
    const outcome = await submitUpscale(submitDeps(res), { uid, resultId, idempotency });
    if (!outcome) throw new RequestError('not_found', REMIX_MESSAGES.resultNotFound);
    answerJob(res, outcome.job, !outcome.created);
  });

  return router;
}

/** The routes as their keys' fingerprints name them. */
const PROCESS_ROUTE = `POST ${API_ROUTES.process}`;
const UPSCALE_ROUTE = `POST ${API_ROUTES.resultUpscale}`;

function answerJob(res: Response, job: RemixJob, replayed: boolean): void {
  if (replayed) res.setHeader(IDEMPOTENT_REPLAY_HEADER, 'true');
  res
    .status(202)
    .location(apiPath(API_ROUTES.job, { id: job.id }))
    .json({ job });
}

/** The parsed request: the base image (400 without one), the references, the mask and the text fields. */
function toSubmission(uid: string, idempotency: IdempotentRequest | undefined, body: MultipartBody): RemixSubmission {
  const [base] = body.files.get('baseImage') ?? [];
  if (!base) throw new RequestError('validation_failed', REMIX_MESSAGES.missingBaseImage.description);
  const references = body.files.get('referenceImages') ?? [];
  const [mask] = body.files.get('mask') ?? [];
  return { uid, idempotency, base, references, mask, fields: processFieldsSchema.parse(body.fields) };
}
