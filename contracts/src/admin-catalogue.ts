import { z } from 'zod';
import { storableTimeSchema } from './admin';
import { isUsableDocumentId } from './document-id';
import { packageSizeSchema } from './enums';
import { ADMIN_MESSAGES, FIELD_MESSAGES } from './messages';
import { couponCodeSchema, MAX_PRICE_CENTS, PACKAGE_ID_PATTERN, tokenPackageSchema } from './tokens';

// The admin API's coupons and token packages (docs/api.md#admin). Edits change only what is sold from now on:
// every payment intent carries what it sells, signed, and every purchase keeps what it was sold at.

/** What the coupon takes off: a percentage, an amount, or both (the percentage first). */
export interface CouponDiscount {
  percentOff: number | null;
  amountOffCents: number | null;
}

/** Whether a coupon takes anything off; one that takes nothing is refused. */
export function hasDiscount({ percentOff, amountOffCents }: CouponDiscount): boolean {
  return percentOff !== null || amountOffCents !== null;
}

const isoDate = z.iso.datetime();

/** A `PATCH` body: any of `fields` and nothing else, at least one. */
function patchOf<const Fields extends z.ZodRawShape>(fields: Fields) {
  return z
    .strictObject(fields)
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, { error: ADMIN_MESSAGES.nothingToChange });
}

const percentOffSchema = z
  .number({ error: ADMIN_MESSAGES.percentOffInvalid })
  .gt(0, { error: ADMIN_MESSAGES.percentOffInvalid })
  .max(100, { error: ADMIN_MESSAGES.percentOffInvalid })
  .refine((percent) => Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6, {
    error: ADMIN_MESSAGES.percentOffInvalid,
  });

/** The coupon fields an admin sets; the counters (redemptions, reserved) are the purchases' own. */
const couponFields = {
  percentOff: percentOffSchema.nullable(),
  /** In cents, taken off after the percentage. */
  amountOffCents: z.int().positive().max(MAX_PRICE_CENTS).nullable(),
  active: z.boolean(),
  /** The coupon no longer applies from this instant on; null: never expires. */
  expiresAt: storableTimeSchema('expiresAt').nullable(),
  /** Purchases with it over all users; null: no cap. */
  maxRedemptions: z.int().positive().nullable(),
  /** Purchases with it per user (issue 8); the coupon rules' default (1) when not given at creation. */
  maxPerUser: z.int().positive(),
};

/** `POST /api/admin/coupons` body. */
export const couponCreateRequestSchema = z
  .strictObject({
    code: couponCodeSchema,
    percentOff: couponFields.percentOff.default(null),
    amountOffCents: couponFields.amountOffCents.default(null),
    active: couponFields.active.default(true),
    expiresAt: couponFields.expiresAt.default(null),
    maxRedemptions: couponFields.maxRedemptions.default(null),
    maxPerUser: couponFields.maxPerUser.optional(),
  })
  .refine(hasDiscount, { error: ADMIN_MESSAGES.couponNeedsDiscount, path: ['percentOff'] });
export type CouponCreateRequest = z.infer<typeof couponCreateRequestSchema>;

/** `PATCH /api/admin/coupons/:code` body: the fields to change; `active: false` deactivates. */
export const couponUpdateRequestSchema = patchOf(couponFields);
export type CouponUpdateRequest = z.infer<typeof couponUpdateRequestSchema>;

/** A coupon as the admin sees it, with its counters. */
export const adminCouponSchema = z.object({
  code: z.string().min(1),
  percentOff: z.number().nullable(),
  amountOffCents: z.int().nullable(),
  active: z.boolean(),
  expiresAt: isoDate.nullable(),
  maxRedemptions: z.int().nullable(),
  maxPerUser: z.int().positive(),
  /** Purchases completed with it. */
  redemptions: z.int().nonnegative(),
  /** Redemptions held by payment intents not paid yet. */
  reserved: z.int().nonnegative(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponListSchema = z.array(adminCouponSchema);

/** A package id to create: 1–100 letters, digits, `_` and `-`, and one Firestore can hold. */
const newPackageIdSchema = z
  .string({ error: ADMIN_MESSAGES.packageIdInvalid })
  .regex(PACKAGE_ID_PATTERN, { error: ADMIN_MESSAGES.packageIdInvalid, abort: true })
  .refine(isUsableDocumentId, { error: ADMIN_MESSAGES.packageIdInvalid });

/** The package fields an admin sets. */
const packageFields = {
  name: z
    .string({ error: ADMIN_MESSAGES.packageNameRequired })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.packageNameRequired })
    .max(100, { error: FIELD_MESSAGES.tooLong('Name', 100) }),
  size: packageSizeSchema,
  description: z
    .string()
    .trim()
    .max(500, { error: FIELD_MESSAGES.tooLong('Description', 500) }),
  tokenAmount: z.int().positive().max(1_000_000),
  /** The price charged, in US cents; at least Stripe's minimum charge. */
  priceCents: z.int().nonnegative().max(MAX_PRICE_CENTS),
  /** The Stripe Price this package mirrors, for reporting; checkout prices from priceCents. */
  stripePriceId: z
    .string()
    .regex(/^price_[A-Za-z0-9]{1,200}$/, { error: ADMIN_MESSAGES.stripePriceIdInvalid })
    .nullable(),
  isActive: z.boolean(),
};

/** `POST /api/admin/packages` body. */
export const packageCreateRequestSchema = z.strictObject({
  id: newPackageIdSchema,
  ...packageFields,
  description: packageFields.description.default(''),
  stripePriceId: packageFields.stripePriceId.default(null),
  isActive: packageFields.isActive.default(true),
});
export type PackageCreateRequest = z.infer<typeof packageCreateRequestSchema>;

/** `PATCH /api/admin/packages/:id` body: the fields to change; `isActive: false` deactivates. */
export const packageUpdateRequestSchema = patchOf(packageFields);
export type PackageUpdateRequest = z.infer<typeof packageUpdateRequestSchema>;

/** A package as the admin sees it: switched-off ones too, with its Stripe price id. */
export const adminPackageSchema = tokenPackageSchema.extend({ stripePriceId: z.string().nullable() });
export type AdminPackage = z.infer<typeof adminPackageSchema>;
export const adminPackageListSchema = z.array(adminPackageSchema);
