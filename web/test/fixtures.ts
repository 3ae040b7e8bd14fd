import type { Listing, ListingPhoto, StagedPhoto } from '@roomremix/contracts/listings';
import type { ImageResult, RemixJob } from '@roomremix/contracts/remix';
import { type PublicShare, type Share, sharePagePath } from '@roomremix/contracts/shares';
import type { PublicConfig } from '@roomremix/contracts/system';
import type { DisclosureRule } from '@roomremix/contracts/disclosure';
import { TOKEN_COST } from '@roomremix/contracts/constants';

/** A saved remix as `GET /api/results` returns it; `changes` override its fields. */
export function imageResult(changes: Partial<ImageResult> = {}): ImageResult {
  return {
    id: 'result-1',
    userId: 'user-1',
    title: 'Result May 3, 2025',
    baseImageUrl: '/files/base.jpg',
    resultImageUrl: '/files/result.png',
    thumbnailUrl: '/files/result-thumb.webp',
    referenceImageUrls: [],
    referenceImageLabels: [],
    maskImageUrl: null,
    textPrompt: null,
    styleIntensity: 'moderate',
    preserveStructure: true,
    roomStyle: 'scandinavian',
    customStyle: null,
    quality: 'standard',
    colorScheme: null,
    mode: 'redesign',
    roomType: null,
    tokensUsed: 1,
    createdAt: '2025-05-03T12:00:00.000Z',
    fileSize: 1234,
    width: 1024,
    height: 768,
    upscaledFrom: null,
    structureScore: 87,
    structureScoreInside: null,
    structureScoreOutside: null,
    engine: 'local',
    variant: 1,
    variantCount: 1,
    ...changes,
  };
}

/** A remix job as `POST /api/process` and `GET /api/jobs/:id` answer it: queued unless `changes` say otherwise. */
export function remixJob(changes: Partial<RemixJob> = {}): RemixJob {
  return {
    id: 'job-1',
    status: 'queued',
    stage: 'queued',
    progress: 0,
    cost: 1,
    variants: 1,
    refunded: false,
    refundedTokens: 0,
    error: null,
    notes: [],
    result: null,
    results: [],
    createdAt: '2025-05-03T12:00:00.000Z',
    ...changes,
  };
}

/**
 * A job that succeeded with `results`, its variants in order, as `GET /api/jobs/:id` answers it (`result` is the
 * first); `changes` override its fields.
 */
export function succeededJob(results: ImageResult[], changes: Partial<RemixJob> = {}): RemixJob {
  return remixJob({
    status: 'succeeded',
    stage: 'done',
    progress: 100,
    cost: results.length,
    variants: results.length,
    result: results[0] ?? null,
    results,
    ...changes,
  });
}

const PLAIN = { words: null, original: 'beside-or-link' as const, forbids: [], source: null, checked: null };

/** The disclosure rules `GET /api/config` lists: the three plain choices and one listing service's. */
export const DISCLOSURE_RULE_ROWS: DisclosureRule[] = [
  { ...PLAIN, id: 'label', name: 'Label on the photo', label: 'required', link: 'forbidden', caption: 'allowed' },
  {
    ...PLAIN,
    id: 'label-link',
    name: 'Label with a link to the originals',
    label: 'required',
    link: 'required',
    caption: 'allowed',
  },
  {
    ...PLAIN,
    id: 'caption',
    name: 'Caption only (no mark on the photo)',
    label: 'forbidden',
    link: 'forbidden',
    caption: 'required',
  },
  {
    id: 'sdmls',
    name: 'SDMLS (San Diego MLS)',
    words: 'Digitally Altered',
    label: 'forbidden',
    link: 'forbidden',
    caption: 'required',
    original: 'beside',
    forbids: ['wall colour'],
    source: 'https://support.sdmls.com/rules',
    checked: '2026-11-28',
  },
];

