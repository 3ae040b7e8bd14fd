import { z } from 'zod';
import { TEXT_LIMITS } from './constants';
import {
  type JobStatus,
  jobStatusSchema,
  qualitySchema,
  remixModeSchema,
  roomStyleOptionSchema,
  roomTypeSchema,
} from './enums';
import { FIELD_MESSAGES, LISTING_MESSAGES } from './messages';
import { remixSettingsSchema } from './remix-settings';

// The originals page's path lives in constants.ts, which brings no zod: the web's router reads it on every page.
export { ORIGINALS_PAGE_PATH, originalsPagePath } from './constants';

// The listing kit (docs/api.md#listings): a property's photos staged in one batch with matched furnishing and the
// disclosure listing services ask for.

/** How many photos a listing holds: a large listing's photo count, and what one batch stages. */
export const LISTING_MAX_PHOTOS = 30;

/**
 * A listing photo's longest edge, in pixels, kept as taken up to this (a 48 MP phone or a 45 MP camera fits); a larger
 * one is scaled down to it, by the page before sending and by the server for any other client. Every listing photo
 * also stays within the uploads' 50 megapixels (UPLOAD_LIMITS.maxInputPixels).
 */
export const LISTING_PHOTO_MAX_LONG_EDGE_PX = 8000;

/**
 * How a staged photo says it is virtually staged: `label` burns "Virtually staged" into a corner; `label-link` adds
 * the QR code of the originals page's short URL to the label; `caption` leaves the image unmarked and puts the
 * disclosure in the export's captions (for services that ban marks on images).
 */
export const DISCLOSURE_LABELS = {
  label: 'Label on the photo',
  'label-link': 'Label with a link to the originals',
  caption: 'Caption only (no mark on the photo)',
} as const;
export const disclosureSchema = z.enum(Object.keys(DISCLOSURE_LABELS) as [keyof typeof DISCLOSURE_LABELS]);
export type Disclosure = z.infer<typeof disclosureSchema>;

const titleSchema = z
  .string({ error: FIELD_MESSAGES.mustBeText('Title') })
  .trim()
  .min(1, { error: 'Give the listing a title' })
  .max(TEXT_LIMITS.title, { error: FIELD_MESSAGES.tooLong('Title', TEXT_LIMITS.title) });

const idSchema = z.string().min(1).max(128);

/** `POST /api/listings`. */
export const createListingRequestSchema = z.strictObject({ title: titleSchema });
export type CreateListingRequest = z.infer<typeof createListingRequestSchema>;

/** `PATCH /api/listings/:id`: a new title, a new photo order (every photo of the listing, each once), or both. */
export const updateListingRequestSchema = z.strictObject({
  title: titleSchema.optional(),
  photoIds: z.array(idSchema).optional(),
});
export type UpdateListingRequest = z.infer<typeof updateListingRequestSchema>;

/** `PATCH /api/listings/:id/photos/:photoId`: what the photo shows, and which photo shows the same room. */
export const updateListingPhotoRequestSchema = z.strictObject({
  roomType: roomTypeSchema.nullable().optional(),
  sameRoomAs: idSchema.nullable().optional(),
});
export type UpdateListingPhotoRequest = z.infer<typeof updateListingPhotoRequestSchema>;

/**
 * What a take of a photo looks like, as far as an engine is concerned: the settings of a staging request that change
 * the image (the disclosure only changes the mark burned in afterwards, so it is not part of it). Two takes with the
 * same look are the same work: a photo that has one is not staged (and charged) again unless asked by name.
 */
export const stagingLookSchema = z.object({
  mode: remixModeSchema,
  roomStyle: roomStyleOptionSchema,
  customStyle: z.string().nullable(),
  colorScheme: z.string().nullable(),
  textPrompt: z.string().nullable(),
  quality: qualitySchema,
});
export type StagingLook = z.infer<typeof stagingLookSchema>;

type LookSettings = Pick<StagingLook, 'mode' | 'roomStyle' | 'quality'> &
  Partial<Record<'customStyle' | 'colorScheme' | 'textPrompt', string | null>>;

