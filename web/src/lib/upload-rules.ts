import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { UPLOAD_MESSAGES } from '@roomremix/contracts/messages';

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

/** Why `file` cannot be uploaded, judged by its declared type and size; empty when it can. */
export function fileRejectionReasons(file: File): string[] {
  const reasons: string[] = [];
  if (!ACCEPTED_TYPES.includes(file.type)) reasons.push(UPLOAD_MESSAGES.fileType(ACCEPTED_TYPES));
  if (file.size > UPLOAD_LIMITS.maxFileBytes) reasons.push(UPLOAD_MESSAGES.fileTooLarge(UPLOAD_LIMITS.maxFileBytes));
  if (file.size === 0) reasons.push(UPLOAD_MESSAGES.fileEmpty);
  return reasons;
}

/**
 * Whether the browser decodes `file` as an image, so a text file named .jpg is refused on pick rather than after the
 * upload. Where the browser cannot decode off-screen (no `createImageBitmap`) the server's check stands alone.
 */
async function decodesAsImage(file: File): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Applies the upload rules to newly picked files: files beyond the `freeSlots` are dropped silently, the others are
 * accepted or rejected with a message naming the file and its reasons. Files are decoded one at a time, so ten large
 * photos never sit in memory as bitmaps at once.
 */
export async function pickFiles(files: readonly File[], freeSlots: number): Promise<PickResult> {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files.slice(0, Math.max(0, freeSlots))) {
    let reasons = fileRejectionReasons(file);
    if (reasons.length === 0 && !(await decodesAsImage(file))) reasons = [UPLOAD_MESSAGES.notAnImage];
    if (reasons.length > 0) errors.push(UPLOAD_MESSAGES.invalidFile(reasons, file.name));
    else accepted.push(file);
  }
  return { accepted, errors };
}
