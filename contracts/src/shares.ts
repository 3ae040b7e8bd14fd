import { z } from 'zod';
import { qualitySchema, remixModeSchema, roomStyleOptionSchema, roomTypeSchema, styleIntensitySchema } from './enums';

// The share page's path lives in constants.ts, which brings no zod: the web's router reads it on every page.
export { SHARE_PAGE_PATH, sharePagePath } from './constants';

/**
 * A share token: 32 base64url characters, 192 random bits. Anything else names no share and is answered 404
 * without a lookup.
 */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The images a share serves through its own token, so revoking it stops them at once. */
export const SHARE_IMAGES = ['before.jpg', 'after.jpg', 'preview.jpg'] as const;
export type ShareImage = (typeof SHARE_IMAGES)[number];

/** Size of a share's preview image (`og:image`): the size link previews show best. */
export const SHARE_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/**
 * `POST /api/results/:id/shares`'s body, the owner's choice in the consent dialog: whether the original photo becomes
 * public beside the remix. Without a body, it does (a result's share shows its before and after).
 */
export const createShareRequestSchema = z.strictObject({
  includeOriginal: z.boolean({ error: 'includeOriginal must be true or false' }).default(true),
});
export type CreateShareRequest = z.input<typeof createShareRequestSchema>;

/**
 * `POST /api/results/:id/shares` answers the share: `201 { id, url, createdAt, includesOriginal }`; `url` is the
 * public page, `includesOriginal` whether the original photo is public too.
 */
export const createdShareSchema = z.object({
  id: z.string().min(1),
  url: z.url(),
  createdAt: z.iso.datetime(),
  includesOriginal: z.boolean(),
});
export type CreatedShare = z.infer<typeof createdShareSchema>;

/** One of the user's live shares as `GET /api/shares` lists it (newest first). */
export const shareSchema = createdShareSchema.extend({
  resultId: z.string().min(1),
  /** The shared result's title, as the public page shows it. */
  title: z.string(),
  /** Times the public page was opened. */
  views: z.int().nonnegative(),
  /** The preview image, served through the share. */
  previewImageUrl: z.string().min(1),
});
export type Share = z.infer<typeof shareSchema>;
export const shareListSchema = z.array(shareSchema);

/**
 * What anyone with the link sees (`GET /api/public/shares/:token`): the result's title, settings and date and its
 * images through the share; nothing of the owner (no id, name or e-mail) and none of their words beyond the title.
 */
export const publicShareSchema = z.object({
  title: z.string(),
  roomStyle: roomStyleOptionSchema,
  styleIntensity: styleIntensitySchema,
  quality: qualitySchema,
  mode: remixModeSchema,
  roomType: roomTypeSchema.nullable(),
  createdAt: z.iso.datetime(),
  /** Null when the owner shared the result only. */
  beforeImageUrl: z.string().min(1).nullable(),
  afterImageUrl: z.string().min(1),
  previewImageUrl: z.string().min(1),
});
export type PublicShare = z.infer<typeof publicShareSchema>;
