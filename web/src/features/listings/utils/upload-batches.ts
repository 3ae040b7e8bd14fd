import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';

/** Room left in a request for the multipart boundaries and part headers around the files (about 200 bytes a file). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The most the files of one request may weigh: the API's request limit (32 MB) less the multipart framing. */
export const REQUEST_FILE_BYTES = UPLOAD_LIMITS.maxRequestBytes - MULTIPART_OVERHEAD_BYTES;

/** The photos in requests, in order, and those no request can carry. */
export interface UploadPlan {
  batches: File[][];
  /** Files larger than the API takes a file (or than a request can carry), set aside with no request sent. */
  tooLarge: File[];
}

/**
 * The files split into requests in order, as many to a request as fit under the request limit in bytes, so a pick
 * of phone photos goes in a few requests and a large pick still shows progress request by request. A file too large
 * on its own is set aside for a refusal that names it: sent, it would only get the platform's bare 413.
 */
export function uploadBatches(files: readonly File[]): UploadPlan {
  const maxFileBytes = Math.min(UPLOAD_LIMITS.maxFileBytes, REQUEST_FILE_BYTES);
  const batches: File[][] = [];
  const tooLarge = files.filter((file) => file.size > maxFileBytes);
  let current: File[] = [];
  let bytes = 0;
  for (const file of files.filter((candidate) => candidate.size <= maxFileBytes)) {
    if (current.length > 0 && bytes + file.size > REQUEST_FILE_BYTES) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length > 0) batches.push(current);
  return { batches, tooLarge };
}
