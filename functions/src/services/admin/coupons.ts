import {
  type AdminCoupon,
  type CouponCreateRequest,
  type CouponUpdateRequest,
  hasDiscount,
} from '@roomremix/contracts/admin-catalogue';
import type { AuditActor } from '@roomremix/contracts/admin';
import type { CouponRecord } from '../../ports/coupons';
import type { Repositories } from '../../ports/repositories';
import { DEFAULT_MAX_PER_USER } from '../../domain/coupon';
import { changedFields, changesAnything } from '../../domain/field-changes';
import { namedError } from '../../domain/named-error';
import { recordAudit } from './audit';

/** No coupon has this code. */
export class CouponNotFoundError extends namedError('CouponNotFoundError') {}

/** A coupon with this code exists already; nothing was written. */
export class CouponExistsError extends namedError('CouponExistsError') {}

/** The edit would leave the coupon taking nothing off; nothing was written. */
export class CouponWithoutDiscountError extends namedError('CouponWithoutDiscountError') {}

/** What the coupon use-cases read and write. */
type CouponRepositories = Pick<Repositories, 'runTransaction' | 'coupons' | 'adminAudit'>;

/** The coupon fields an admin edits, as the API shows them. */
type EditableCoupon = Omit<AdminCoupon, 'code' | 'redemptions' | 'reserved'>;

/** `GET /api/admin/coupons`: every coupon, switched off and expired ones too, by code, with its counters. */
export async function listCoupons({ coupons }: Pick<Repositories, 'coupons'>): Promise<AdminCoupon[]> {
  const stored = await coupons.list();
  return stored.map((coupon) => toAdminCoupon(coupon.code, coupon)).sort((a, b) => a.code.localeCompare(b.code));
}

/** `POST /api/admin/coupons`: a new coupon with its audit entry, in one transaction. Throws CouponExistsError. */
export async function createCoupon(
  repositories: CouponRepositories,
  admin: AuditActor,
  request: CouponCreateRequest,
): Promise<AdminCoupon> {
  const { runTransaction, coupons } = repositories;
  return runTransaction(async (tx) => {
    if (await coupons.readIn(tx, request.code)) throw new CouponExistsError(`Coupon ${request.code} exists`);
    const doc: CouponRecord = {
      percentOff: request.percentOff,
      amountOffCents: request.amountOffCents,
      active: request.active,
      expiresAt: request.expiresAt === null ? null : new Date(request.expiresAt),
      maxRedemptions: request.maxRedemptions,
      redemptions: 0,
      reserved: 0,
      maxPerUser: request.maxPerUser ?? null,
    };
    coupons.createIn(tx, request.code, doc);
    const coupon = toAdminCoupon(request.code, doc);
    recordAudit(repositories, tx, {
      action: 'coupon.create',
      actor: admin,
      target: { kind: 'coupon', id: request.code, userId: null },
      before: null,
      after: editableOf(coupon),
    });
    return coupon;
  });
}

/**
 * `PATCH /api/admin/coupons/:code`: changes the given fields (never the counters) with an audit entry of what
 * changed, in one transaction; an edit that changes nothing writes nothing. Open payment intents keep the price
 * signed into them and purchases keep theirs. Throws CouponNotFoundError, CouponWithoutDiscountError.
 */
export async function updateCoupon(
  repositories: CouponRepositories,
  admin: AuditActor,
  code: string,
  patch: CouponUpdateRequest,
): Promise<AdminCoupon> {
  const { runTransaction, coupons } = repositories;
  const normalized = { ...patch, ...(patch.expiresAt ? { expiresAt: new Date(patch.expiresAt).toISOString() } : {}) };
  return runTransaction(async (tx) => {
    const stored = await coupons.readIn(tx, code);
    if (!stored) throw new CouponNotFoundError(`No coupon ${code}`);
    const current = toAdminCoupon(code, stored);
    const changes = changedFields<EditableCoupon>(editableOf(current), normalized);
    const next = { ...current, ...changes.after };
    if (!hasDiscount(next)) throw new CouponWithoutDiscountError(`Coupon ${code} would take nothing off`);
    if (!changesAnything(changes)) return current;
    const { expiresAt, ...rest } = changes.after;
    coupons.updateIn(tx, code, {
      ...rest,
      ...(expiresAt === undefined ? {} : { expiresAt: expiresAt === null ? null : new Date(expiresAt) }),
    });
    recordAudit(repositories, tx, {
      action: 'coupon.update',
      actor: admin,
      target: { kind: 'coupon', id: code, userId: null },
      before: changes.before,
      after: changes.after,
    });
    return next;
  });
}

function toAdminCoupon(code: string, doc: CouponRecord): AdminCoupon {
  return {
    code,
    percentOff: doc.percentOff,
    amountOffCents: doc.amountOffCents,
    active: doc.active,
    expiresAt: doc.expiresAt?.toISOString() ?? null,
    maxRedemptions: doc.maxRedemptions,
    maxPerUser: doc.maxPerUser ?? DEFAULT_MAX_PER_USER,
    redemptions: doc.redemptions,
    reserved: doc.reserved ?? 0,
  };
}

function editableOf(coupon: AdminCoupon): EditableCoupon {
  const { percentOff, amountOffCents, active, expiresAt, maxRedemptions, maxPerUser } = coupon;
  return { percentOff, amountOffCents, active, expiresAt, maxRedemptions, maxPerUser };
}
