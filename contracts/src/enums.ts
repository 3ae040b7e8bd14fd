import { z } from 'zod';
import { IMAGE_MIME_TYPES, type Quality } from './constants';
import { USER_ROLES } from './public-user';

// An enum with display labels is written once, as its labels: the schema takes the keys, in their order.

/** The keys of a labels record as a zod enum, in the record's order (integer-like keys would go first; none is). */
function enumOfLabels<const Value extends string>(labels: Readonly<Record<Value, string>>) {
  return z.enum(Object.keys(labels) as [Value, ...Value[]]);
}

/** Display label of every room-style option, in the form's order. */
export const ROOM_STYLE_LABELS = {
  none: 'Maintain Current Style',
  modern: 'Modern',
  minimalist: 'Minimalist',
  scandinavian: 'Scandinavian',
  industrial: 'Industrial',
  'mid-century': 'Mid-Century',
  bohemian: 'Bohemian',
  farmhouse: 'Farmhouse',
  coastal: 'Coastal',
  traditional: 'Traditional',
  contemporary: 'Contemporary',
  rustic: 'Rustic',
  'art-deco': 'Art Deco',
  other: 'Custom',
} as const;

/** Room-style values the remix form offers: the named styles plus 'none' (keep the style) and 'other' (custom text). */
export const roomStyleOptionSchema = enumOfLabels(ROOM_STYLE_LABELS);
export type RoomStyleOption = z.infer<typeof roomStyleOptionSchema>;

/** The named room styles an image can be redesigned into. */
export const roomStyleSchema = roomStyleOptionSchema.exclude(['none', 'other']);
export type RoomStyle = z.infer<typeof roomStyleSchema>;

/** Room style the form starts with: keep the room's current style. */
export const DEFAULT_ROOM_STYLE = 'none' satisfies RoomStyleOption;

/** Display label of every mode, in the form's order. */
export const REMIX_MODE_LABELS = {
  redesign: 'Redesign',
  stage: 'Stage an empty room',
  declutter: 'Declutter',
  empty: 'Empty the room',
  exterior: 'Exterior (facade)',
  garden: 'Garden',
} as const;

/**
 * What a remix does with the photo: redesign it (the default), furnish an empty room, remove loose items, remove all
 * furniture, or work on a facade or a garden.
 */
export const remixModeSchema = enumOfLabels(REMIX_MODE_LABELS);
export type RemixMode = z.infer<typeof remixModeSchema>;

/** Mode used when none is given: today's redesign. */
export const DEFAULT_REMIX_MODE = 'redesign' satisfies RemixMode;

/** Display label of every room type, in the form's order. */
export const ROOM_TYPE_LABELS = {
  'living-room': 'Living room',
  bedroom: 'Bedroom',
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  'dining-room': 'Dining room',
  office: 'Office',
  'kids-room': "Kids' room",
  hallway: 'Hallway',
  exterior: 'Exterior',
  garden: 'Garden',
  other: 'Other',
} as const;

/** What the photo shows, so the engine need not guess. */
export const roomTypeSchema = enumOfLabels(ROOM_TYPE_LABELS);
export type RoomType = z.infer<typeof roomTypeSchema>;

/** Display label of every style intensity. */
export const STYLE_INTENSITY_LABELS = {
  subtle: 'Subtle',
  moderate: 'Moderate',
  dramatic: 'Dramatic',
} as const;

/** How strongly a chosen room style is applied. */
export const styleIntensitySchema = enumOfLabels(STYLE_INTENSITY_LABELS);
export type StyleIntensity = z.infer<typeof styleIntensitySchema>;

/** Style intensity used when none is given. */
export const DEFAULT_STYLE_INTENSITY = 'moderate' satisfies StyleIntensity;

/** Display label of every quality. */
export const QUALITY_LABELS = {
  standard: 'Standard',
  hd: 'HD',
  ultra: 'Ultra 4K',
} as const satisfies Record<Quality, string>;

/** Output quality of a remix (constants.ts names them); it decides the token cost. */
export const qualitySchema = enumOfLabels(QUALITY_LABELS);
export type { Quality };

/** Quality used when none is given. */
export const DEFAULT_QUALITY = 'standard' satisfies Quality;

/** Display label of every material type. */
export const MATERIAL_TYPE_LABELS = {
  wood: 'Wood',
  metal: 'Metal',
  fabric: 'Fabric',
  stone: 'Stone',
  glass: 'Glass',
  plastic: 'Plastic',
  ceramic: 'Ceramic',
  leather: 'Leather',
  concrete: 'Concrete',
  marble: 'Marble',
  brick: 'Brick',
  paper: 'Paper',
  rubber: 'Rubber',
  other: 'Other',
} as const;

/** Material a reference image can be labelled with. */
export const materialTypeSchema = enumOfLabels(MATERIAL_TYPE_LABELS);
export type MaterialType = z.infer<typeof materialTypeSchema>;

/** Size class of a token package. */
export const packageSizeSchema = z.enum(['small', 'medium', 'large', 'unlimited']);
export type PackageSize = z.infer<typeof packageSizeSchema>;

/** What a payment buys: a token package, or the one-time Starter Pack (the intent metadata's `kind`). */
export const purchaseKindSchema = z.enum(['package', 'starter_pack']);
export type PurchaseKind = z.infer<typeof purchaseKindSchema>;

/** Role of a user account (default user). */
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/**
 * Why a user's token balance changed, one per ledger entry (docs/data-model.md#ledger). `listing_staging` is one debit
 * for every photo of a listing's staging batch; `refund` gives back a failed remix's tokens (a batch's photo's share); `purchase_refunded` and `purchase_disputed` take back a purchase's tokens when its payment was
 * refunded or its disputed funds withdrawn at Stripe; `purchase_refund_failed` and `purchase_reinstated` give them back
 * when that refund failed or those funds were reinstated.
 */
export const ledgerReasonSchema = z.enum([
  'purchase',
  'starter_pack',
  'remix',
  'listing_staging',
  'upscale',
  'refund',
  'coupon_free',
  'admin',
  'purchase_refunded',
  'purchase_disputed',
  'purchase_refund_failed',
  'purchase_reinstated',
]);
export type LedgerReason = z.infer<typeof ledgerReasonSchema>;

/** State of a remix job: queued → processing → succeeded | failed (docs/architecture.md#the-job-state-machine). */
export const jobStatusSchema = z.enum(['queued', 'processing', 'succeeded', 'failed']);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** Progress stage shown to the user; 'uploading' exists only in the browser, before the job does. */
export const jobStageSchema = z.enum(['uploading', 'queued', 'generating', 'saving', 'done']);
export type JobStage = z.infer<typeof jobStageSchema>;

/** Image formats accepted for upload, checked by content on the server. */
export const imageMimeTypeSchema = z.enum(IMAGE_MIME_TYPES);
export type ImageMimeType = z.infer<typeof imageMimeTypeSchema>;
