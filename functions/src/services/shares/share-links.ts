import { API_ROUTES, apiPath } from '@roomremix/contracts/api-paths';
import { type ShareImage, sharePagePath } from '@roomremix/contracts/shares';
import type { ShareRecord } from '../../ports/shares';

/** The absolute URL of a share's public page. */
export function shareUrl(share: Pick<ShareRecord, 'origin' | 'token'>): string {
  return `${share.origin}${sharePagePath(share.token)}`;
}

/** The path of one of a share's images, served through the share. */
export function shareImagePath(token: string, image: ShareImage): string {
  return apiPath(API_ROUTES.publicShareImage, { token, image });
}

/** Whether the share publishes the original photo; shares made before the choice existed do. */
export function includesOriginal(share: Pick<ShareRecord, 'includesOriginal'>): boolean {
  return share.includesOriginal ?? true;
}
