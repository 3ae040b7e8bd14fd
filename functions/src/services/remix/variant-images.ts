import { pickRemixSettings } from '@roomremix/contracts/remix-settings';
import type { ImageEngine } from '@roomremix/contracts/system';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { ImageResultRecord } from '../../ports/image-results';
import type { RemixJobRecord } from '../../ports/remix-jobs';
import { markDisclosure } from '../../adapters/image-codec/disclosure-mark';
import { disclosureMarkOf, takeDisclosureOf } from './take-disclosure';
import { measureStructureScores } from '../../adapters/image-codec/structure';
import { storeThumbnail } from '../../adapters/image-codec/thumbnail';
import type { GeneratedImage, ReferenceImage } from '../../adapters/image-engine/image-engine';
import { featherOf, keepOutsideMask } from '../../adapters/image-engine/mask-composite';
import type { Logger } from '../../adapters/logging/logger';
import { type Clock, nowOf } from '../../domain/clock';
import { unmarkedBlobKey } from '../../domain/listing';
import { namedError } from '../../domain/named-error';

// The images of one worker attempt: the job's inputs read from the blob store, and each variant as delivered, stored
// and measured.

/** The job's inputs as the engine takes them. */
export interface EngineInputs {
  base: Buffer;
  references: ReferenceImage[];
  mask: Buffer | undefined;
  /** An upscale's image to make Ultra (RemixJobRecord.upscale). */
  upscaleSource?: Buffer | undefined;
}

/** An input image that is gone from the blob store: retrying cannot bring it back. */
export class MissingInputError extends namedError('MissingInputError') {}

/**
 * The base image, the labelled references in order (each without its disclosure mark when it has an unmarked copy),
 * the mask and an upscale's image; a missing one is a permanent failure.
 */
export async function loadInputs(blobStore: BlobStore, job: RemixJobRecord): Promise<EngineInputs> {
  const { base, references, mask } = job.inputs;
  const referenceKeys = references.map((reference) => reference.unmarkedKey ?? reference.key);
  const keys = [base.key, ...referenceKeys, ...(mask ? [mask.key] : [])];
  if (job.upscale) keys.push(job.upscale.sourceImageKey);
  const blobs = await Promise.all(keys.map((key) => blobStore.get(key)));
  const buffers = blobs.map((blob, index) => {
    if (!blob) throw new MissingInputError(`Input image ${keys[index]} is missing`);
    return blob.buffer;
  });
  return {
    base: buffers[0] as Buffer,
    references: references.map((_, index) => ({
      buffer: buffers[index + 1] as Buffer,
      label: job.settings.referenceImageLabels[index] || undefined,
    })),
    mask: mask ? buffers[references.length + 1] : undefined,
    upscaleSource: job.upscale ? buffers.at(-1) : undefined,
  };
}

/** What the user gets of an engine's image: with a mask, the photo put back outside the painted region. */
export function deliveredImage(image: GeneratedImage, inputs: EngineInputs, mode: RemixJobRecord['settings']['mode']) {
  return inputs.mask
    ? keepOutsideMask(image.image, inputs.base, inputs.mask, featherOf(mode))
    : Promise.resolve(image.image);
}

/** What storing a variant needs. */
export interface SaveVariantDeps {
  blobStore: BlobStore;
  now?: Clock | undefined;
}

/**
 * Stores the variant's image as delivered (`shown`: with a mask, the photo already put back outside it) under `key`
 * and measures its structure score; answers the variant's result document.
 */
