import { z } from 'zod';
import { TEXT_LIMITS } from './constants';
import { jobStatusSchema, roomTypeSchema } from './enums';
import { FIELD_MESSAGES, LISTING_MESSAGES } from './messages';
import { remixSettingsSchema } from './remix-settings';

// The originals page's path lives in constants.ts, which brings no zod: the web's router reads it on every page.
export { ORIGINALS_PAGE_PATH, originalsPagePath } from './constants';

// The listing kit (docs/api.md#listings): a property's photos staged in one batch with matched furnishing and the
// disclosure listing services ask for.

/** How many photos a listing holds: a large listing's photo count, and what one batch stages. */
export const LISTING_MAX_PHOTOS = 30;

/**
 * How a staged photo says it is virtually staged: `label` burns "Virtually staged" into a corner; `label-link` adds
 * the originals page's short URL and its QR code to the label; `caption` leaves the image unmarked and puts the
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

/** A photo's staging as the listing shows it: its job's progress, then its (disclosed) image and checks. */
export const stagedPhotoSchema = z.object({
  jobId: z.string().min(1),
  status: jobStatusSchema,
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
  width: z.int().positive(),
  height: z.int().positive(),
  roomType: roomTypeSchema.nullable(),
  /** Another photo of the listing showing the same room, staged with the same furniture. */
  sameRoomAs: z.string().nullable(),
  /** The photo's latest staging; null before its first. */
  staged: stagedPhotoSchema.nullable(),
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
 * disclosure, and which photos (all of them, in listing order, when not given). The mode starts as staging an empty
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

/** `202` of a staging: the batch and each photo's job, in the order they were staged. */
export const stagingResponseSchema = z.object({
  batchId: z.string().min(1),
  cost: z.int().positive(),
  jobs: z.array(z.object({ photoId: z.string().min(1), jobId: z.string().min(1) })),
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
