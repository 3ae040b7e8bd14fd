import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { UPLOAD_MESSAGES } from '@roomremix/contracts/messages';
import busboy from 'busboy';
import type { Request } from 'express';
import { RequestError } from './request-error';

/** Hard limits of one multipart body; anything over them is refused before it is held in memory. */
export interface MultipartLimits {
  /** Whole body, in bytes (the Content-Length check and a running count for chunked bodies). */
  maxRequestBytes: number;
  /** Each file, in bytes. */
  maxFileBytes: number;
  /** Files per field name; a field not listed takes no files. */
  maxFilesPerField: Readonly<Record<string, number>>;
  /** Text fields, and bytes per text field. */
  maxFields: number;
  maxFieldBytes: number;
}

/** The limits of `POST /api/process` (docs/api.md#post-apiprocess). */
export const PROCESS_MULTIPART_LIMITS: MultipartLimits = {
  maxRequestBytes: UPLOAD_LIMITS.maxRequestBytes,
  maxFileBytes: UPLOAD_LIMITS.maxFileBytes,
  maxFilesPerField: { baseImage: UPLOAD_LIMITS.baseImages, referenceImages: UPLOAD_LIMITS.referenceImages, mask: 1 },
  // The form sends 9 text fields; the longest is the labels' JSON (10 × 200 characters, escaped).
  maxFields: 20,
  maxFieldBytes: 64 * 1024,
};

/** A parsed multipart body: the files by field name, in order, and the text fields. */
export interface MultipartBody {
  files: Map<string, Buffer[]>;
  fields: Record<string, string>;
}

/** Parts busboy may see at most: every allowed file plus one over per field, and the fields. */
const partsLimit = (limits: MultipartLimits) =>
  Object.values(limits.maxFilesPerField).reduce((sum, count) => sum + count + 1, 0) + limits.maxFields + 1;

/** Answers 413 when the declared Content-Length is over the limit, before a byte of the body is read. */
export function assertContentLength(req: Request, limits: MultipartLimits): void {
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > limits.maxRequestBytes) {
    throw new RequestError('payload_too_large', UPLOAD_MESSAGES.requestTooLarge);
  }
}

/**
 * Reads a multipart/form-data body with busboy under hard limits: the whole body (413), each file (413), files per
 * field (400: one base image, ten references), the number and size of text fields (400). A file over a limit is
 * drained, not buffered, so memory stays bounded by the request limit. In Cloud Functions (and the functions
 * emulator) the platform has already read the body into `req.rawBody`; in-process it is streamed from the request.
 * The first problem found is thrown as an RequestError once the body has been read to its end.
 */
export function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.maxFileBytes,
          files: partsLimit(limits),
          fields: limits.maxFields,
          fieldSize: limits.maxFieldBytes,
          parts: partsLimit(limits),
          fieldNameSize: 100,
        },
      });
    } catch {
      reject(new RequestError('bad_request', UPLOAD_MESSAGES.notMultipart));
      return;
    }

    const files = new Map<string, Buffer[]>();
    // Counted when a file starts, not when it ends: busboy may announce the next file before the last one's end.
    const counts = new Map<string, number>();
    const fields: Record<string, string> = {};
    let problem: RequestError | undefined;
    let settled = false;
    const fail = (error: RequestError) => {
      problem ??= error;
    };
    const finish = () => {
      if (settled) return;
      settled = true;
      if (problem) reject(problem);
      else resolve({ files, fields });
    };

    parser.on('file', (field, stream) => {
      // busboy destroys an unfinished file with an error when the body ends early; unheard, it would end the process.
      stream.on('error', () => fail(interrupted()));
      const list = files.get(field) ?? [];
      const allowed = limits.maxFilesPerField[field];
      const count = (counts.get(field) ?? 0) + 1;
      counts.set(field, count);
      if (allowed === undefined || count > allowed) {
        fail(new RequestError('validation_failed', tooManyFilesMessage(field, allowed)));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!problem) chunks.push(chunk);
      });
      stream.on('limit', () => {
        fail(
          new RequestError(
            'payload_too_large',
            UPLOAD_MESSAGES.invalidFile([UPLOAD_MESSAGES.fileTooLarge(limits.maxFileBytes)]),
          ),
        );
      });
      stream.on('end', () => {
        if (!problem) list.push(Buffer.concat(chunks));
      });
      files.set(field, list);
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated)
        fail(new RequestError('validation_failed', UPLOAD_MESSAGES.tooManyFields));
      else if (Object.hasOwn(fields, name))
        fail(new RequestError('validation_failed', UPLOAD_MESSAGES.duplicateField(name)));
      else fields[name] = value;
    });
    parser.on('fieldsLimit', () => fail(new RequestError('validation_failed', UPLOAD_MESSAGES.tooManyFields)));
    parser.on('filesLimit', () => fail(new RequestError('validation_failed', UPLOAD_MESSAGES.tooManyFiles)));
    parser.on('partsLimit', () => fail(new RequestError('validation_failed', UPLOAD_MESSAGES.tooManyFiles)));
    parser.on('error', (error: Error) => {
      fail(endedEarly(error) ? interrupted() : new RequestError('bad_request', UPLOAD_MESSAGES.malformedMultipart));
      finish();
    });
    parser.on('close', finish);

    const rawBody = (req as { rawBody?: unknown }).rawBody;
    if (Buffer.isBuffer(rawBody)) {
      // Cloud Functions: the body was read before our code ran; the platform caps it at 32 MB itself.
      if (rawBody.byteLength > limits.maxRequestBytes) {
        reject(new RequestError('payload_too_large', UPLOAD_MESSAGES.requestTooLarge));
        return;
      }
      parser.end(rawBody);
      return;
    }
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > limits.maxRequestBytes && !problem) {
        // A chunked body without Content-Length: stop holding parts, keep draining so the answer reaches the client.
        fail(new RequestError('payload_too_large', UPLOAD_MESSAGES.requestTooLarge));
        req.unpipe(parser);
        req.resume();
        finish();
      }
    });
    req.on('close', () => {
      // The client went away before the body ended: busboy would wait for the rest forever.
      if (req.complete) return;
      fail(interrupted());
      req.unpipe(parser);
      parser.destroy();
      finish();
    });
    req.pipe(parser);
  });
}

/** The answer to a body that stopped before its closing boundary. */
const interrupted = () => new RequestError('bad_request', UPLOAD_MESSAGES.uploadInterrupted);

/** Whether busboy failed because the body ended early (its 'Unexpected end of form/file'), not because it is garbled. */
const endedEarly = (error: Error) => error.message.startsWith('Unexpected end');

/** 400 text for a file beyond what its field takes, or in a field that takes none. */
function tooManyFilesMessage(field: string, allowed: number | undefined): string {
  if (field === 'baseImage') return UPLOAD_MESSAGES.tooManyBaseImages;
  if (field === 'referenceImages') return UPLOAD_MESSAGES.tooManyReferenceImages;
  if (field === 'mask') return UPLOAD_MESSAGES.tooManyMasks;
  return allowed === undefined ? UPLOAD_MESSAGES.unexpectedFile(field.slice(0, 40)) : UPLOAD_MESSAGES.tooManyFiles;
}
