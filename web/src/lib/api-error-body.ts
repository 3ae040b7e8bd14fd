import { type ApiErrorBody, apiErrorBodySchema } from '@roomremix/contracts/api-error';
import { ApiError } from './api-client';

/** The API's JSON error body (`{message, code, issues?}`) carried by a failed call, or null for any other error. */
export function readApiErrorBody(error: unknown): ApiErrorBody | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(error.responseText));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
