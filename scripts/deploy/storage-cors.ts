/** One rule of a Cloud Storage bucket's CORS configuration, as `gcloud storage buckets update --cors-file` takes it. */
export interface StorageCorsRule {
  origin: string[];
  method: string[];
  responseHeader: string[];
  maxAgeSeconds: number;
}

/**
 * The bucket CORS the web app needs: its origins may GET result images (the browser fetches a signed URL to download
 * it under its own name, and "Remix this result" reads it back; web/src/features/remix/api/fetch-result-image.ts).
 * Built from the api's ALLOWED_ORIGINS so the two never disagree.
 */
export function storageCorsOf(allowedOrigins: readonly string[]): StorageCorsRule[] {
  return [{ origin: [...allowedOrigins], method: ['GET'], responseHeader: ['Content-Type'], maxAgeSeconds: 3600 }];
}