/** The look of a staging's settings: texts trimmed (blank is none), a custom style only with the 'other' style. */
export function stagingLookOf(settings: LookSettings): StagingLook {
  const text = (value: string | null | undefined) => value?.trim() || null;
  return {
    mode: settings.mode,
    roomStyle: settings.roomStyle,
    customStyle: settings.roomStyle === 'other' ? text(settings.customStyle) : null,
    colorScheme: text(settings.colorScheme),
    textPrompt: text(settings.textPrompt),
    quality: settings.quality,
  };
}

/** Whether two settings make the same look (stagingLookOf). */
export function sameLook(a: LookSettings, b: LookSettings): boolean {
  const [left, right] = [stagingLookOf(a), stagingLookOf(b)];
  return (Object.keys(left) as (keyof StagingLook)[]).every((key) => left[key] === right[key]);
}

/**
 * A take that is, or will be, an image: still being made, or finished with its image. The server's plan of a staging
 * (functions/src/domain/listing-takes.ts) and the page's forecast of it (web listings utils/takes.ts) both ask this.
 */
export function isLiveTake(status: JobStatus, hasImage: boolean): boolean {
  return status === 'queued' || status === 'processing' || (status === 'succeeded' && hasImage);
}

/** A photo's staging (a take) as the listing shows it: its job's progress, then its (disclosed) image and checks. */
export const stagedPhotoSchema = z.object({
  jobId: z.string().min(1),
  status: jobStatusSchema,
  /** The settings it was made with; null when its job is gone. */
  look: stagingLookSchema.nullable(),
  /** The disclosure rule its mark and caption follow now (a disclosure change re-marks it for free). */
  disclosureRule: z.string().min(1),
  /** When it was asked for. */
  createdAt: z.iso.datetime(),
  /** The staged image as the disclosure asks (labelled unless `caption`); null until the job succeeded. */
  imageUrl: z.string().nullable(),
  /** Its preview (THUMBNAIL_LIMITS, WebP, as labelled as the image); null until the job succeeded or without one. */
  thumbnailUrl: z.string().nullable(),
  /** Edge-map similarity of the original and the staged photo, 0–100; null until measured. */
  structureScore: z.number().nullable(),
  /** The job whose finished result this photo was told to match; null for a batch's (or group's) first photo. */
  styleAnchorJobId: z.string().nullable(),
  /** Readable reason of a failed staging. */
  error: z.string().nullable(),
  /** The staging may have moved the room's structure (its score stayed low after a free second take): check it. */
  flagged: z.boolean(),
  /**
   * The originals link its label and QR code carry (`label-link`); null for another disclosure. A link turned off
   * since leaves these photos pointing at a page that answers "turned off", whatever link is made next.
   */
  labelLink: z.string().nullable(),
  /** What its disclosure says of it (the export's caption); null until it succeeded. */
  caption: z.string().nullable(),
  /** Whether an engine that follows references furnished it to match `styleAnchorJobId`'s result. */
  furnitureMatched: z.boolean(),
});
export type StagedPhoto = z.infer<typeof stagedPhotoSchema>;

