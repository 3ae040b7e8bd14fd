import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type RemixJob, IDEMPOTENCY_KEY_HEADER, processResponseSchema } from '@roomremix/contracts/remix';
import { type RemixSettings, processFormFields } from '@roomremix/contracts/remix-settings';
import { ApiError } from '@/lib/api-client';

/** What one Start Remix click sends to `POST /api/process`. */
export interface RemixSubmission {
  baseImage: File;
  referenceImages: File[];
  /** The painted region: a PNG the size of `baseImage`, white = change. */
  mask?: File | undefined;
  settings: RemixSettings;
  title: string;
  /** New per click, reused when that click is retried, so the server debits once. */
  idempotencyKey: string;
}

/** Builds the multipart body of `POST /api/process`: the files and the text fields (docs/api.md#post-apiprocess). */
export function remixFormData({ baseImage, referenceImages, mask, settings, title }: RemixSubmission): FormData {
  const form = new FormData();
  form.append('baseImage', baseImage, baseImage.name);
  for (const file of referenceImages) form.append('referenceImages', file, file.name);
  if (mask) form.append('mask', mask, mask.name);
  const labels = Array.from(
    { length: referenceImages.length },
    (_, index) => settings.referenceImageLabels[index] ?? '',
  );
  for (const [name, value] of Object.entries(processFormFields({ ...settings, referenceImageLabels: labels }, title))) {
    form.append(name, value);
  }
  return form;
}

/**
 * `POST /api/process`: uploads the images and starts a remix job, answered `202 {job}`. It goes through
 * XMLHttpRequest rather than fetch because only XHR reports upload progress: `onUploadProgress` gets the fraction
 * of bytes sent (0–1). A non-OK answer rejects with an `ApiError` like every other call.
 */
export function submitRemix(
  submission: RemixSubmission,
  onUploadProgress?: (fraction: number) => void,
): Promise<RemixJob> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiPath(API_ROUTES.process));
    request.withCredentials = true;
    request.setRequestHeader(IDEMPOTENCY_KEY_HEADER, submission.idempotencyKey);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.statusText, request.responseText));
        return;
      }
      try {
        onUploadProgress?.(1);
        resolve(processResponseSchema.parse(JSON.parse(request.responseText)).job);
      } catch (error) {
        reject(error instanceof Error ? error : new Error('The server answered the remix with something unexpected'));
      }
    });
    request.addEventListener('error', () =>
      reject(new Error('Could not reach the server. Check your connection and try again.')),
    );
    request.addEventListener('abort', () => reject(new Error('The upload was cancelled')));
    request.send(remixFormData(submission));
  });
}
