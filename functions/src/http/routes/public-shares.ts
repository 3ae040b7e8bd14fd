import { API_ROUTES } from '@roomremix/contracts/api-paths';
import { ROOM_STYLE_LABELS } from '@roomremix/contracts/enums';
import { SHARE_MESSAGES } from '@roomremix/contracts/messages';
import { SHARE_IMAGES, SHARE_PAGE_PATH, SHARE_PREVIEW_SIZE, type ShareImage } from '@roomremix/contracts/shares';
import express, { type Router } from 'express';
import type { Repositories } from '../../ports/repositories';
import type { AppShell } from '../../adapters/app-shell/app-shell';
import type { BlobStore } from '../../adapters/blob-store/blob-store';
import type { Logger } from '../../adapters/logging/logger';
import type { Clock } from '../../domain/clock';
import type { RateLimitPolicies } from '../../domain/rate-limit';
import { withPreviewTags, type SharePreviewTags } from '../../domain/share-page';
import {
  countShareRead,
  findShare,
  type ShareLookup,
  shareImageBlob,
  shareImagePath,
  shareUrl,
  viewShare,
} from '../../services/shares';
import { RequestError } from '../request-error';
import { answerFor } from '../error-map';
import { notLive } from '../not-live';
import { rateLimitSubject } from '../rate-limit-subject';
import { sendImage } from '../send-image';

/** What the public share routes need from the app's dependencies. */
export interface PublicSharesRouteDeps {
  repositories: Repositories;
  blobStore: BlobStore;
  appShell: AppShell;
  /** The app's main origin, for the tags of a page that names no live share. */
  siteOrigin: string;
  rateLimits: Pick<RateLimitPolicies, 'publicShareReadsPerAddress'>;
  /** The key of the rate-limit counters' ids (AppConfig.rateLimitIdSecret). */
  rateLimitIdSecret: string;
  /** The day a view is counted in; the system's clock unless a test sets it. */
  now?: Clock | undefined;
}

/** What a token that names no live share is answered with. */
const SHARE_NOT_LIVE = { revoked: SHARE_MESSAGES.revoked, missing: SHARE_MESSAGES.notFound };

/**
 * Anyone's side of sharing, no session needed (docs/api.md#shares): `GET /public/shares/:token` (what the page shows;
 * rate limited per address, a view counted on an address's first read of the day) and
 * `GET /public/shares/:token/{before,after,preview}.jpg`, served through the share so revoking it stops them at once
 * (`no-store`: no cache keeps them either). Unknown tokens are 404, revoked ones 410.
 */
export function publicSharesRouter(deps: PublicSharesRouteDeps): Router {
  const router = express.Router();
  const depsFor = (logger: Logger) => ({ ...deps, logger });

  router.get(API_ROUTES.publicShare, async (req, res) => {
    const visitor = rateLimitSubject(req);
    const policy = deps.rateLimits.publicShareReadsPerAddress;
    await countShareRead(deps, policy, visitor);
    const lookup = await findShare(depsFor(res.locals.logger), req.params.token as string);
    if (lookup.kind !== 'live') throw notLive(lookup, SHARE_NOT_LIVE);
    res.json(await viewShare(depsFor(res.locals.logger), lookup.live, visitor));
  });

  router.get(API_ROUTES.publicShareImage, async (req, res) => {
    const image = req.params.image as string;
    if (!(SHARE_IMAGES as readonly string[]).includes(image))
      throw new RequestError('not_found', SHARE_MESSAGES.notFound);
    const lookup = await findShare(depsFor(res.locals.logger), req.params.token as string);
    if (lookup.kind !== 'live') throw notLive(lookup, SHARE_NOT_LIVE);
    const blob = await shareImageBlob(depsFor(res.locals.logger), lookup.live, image as ShareImage);
    if (!blob) throw new RequestError('not_found', SHARE_MESSAGES.notFound);
    sendImage(res, blob, { filename: image, cacheControl: 'no-store', crossOrigin: true });
  });

  return router;
}

/**
 * `GET /s/:token` (Hosting rewrites it to the api function): the app's HTML with the share's link-preview tags, so a
 * messenger shows the title and the before/after preview; the app then renders the share from the public API. A token
 * naming no live share gets the app with generic tags and its 404 or 410 status, and the app says why. Every answer
 * is `noindex`.
 */
export function sharePageRouter(deps: Omit<PublicSharesRouteDeps, 'rateLimits'>): Router {
  const router = express.Router();

  router.get(SHARE_PAGE_PATH, async (req, res) => {
    const logger: Logger = res.locals.logger;
    const lookup = await findShare({ ...deps, logger }, req.params.token as string);
    const shell = await deps.appShell();
    const status = lookup.kind === 'live' ? 200 : answerFor(notLive(lookup, SHARE_NOT_LIVE)).status;
    res
      .status(status)
      .set({ 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex' })
      .send(withPreviewTags(shell, previewTagsOf(lookup, deps.siteOrigin)));
  });

  return router;
}

const GENERIC_DESCRIPTION = 'Redesign your room with AI: upload a photo, pick a style and get a new look in seconds.';

/** The preview tags of a share page: the share's own when it is live, RoomRemix's otherwise. */
function previewTagsOf(lookup: ShareLookup, siteOrigin: string): SharePreviewTags {
  const size = { imageWidth: SHARE_PREVIEW_SIZE.width, imageHeight: SHARE_PREVIEW_SIZE.height };
  if (lookup.kind !== 'live') {
    return { title: 'RoomRemix', description: GENERIC_DESCRIPTION, url: `${siteOrigin}/`, imageUrl: null, ...size };
  }
  const { share, result } = lookup.live;
  const named = result.roomStyle !== 'none' && result.roomStyle !== 'other';
  const redesign = named ? `${ROOM_STYLE_LABELS[result.roomStyle]} redesign` : 'a room redesign';
  return {
    title: result.title || 'A room remixed with RoomRemix',
    description: `Before and after: ${redesign}. ${SHARE_MESSAGES.madeWith}.`,
    url: shareUrl(share),
    imageUrl: `${share.origin}${shareImagePath(share.token, 'preview.jpg')}`,
    ...size,
  };
}