export const listingPhotoSchema = z.object({
  id: z.string().min(1),
  originalUrl: z.string().min(1),
  /** The photo's preview (at most 640 px, WebP) for the page's cards; null on photos added before previews. */
  previewUrl: z.string().nullable(),
  width: z.int().positive(),
  height: z.int().positive(),
  roomType: roomTypeSchema.nullable(),
  /** Another photo of the listing showing the same room, staged with the same furniture. */
  sameRoomAs: z.string().nullable(),
  /** The take shown: the photo's latest staging (or the take a staging chose again); null before its first. */
  staged: stagedPhotoSchema.nullable(),
  /** Its other takes that still have their image, newest first: viewable and deletable, never charged for again. */
  earlierTakes: z.array(stagedPhotoSchema),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

/** The latest batch's progress: photos finished (succeeded or failed) of those it stages. */
export const listingBatchSchema = z.object({
  id: z.string().min(1),
  disclosure: disclosureSchema,
  total: z.int().positive(),
  finished: z.int().nonnegative(),
  failed: z.int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type ListingBatch = z.infer<typeof listingBatchSchema>;

/**
 * The public page of a listing's originals (`/l/<token>`, 192 random bits like a share's): each staged photo beside
 * its original, for the disclosure rules that ask for the unaltered photo (a link or QR code on the label).
 */
export const originalsLinkSchema = z.object({ id: z.string().min(1), url: z.url() });
export type OriginalsLink = z.infer<typeof originalsLinkSchema>;

/** `GET /api/listings/:id`: the listing with its photos in order. */
export const listingSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  photos: z.array(listingPhotoSchema),
  batch: listingBatchSchema.nullable(),
  /** The live originals link; null when none was made or it was turned off. */
  originalsLink: originalsLinkSchema.nullable(),
  /** The disclosure rule of its latest staging, which the staging form offers first. */
  disclosureRule: z.string().min(1),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Listing = z.infer<typeof listingSchema>;

/** One listing as `GET /api/listings` lists them, most recently changed first. */
export const listingSummarySchema = listingSchema
  .pick({ id: true, title: true, createdAt: true, updatedAt: true })
  .extend({ photoCount: z.int().nonnegative(), coverUrl: z.string().nullable() });
export type ListingSummary = z.infer<typeof listingSummarySchema>;
export const listingSummaryListSchema = z.array(listingSummarySchema);

/**
 * `POST /api/listings/:id/stagings` (with an Idempotency-Key): the settings every photo is staged with, the
 * disclosure, and which photos. Without `photoIds` it stages (and charges) only the photos with no take of this look
 * (stagingLookOf); the others show their take of this look, re-marked for free when their disclosure differs. With
 * `photoIds` it stages exactly those, takes or not (a re-stage the page confirms first). The mode starts as staging an empty
 * room; the room style is required, since matched furnishing needs one style for the whole listing. No style
 * intensity: a listing's prompt keeps walls, floors and fixtures whatever an intensity would allow (functions/src/domain/prompt.ts).
 */
export const stagingRequestSchema = remixSettingsSchema
  .pick({
    roomStyle: true,
    customStyle: true,
    quality: true,
    colorScheme: true,
    textPrompt: true,
  })
  .extend({
    mode: remixSettingsSchema.shape.mode.unwrap().default('stage'),
    /**
     * The disclosure rule the photos follow (an id of `GET /api/config`'s `disclosureRules`); without one, the
     * listing's last rule, else `label`. `disclosure`, the older field, names the plain rule of the same id.
     */
    disclosureRule: z.string().min(1).max(64).optional(),
    disclosure: disclosureSchema.optional(),
    photoIds: z.array(idSchema).min(1, { error: LISTING_MESSAGES.noPhotos }).optional(),
  });
export type StagingRequest = z.input<typeof stagingRequestSchema>;

/**
 * A staging's answer: `202` with the batch and each photo's job, in the order they were staged, when it stages
 * photos; `200` with no jobs and cost 0 when every photo it covers already had a take with these settings. Either way
 * `remarked` names the photos whose take was given the new disclosure for free (no engine call, no debit).
 */
export const stagingResponseSchema = z.object({
  batchId: z.string().min(1),
  cost: z.int().nonnegative(),
  jobs: z.array(z.object({ photoId: z.string().min(1), jobId: z.string().min(1) })),
  remarked: z.array(z.string().min(1)),
});
export type StagingResponse = z.infer<typeof stagingResponseSchema>;

/**
 * What anyone with the originals link sees (`GET /api/public/listings/:token`): each staged photo beside its original
 * (a photo never staged is not shown), no owner data, images via the token.
 */
export const publicListingSchema = z.object({
  title: z.string(),
  photos: z.array(
    z.object({
      originalUrl: z.string().min(1),
      /** The staged photo as disclosed (labelled unless the disclosure is a caption). */
      stagedUrl: z.string().min(1),
      /** What was done to it, in its disclosure's words ("Virtually staged", "Digitally altered"…). */
      words: z.string(),
      caption: z.string(),
    }),
  ),
});
export type PublicListing = z.infer<typeof publicListingSchema>;
