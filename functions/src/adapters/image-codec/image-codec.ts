import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import type { ImageMimeType } from '@roomremix/contracts/enums';
import { UPLOAD_MESSAGES } from '@roomremix/contracts/messages';
import sharp from 'sharp';
import { namedError } from '../../domain/named-error';
import { budgeted } from './budget';
import { containerProblem, findEmbeddedMarkup, sniffImageType } from './container';

/** JPEG quality of re-encoded uploads: visually lossless for photos, about a third of a PNG's size. */
export const UPLOAD_JPEG_QUALITY = 90;
/** A decode that takes longer than this is stopped (a 50 MP image decodes in well under a second here). */
const DECODE_TIMEOUT_SECONDS = 30;
/**
 * Pixels decoded at once in this instance, whatever the requests: a decode holds about 3.5 bytes a pixel while it
 * runs (measured: +170 MiB for an 8000 × 6000 photo turned upright), so one 48 MP photo or several phone photos at a
 * time keep uploads within the api's 512 MiB.
 */
const withinDecodeBudget = budgeted(UPLOAD_LIMITS.maxInputPixels);

/** Why an upload was refused; the HTTP layer answers the error's message (http/error-map.ts). */
export type InvalidImageReason = 'unsupported-type' | 'malformed' | 'too-many-pixels' | 'file-too-large' | 'blank';

/** The user-facing messages of refused uploads. */
export const INVALID_IMAGE_MESSAGES = {
  'unsupported-type': UPLOAD_MESSAGES.invalidFile([UPLOAD_MESSAGES.fileType(UPLOAD_LIMITS.acceptedMimeTypes)]),
  malformed: UPLOAD_MESSAGES.invalidFile([UPLOAD_MESSAGES.notAnImage]),
  'too-many-pixels': UPLOAD_MESSAGES.tooManyPixels,
  'file-too-large': UPLOAD_MESSAGES.invalidFile([UPLOAD_MESSAGES.fileTooLarge(UPLOAD_LIMITS.maxFileBytes)]),
  blank: UPLOAD_MESSAGES.blankPhoto,
} as const satisfies Record<InvalidImageReason, string>;

/** An upload that is not an image we accept; `message` is safe to show, `detail` is for the log. */
export class InvalidImageError extends namedError('InvalidImageError') {
  readonly reason: InvalidImageReason;
  readonly detail: string;

  constructor(reason: InvalidImageReason, detail: string, options?: ErrorOptions) {
    super(INVALID_IMAGE_MESSAGES[reason], options);
    this.reason = reason;
    this.detail = detail;
  }
}

/** A safely re-encoded upload, ready for the blob store and the engines. */
export interface DecodedImage {
  buffer: Buffer;
  contentType: ImageMimeType;
  width: number;
  height: number;
  byteLength: number;
  /** What the upload was, by content. */
  sourceType: ImageMimeType;
}

const SHARP_FORMAT = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

/**
 * Turns untrusted upload bytes into a clean JPEG. The content decides the type, never the name or the Content-Type: the
 * magic bytes must say PNG, JPEG or WEBP, the container must be complete with nothing after its end and no HTML or
 * script inside (polyglots), and sharp must detect the same format. The pixel count is read from the header before any
 * pixel is decoded, so a 14000×14000 PNG bomb costs microseconds. Then the image is auto-rotated by its EXIF
 * orientation, flattened onto white, converted to sRGB and re-encoded, which drops every metadata block (EXIF with GPS,
 * XMP, IPTC, ICC) and anything else the original bytes carried. With `maxLongEdge`, a larger image is scaled down so its
 * long edge is that (never enlarged).
 */
export async function decodeUpload(
  input: Buffer | Uint8Array,
  { maxLongEdge }: { maxLongEdge?: number } = {},
): Promise<DecodedImage> {
  const buffer = Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (buffer.byteLength > UPLOAD_LIMITS.maxFileBytes) {
    throw new InvalidImageError('file-too-large', `${buffer.byteLength} bytes`);
  }
  const sourceType = sniffImageType(buffer);
  if (!sourceType)
    throw new InvalidImageError('unsupported-type', `magic bytes ${buffer.subarray(0, 12).toString('hex')}`);
  const problem = containerProblem(buffer, sourceType);
  if (problem) throw new InvalidImageError('malformed', problem);
  const markup = findEmbeddedMarkup(buffer);
  if (markup) throw new InvalidImageError('malformed', `embedded markup '${markup}'`);

  const options = {
    limitInputPixels: UPLOAD_LIMITS.maxInputPixels,
    // 'error' stops on corrupt or truncated pixel data but lets benign decoder warnings through.
    failOn: 'error',
    sequentialRead: true,
  } as const;
  // The header is read without the pixel limit so the check below can name the size; no pixel is decoded here.
  const metadata = await sharpOrInvalid(() => sharp(buffer, { ...options, limitInputPixels: false }).metadata());
  if (metadata.format !== SHARP_FORMAT[sourceType]) {
    throw new InvalidImageError('unsupported-type', `magic bytes say ${sourceType}, decoder says ${metadata.format}`);
  }
  if (metadata.width * metadata.height > UPLOAD_LIMITS.maxInputPixels) {
    throw new InvalidImageError('too-many-pixels', `${metadata.width}×${metadata.height}`);
  }

  const upright = sharp(buffer, options).timeout({ seconds: DECODE_TIMEOUT_SECONDS }).autoOrient();
  const sized =
    maxLongEdge === undefined
      ? upright
      : upright.resize(maxLongEdge, maxLongEdge, { fit: 'inside', withoutEnlargement: true });
  const { data, info } = await withinDecodeBudget(metadata.width * metadata.height, () =>
    sharpOrInvalid(() =>
      sized
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        // Without Huffman optimisation: it costs about a third of the re-encode (measured: 94 → 60 ms for a 2048 px
        // photo) for 6 % fewer bytes, and this runs on the submit's critical path for up to 11 images.
        .jpeg({ quality: UPLOAD_JPEG_QUALITY, optimiseCoding: false })
        .toBuffer({ resolveWithObject: true }),
    ),
  );
  return {
    buffer: data,
    contentType: 'image/jpeg',
    width: info.width,
    height: info.height,
    byteLength: data.byteLength,
    sourceType,
  };
}

/**
 * Runs a sharp call on bytes that already passed the container checks: the decoder refusing them means they are
 * not a valid image. A timeout is an overloaded server, not a bad file, so it is rethrown.
 */
async function sharpOrInvalid<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new InvalidImageError('too-many-pixels', message, { cause: error });
    if (/timeout/i.test(message)) throw error;
    throw new InvalidImageError('malformed', message, { cause: error });
  }
}