export async function saveVariant(
  deps: SaveVariantDeps,
  logger: Logger,
  variant: {
    job: RemixJobRecord;
    jobId: string;
    key: string;
    variant: number;
    image: GeneratedImage;
    shown: Buffer;
    inputs: EngineInputs;
    /** A listing photo whose structure score stayed below the listing-safe floor (listing-check.ts). */
    flagged?: boolean;
  },
): Promise<ImageResultRecord> {
  const { job, inputs, shown: image } = variant;
  const disclosed = await disclose(deps, job, variant, image);
  const stored = disclosed?.marked ?? image;
  await deps.blobStore.put(variant.key, stored, disclosed ? 'image/jpeg' : variant.image.contentType);
  const thumbnailImageKey = await thumbnailOf(deps, logger, variant.key, stored);
  // Measured on the image as saved: outside the mask it shows the kept area was kept, inside what the remix changed.
  const scores = await measureStructureScores(inputs.base, image, inputs.mask).catch((error: unknown) => {
    logger.warn('Could not measure the structure score', {
      cause: error instanceof Error ? error.message : String(error),
    });
    return null;
  });
  const asked = job.variants ?? 1;
  return {
    userId: job.userId,
    jobId: variant.jobId,
    ...pickRemixSettings(job.settings),
    baseImageKey: job.inputs.base.key,
    resultImageKey: variant.key,
    referenceImageKeys: job.inputs.references.map((reference) => reference.key),
    ...unmarkedReferenceKeysOf(job),
    maskImageKey: job.inputs.mask?.key ?? null,
    ...(thumbnailImageKey && { thumbnailImageKey }),
    ...(disclosed && { unmarkedImageKey: disclosed.unmarkedKey }),
    ...(job.listing && { listingId: job.listing.listingId }),
    ...(variant.flagged && { structureFlagged: true }),
    ...(job.upscale && { upscaledFrom: job.upscale.sourceResultId }),
    tokensUsed: job.cost / asked,
    fileSize: stored.byteLength,
    width: variant.image.width,
    height: variant.image.height,
    structureScore: scores?.whole ?? null,
    structureScoreInside: scores?.inside ?? null,
    structureScoreOutside: scores?.outside ?? null,
    engine: variant.image.engine,
    createdAt: nowOf(deps),
    variant: variant.variant,
    variantCount: asked,
  };
}

/**
 * Stores the preview of the image as stored (the marked one of a labelled listing photo); null when it could not be
 * made, which leaves the result to a later listing's attempt (result-thumbnails.ts) rather than failing a paid job.
 */
async function thumbnailOf(deps: SaveVariantDeps, logger: Logger, key: string, stored: Buffer) {
  try {
    return await storeThumbnail(deps.blobStore, key, stored);
  } catch (error) {
    logger.warn('Could not make the result’s preview', {
      cause: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

/** The unmarked copies of the job's references, as its result records them to delete them with its inputs. */
function unmarkedReferenceKeysOf(job: RemixJobRecord): Pick<ImageResultRecord, 'unmarkedReferenceKeys'> {
  const keys = job.inputs.references.flatMap((reference) => reference.unmarkedKey ?? []);
  return keys.length > 0 ? { unmarkedReferenceKeys: keys } : {};
}

/**
 * A listing photo's disclosure: unless its rule allows no mark on the photo (a caption), the staged image is kept
 * unmarked under unmarkedBlobKey (for the photos that match it) and answered marked with the words that say what was
 * done (takeDisclosureOf: "Virtually staged" only where the engine furnished the room), with the originals page's link
 * and QR code for `label-link`; the marked one is the result, so the unmarked one is never offered. Null for any other
 * job.
 */
async function disclose(
  deps: SaveVariantDeps,
  job: RemixJobRecord,
  { key, image: { engine } }: { key: string; image: { engine: ImageEngine } },
  image: Buffer,
): Promise<{ marked: Buffer; unmarkedKey: string } | null> {
  const mark = job.listing && disclosureMarkOf(job.listing, takeDisclosureOf(job, engine).words);
  if (!mark) return null;
  const unmarkedKey = unmarkedBlobKey(key);
  await deps.blobStore.put(unmarkedKey, image, 'image/jpeg');
  return { marked: await markDisclosure(image, mark), unmarkedKey };
}
