import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { FILE_MESSAGES } from '@roomremix/contracts/messages';
import express, { type Router } from 'express';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import { isLocalFsBlobStore } from '../../adapters/blob-store/create-blob-store';
import { RequestError } from '../request-error';
import { sendImage } from '../send-image';

/** What the files route needs from the app's dependencies. */
export interface FilesRouteDeps {
  blobStore: BlobStore;
}

/**
 * `GET /files/<key>?expires=&sig=`: serves the local blob store's signed URLs (dev and tests; with Cloud Storage the
 * URLs point at Google and this route does not exist). The signature is the capability, like a GCS signed URL: no
 * session is needed, so the app mounts this before the session check and an <img> costs no revocation lookup.
 * A bad or tampered signature is 403, an expired one 410, a deleted image 404.
 *
 * Caching: the app marks every answer `no-store`; here that is replaced by `private, max-age=<seconds the link has
 * left>`. The bytes under a key never change (keys are per upload and per claim) and the URL embeds its expiry, so
 * the browser may keep the image exactly as long as the link is valid, and the result grid and dialogs do not
 * download it again (signed expiries are rounded, so re-listed URLs repeat). `private` keeps it out of Hosting's CDN
 * and any shared cache.
 */
export function filesRouter({ blobStore }: FilesRouteDeps): Router {
  const router = express.Router();
  if (!isLocalFsBlobStore(blobStore)) return router;

  router.get(API_ROUTES.file, async (req, res) => {
    const segments = req.params.key as unknown as string[];
    const key = segments.join('/');
    const { expires, sig } = req.query;
    const check = blobStore.verifySignedUrl(key, expires, sig);
    if (check === 'invalid') throw new RequestError('forbidden', FILE_MESSAGES.invalidLink);
    if (check === 'expired') throw new RequestError('gone', FILE_MESSAGES.expiredLink);
    const blob = await blobStore.get(key);
    if (!blob) throw new RequestError('not_found', FILE_MESSAGES.notFound);

    const secondsLeft = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000));
    sendImage(res, blob, {
      filename: segments.at(-1) ?? 'image',
      cacheControl: `private, max-age=${secondsLeft}`,
      crossOrigin: false,
    });
  });

  return router;
}
