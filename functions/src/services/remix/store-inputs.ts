import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { RemixJobRecord, StoredImageRef } from '../../ports/remix-jobs';
import { refuseBlankPhoto } from '../../adapters/image-codec/blank-photo';
import { decodeUpload, type DecodedImage } from '../../adapters/image-codec/image-codec';
import { decodeMask, type DecodedMask, InvalidMaskError } from '../../adapters/image-codec/mask';
import type { Logger } from '../../adapters/logging/logger';
import { inputBlobKeys } from '../../domain/remix-job';
import { deleteBlobs } from '../core';

/** What storing a submit's images needs. */
export interface StoreInputsDeps {
  blobStore: BlobStore;
  logger: Logger;
}

/** The images of one submit: the raw uploads, and what a mask of the whole photo means for the mode. */
export interface InputUploads {
  uid: string;
  base: Buffer;
  references: readonly Buffer[];
  /** A PNG the size of the upright base: white marks the region to change. */
  mask?: Buffer | undefined;
  /** Set when the mode needs part of the photo left unpainted: a mask of the whole photo is refused with it. */
  wholeMaskRefusal?: string | undefined;
}

/** The inputs as the job keeps them, and every blob key written (deleted again if no job comes of them). */
export interface StoredInputs {
  inputs: RemixJobRecord['inputs'];
  keys: string[];
}

/** Uploads decoded at once: sharp runs on libuv's 4 threads, and a 50 MP image can take ~150 MB while it does. */
const DECODE_CONCURRENCY = 3;

/**
 * Decodes every image (content decides the type; rotated, stripped, re-encoded; a blank photo refused) and stores it
 * under a server-made key once `balanceChecked` passed, then checks and stores the mask. Any failure deletes what was
 * stored and rethrows.
 */
export async function storeInputs(
  deps: StoreInputsDeps,
  uploads: InputUploads,
  balanceChecked: Promise<void>,
): Promise<StoredInputs> {
  const keys = inputBlobKeys(uploads.uid, randomUUID().replaceAll('-', ''), uploads.references.length);
  const allKeys = [keys.base, ...keys.references];
  const stored = await decodeAndStore(deps, [uploads.base, ...uploads.references], allKeys, balanceChecked);
  const mask = uploads.mask
    ? await checkAndStoreMask(deps, { upload: uploads.mask, wholeRefusal: uploads.wholeMaskRefusal }, stored, keys.mask)
    : null;
  if (mask) allKeys.push(mask.key);
  return { inputs: { base: stored[0] as StoredImageRef, references: stored.slice(1), mask }, keys: allKeys };
}

/**
 * Checks the mask against the stored base and stores it; a refused mask deletes the stored images again. A mask that
 * marks the whole photo asks for nothing the prompt does not, so it is not kept, unless the mode needs part of the
 * photo left unpainted (`wholeRefusal`): then it is refused.
 */
async function checkAndStoreMask(
  deps: StoreInputsDeps,
  { upload, wholeRefusal }: { upload: Buffer; wholeRefusal: string | undefined },
  stored: readonly StoredImageRef[],
  key: string,
): Promise<StoredImageRef | null> {
  const base = stored[0] as StoredImageRef;
  let mask: DecodedMask;
  try {
    mask = await decodeMask(upload, base);
    if (mask.whole && wholeRefusal !== undefined) throw new InvalidMaskError(wholeRefusal);
  } catch (error) {
    await deleteBlobs(
      deps,
      stored.map((image) => image.key),
    );
    throw error;
  }
  if (mask.whole) return null;
  await deps.blobStore.put(key, mask.buffer, 'image/png');
  return { key, width: base.width, height: base.height, bytes: mask.buffer.byteLength };
}

/**
 * Decodes the uploads (the base first) a few at a time and stores each one as soon as it is decoded and the balance
 * check passed, so decoding, the balance read and the writes overlap. The first failure (a refused image, too few
 * tokens, a write) stops the rest from starting, and whatever was stored is deleted again before it is rethrown.
 */
async function decodeAndStore(
  deps: StoreInputsDeps,
  buffers: readonly Buffer[],
  keys: readonly string[],
  balanceChecked: Promise<void>,
): Promise<StoredImageRef[]> {
  // Observed here so a refusal that no upload reaches (an image failed first) is not an unhandled rejection.
  balanceChecked.catch(() => undefined);
  const written: string[] = [];
  let failure: { error: unknown } | undefined;
  const store = async (buffer: Buffer, index: number): Promise<StoredImageRef | undefined> => {
    if (failure) return undefined;
    const image: DecodedImage = await decodeUpload(buffer);
    // The first upload is the room photo; a reference may rightly be a plain swatch.
    if (index === 0) await refuseBlankPhoto(image.buffer);
    await balanceChecked;
    if (failure) return undefined;
    const key = keys[index] as string;
    written.push(key);
    await deps.blobStore.put(key, image.buffer, image.contentType);
    return { key, width: image.width, height: image.height, bytes: image.byteLength };
  };
  const stored = await pLimit(DECODE_CONCURRENCY).map(buffers, (buffer, index) =>
    store(buffer, index).catch((error: unknown) => {
      failure ??= { error };
      return undefined;
    }),
  );
  if (failure) {
    await deleteBlobs(deps, written);
    throw failure.error;
  }
  return stored as StoredImageRef[];
}
