import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';

/** A picked image as the form keeps it: the file and a local preview address. */
export interface PickedImage {
  id: string;
  file: File;
  previewUrl: string;
}

/** What a drop or a file pick gave: the files taken (at most the free slots) and one message per rejected file. */
export interface PickResult {
  accepted: File[];
  errors: string[];
}

const ACCEPTED_TYPES: readonly string[] = UPLOAD_LIMITS.acceptedMimeTypes;

/** Why `file` cannot be uploaded, empty when it can. */
export function fileRejectionReasons(file: File): string[] {
  const reasons: string[] = [];
  if (!ACCEPTED_TYPES.includes(file.type)) reasons.push(`File type must be ${ACCEPTED_TYPES.join(', ')}`);
  if (file.size > UPLOAD_LIMITS.maxFileBytes) reasons.push(`File is larger than ${UPLOAD_LIMITS.maxFileBytes} bytes`);
  if (file.size === 0) reasons.push('File is smaller than 1 bytes');
  return reasons;
}

/**
 * Applies the upload rules to newly picked files: files beyond the `freeSlots` are dropped silently, the others are
 * accepted or rejected with 'Invalid file: ' and their joined reasons.
 */
export function pickFiles(files: readonly File[], freeSlots: number): PickResult {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files.slice(0, Math.max(0, freeSlots))) {
    const reasons = fileRejectionReasons(file);
    if (reasons.length > 0) errors.push(`Invalid file: ${reasons.join(', ')}`);
    else accepted.push(file);
  }
  return { accepted, errors };
}

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** A file size in Bytes, KB, MB or GB with one decimal, e.g. '0 Bytes', '1.5 KB', '25.0 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const exponent = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  if (exponent === 0) return `${bytes} Bytes`;
  return `${(bytes / 1024 ** exponent).toFixed(1)} ${UNITS[exponent]}`;
}