/** `GET /api/config` of the local stack (local engine, payments off); `changes` override its fields. */
export function publicConfig(changes: Partial<PublicConfig> = {}): PublicConfig {
  return {
    firebase: { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-roomremix', authEmulatorUrl: null },
    stripePublishableKey: null,
    imageEngine: 'local',
    engine: {
      modes: ['redesign', 'exterior', 'garden'],
      modesNeedingMask: ['declutter', 'empty'],
      followsInstructions: false,
      qualities: ['standard', 'hd', 'ultra'],
      ultraUpscaled: true,
      ultraDrawnUpTo: null,
    },
    disclosureRules: DISCLOSURE_RULE_ROWS,
    tokenCosts: { ...TOKEN_COST },
    ...changes,
  };
}

/** A share token of the form the API makes: 32 base64url characters. */
export const SHARE_TOKEN = 'Zx8_kLq2-Vn3Rt5yWb7uPm9sDf1gHj4c';

/** One of the user's live share links as `GET /api/shares` lists it; `changes` override its fields. */
export function share(changes: Partial<Share> = {}): Share {
  return {
    id: 'share-1',
    url: `http://localhost:3000${sharePagePath(SHARE_TOKEN)}`,
    createdAt: '2025-05-04T09:30:00.000Z',
    includesOriginal: true,
    resultId: 'result-1',
    title: 'Result May 3, 2025',
    views: 0,
    previewImageUrl: `/api/public/shares/${SHARE_TOKEN}/preview.jpg`,
    ...changes,
  };
}

/** What `GET /api/public/shares/:token` answers for a live share of SHARE_TOKEN; `changes` override its fields. */
export function publicShare(changes: Partial<PublicShare> = {}): PublicShare {
  const images = `/api/public/shares/${SHARE_TOKEN}`;
  return {
    title: 'Result May 3, 2025',
    roomStyle: 'scandinavian',
    styleIntensity: 'moderate',
    quality: 'standard',
    mode: 'redesign',
    roomType: null,
    createdAt: '2025-05-03T12:00:00.000Z',
    beforeImageUrl: `${images}/before.jpg`,
    afterImageUrl: `${images}/after.jpg`,
    previewImageUrl: `${images}/preview.jpg`,
    ...changes,
  };
}

/** One photo of a listing as `GET /api/listings/:id` answers it, not staged yet; `changes` override its fields. */
export function listingPhoto(changes: Partial<ListingPhoto> = {}): ListingPhoto {
  const id = changes.id ?? 'photo-1';
  return {
    id,
    originalUrl: `/files/listings/${id}.jpg`,
    previewUrl: `/files/listings/${id}-thumb.webp`,
    width: 1536,
    height: 1024,
    roomType: null,
    sameRoomAs: null,
    staged: null,
    earlierTakes: [],
    ...changes,
  };
}

/** A photo's staging as the listing shows it: queued unless `changes` say otherwise. */
export function stagedPhoto(changes: Partial<StagedPhoto> = {}): StagedPhoto {
  return {
    jobId: 'job-1',
    status: 'queued',
    look: {
      mode: 'redesign',
      roomStyle: 'modern',
      customStyle: null,
      colorScheme: null,
      textPrompt: null,
      quality: 'standard',
    },
    disclosureRule: 'label',
    createdAt: '2025-05-04T10:00:00.000Z',
    imageUrl: null,
    thumbnailUrl: null,
    structureScore: null,
    styleAnchorJobId: null,
    error: null,
    flagged: false,
    labelLink: null,
    caption: null,
    furnitureMatched: false,
    ...changes,
  };
}

/** A listing as `GET /api/listings/:id` answers it: no photos, no batch, no originals link unless `changes` say so. */
export function listing(changes: Partial<Listing> = {}): Listing {
  return {
    id: 'listing-1',
    title: '12 Harbour Street',
    photos: [],
    batch: null,
    originalsLink: null,
    disclosureRule: 'label',
    createdAt: '2025-05-03T12:00:00.000Z',
    updatedAt: '2025-05-03T12:00:00.000Z',
    ...changes,
  };
}

/** The photos `photo-1` … `photo-<count>`, in that order. */
export function listingPhotos(count: number): ListingPhoto[] {
  return Array.from({ length: count }, (_, index) => listingPhoto({ id: `photo-${index + 1}` }));
}
