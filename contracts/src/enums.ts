import { z } from 'zod';
import { IMAGE_MIME_TYPES } from './constants';
import { USER_ROLES } from './public-user';

/** The named room styles an image can be redesigned into. */
export const roomStyleSchema = z.enum([
  'modern',
  'minimalist',
  'scandinavian',
  'industrial',
  'mid-century',
  'bohemian',
  'farmhouse',
  'coastal',
  'traditional',
  'contemporary',
  'rustic',
  'art-deco',
]);
export type RoomStyle = z.infer<typeof roomStyleSchema>;

/** Room-style values the remix form offers: the named styles plus 'none' (keep the style) and 'other' (custom text). */
export const roomStyleOptionSchema = z.enum(['none', ...roomStyleSchema.options, 'other']);
export type RoomStyleOption = z.infer<typeof roomStyleOptionSchema>;

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
} as const satisfies Record<RoomStyleOption, string>;

/** Room style the form starts with: keep the room's current style. */
export const DEFAULT_ROOM_STYLE = 'none' satisfies RoomStyleOption;

/**
 * What a remix does with the photo: redesign it (the default), furnish an empty room, remove loose items, remove all
 * furniture, or work on a facade or a garden.
 */
export const remixModeSchema = z.enum(['redesign', 'stage', 'declutter', 'empty', 'exterior', 'garden']);
export type RemixMode = z.infer<typeof remixModeSchema>;

/** Display label of every mode, in the form's order. */
export const REMIX_MODE_LABELS = {
  redesign: 'Redesign',
  stage: 'Stage an empty room',
  declutter: 'Declutter',
  empty: 'Empty the room',
  exterior: 'Exterior (facade)',
  garden: 'Garden',
} as const satisfies Record<RemixMode, string>;

/** Mode used when none is given: today's redesign. */
export const DEFAULT_REMIX_MODE = 'redesign' satisfies RemixMode;

/** What the photo shows, so the engine need not guess. */
export const roomTypeSchema = z.enum([
  'living-room',
  'bedroom',
  'kitchen',
  'bathroom',
  'dining-room',
  'office',
  'kids-room',
  'hallway',
  'exterior',
  'garden',
  'other',
]);
export type RoomType = z.infer<typeof roomTypeSchema>;

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
} as const satisfies Record<RoomType, string>;

/** How strongly a chosen room style is applied. */
export const styleIntensitySchema = z.enum(['subtle', 'moderate', 'dramatic']);
export type StyleIntensity = z.infer<typeof styleIntensitySchema>;

/** Display label of every style intensity. */
export const STYLE_INTENSITY_LABELS = {
  subtle: 'Subtle',
  moderate: 'Moderate',
  dramatic: 'Dramatic',
} as const satisfies Record<StyleIntensity, string>;

/** Style intensity used when none is given. */
export const DEFAULT_STYLE_INTENSITY = 'moderate' satisfies StyleIntensity;

/** Output quality of a remix; it decides the token cost. */
export const qualitySchema = z.enum(['standard', 'hd']);
export type Quality = z.infer<typeof qualitySchema>;

/** Display label of every quality. */
export const QUALITY_LABELS = {
  standard: 'Standard',
  hd: 'HD',
} as const satisfies Record<Quality, string>;

/** Quality used when none is given. */
export const DEFAULT_QUALITY = 'standard' satisfies Quality;

/** Material a reference image can be labelled with. */
export const materialTypeSchema = z.enum([
  'wood',
  'metal',
  'fabric',
  'stone',
  'glass',
  'plastic',
  'ceramic',
  'leather',
  'concrete',
  'marble',
  'brick',
  'paper',
  'rubber',
  'other',
]);
export type MaterialType = z.infer<typeof materialTypeSchema>;

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
} as const satisfies Record<MaterialType, string>;

/** Size class of a token package. */
export const packageSizeSchema = z.enum(['small', 'medium', 'large', 'unlimited']);
export type PackageSize = z.infer<typeof packageSizeSchema>;

/** What a payment buys: a token package, or the one-time Starter Pack (the intent metadata's `kind`). */
export const purchaseKindSchema = z.enum(['package', 'starter_pack']);
export type PurchaseKind = z.infer<typeof purchaseKindSchema>;

/** Role of a user account (default user). */
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** Why a user's token balance changed, one per ledger entry (docs/data-model.md#ledger). */
export const ledgerReasonSchema = z.enum(['purchase', 'starter_pack', 'remix', 'refund', 'coupon_free', 'admin']);
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
