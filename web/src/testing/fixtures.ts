import type { ImageResult, RemixJob } from '@roomremix/contracts/remix';
import type { PublicConfig } from '@roomremix/contracts/system';

/** A saved remix as `GET /api/results` returns it; `changes` override its fields. */
export function imageResult(changes: Partial<ImageResult> = {}): ImageResult {
  return {
    id: 'result-1',
    userId: 'user-1',
    title: 'Result May 3, 2025',
    baseImageUrl: '/files/base.jpg',
    resultImageUrl: '/files/result.png',
    referenceImageUrls: [],
    referenceImageLabels: [],
    maskImageUrl: null,
    textPrompt: null,
    styleIntensity: 'moderate',
    preserveStructure: true,
    roomStyle: 'scandinavian',
    customStyle: null,
    quality: 'standard',
    colorScheme: null,
    mode: 'redesign',
    roomType: null,
    tokensUsed: 1,
    createdAt: '2025-05-03T12:00:00.000Z',
    fileSize: 1234,
    structureScore: 87,
    structureScoreInside: null,
    structureScoreOutside: null,
    engine: 'local',
    variant: 1,
    variantCount: 1,
    ...changes,
  };
}

/** A remix job as `POST /api/process` and `GET /api/jobs/:id` answer it: queued unless `changes` say otherwise. */
export function remixJob(changes: Partial<RemixJob> = {}): RemixJob {
  return {
    id: 'job-1',
    status: 'queued',
    stage: 'queued',
    progress: 0,
    cost: 1,
    variants: 1,
    refunded: false,
    refundedTokens: 0,
    error: null,
    notes: [],
    result: null,
    results: [],
    createdAt: '2025-05-03T12:00:00.000Z',
    ...changes,
  };
}

/**
 * A job that succeeded with `results`, its variants in order, as `GET /api/jobs/:id` answers it (`result` is the
 * first); `changes` override its fields.
 */
export function succeededJob(results: ImageResult[], changes: Partial<RemixJob> = {}): RemixJob {
  return remixJob({
    status: 'succeeded',
    stage: 'done',
    progress: 100,
    cost: results.length,
    variants: results.length,
    result: results[0] ?? null,
    results,
    ...changes,
  });
}

/** `GET /api/config` of the local stack (local engine, payments off); `changes` override its fields. */
export function publicConfig(changes: Partial<PublicConfig> = {}): PublicConfig {
  return {
    firebase: { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-roomremix', authEmulatorUrl: null },
    stripePublishableKey: null,
    imageEngine: 'local',
    engine: { modes: ['redesign', 'exterior', 'garden'] },
    ...changes,
  };
}
