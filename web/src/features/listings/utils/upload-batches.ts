import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';

/**
 * Photos sent per request: eight downscaled photos (2048 px JPEGs, a few MB each) stay well under the 32 MB a request
 * may carry, and a large pick still shows progress request by request.
 */
const PHOTOS_PER_REQUEST = 8;

/** Room left in a request for the multipart boundaries and headers around the files. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The files split into requests of at most PHOTOS_PER_REQUEST files and at most the request limit in bytes, in order.
 * A file larger than the limit on its own still goes alone: the server refuses it with its own message.
 */
export function uploadBatches(files: readonly File[]): File[][] {
  const maxBytes = UPLOAD_LIMITS.maxRequestBytes - MULTIPART_OVERHEAD_BYTES;
  const batches: File[][] = [];
  let current: File[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length > 0 && (current.length === PHOTOS_PER_REQUEST || bytes + file.size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
