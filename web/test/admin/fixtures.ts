import {
  type AdminJob,
  type AdminPurchase,
  type AdminUserDetail,
  type AdminUserSummary,
  adminUserSummarySchema,
} from '@roomremix/contracts/admin';
import type { AdminCoupon } from '@roomremix/contracts/admin-catalogue';
import type { PublicUser } from '@roomremix/contracts/public-user';
import { testUser } from '../server';

// Answers of the admin API for the console's tests, each with `changes` over its fields.

/** The signed-in admin, as `GET /api/user` returns them. */
export const adminUser: PublicUser = {
  ...testUser,
  id: 'admin-1',
  username: 'admin',
  email: 'admin@example.com',
  fullName: 'Ada Admin',
  role: 'admin',
};

/** Jane (`testUser`) as the admin's user search lists her: the summary's fields of her account. */
export function userSummary(changes: Partial<AdminUserSummary> = {}): AdminUserSummary {
  return { ...adminUserSummarySchema.parse(testUser), ...changes };
}

/** A remix job as the admin lists see it: failed, refunded at the time. */
export function adminJob(changes: Partial<AdminJob> = {}): AdminJob {
  return {
    id: 'job-1',
    userId: 'user-1',
    username: 'jane',
    status: 'failed',
    stage: 'generating',
    cost: 2,
    variants: 2,
    attempts: 3,
    refunded: true,
    refundedTokens: 2,
    error: 'The image service is unavailable. Your tokens were refunded.',
    notes: [],
    engine: 'openai',
    resultCount: 0,
    stuck: false,
    createdAt: '2025-05-03T12:00:00.000Z',
    updatedAt: '2025-05-03T12:01:00.000Z',
    finishedAt: '2025-05-03T12:01:00.000Z',
    ...changes,
  };
}

/** Jane's purchase of the Basic package (10 tokens, $9.99), neither refunded nor disputed. */
export function adminPurchase(changes: Partial<AdminPurchase> = {}): AdminPurchase {
  return {
    id: 'pi_123',
    kind: 'package',
    packageId: 'basic',
    packageName: 'Basic',
    packageSize: 'small',
    tokenAmount: 10,
    priceCents: 999,
    price: '9.99',
    couponCode: null,
    stripePaymentId: 'pi_123',
    createdAt: '2025-04-29T09:00:00.000Z',
    reversal: null,
    ...changes,
  };
}

/** Jane's account page: one purchase, its ledger entry, no jobs. */
export function userDetail(changes: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    user: {
      ...userSummary(),
      profileImage: null,
      hasClaimedFreeTokens: true,
      stripeCustomerId: 'cus_123',
      googleId: null,
    },
    ledger: [
      {
        id: 'pi_123',
        delta: 5,
        balanceAfter: 5,
        reason: 'purchase',
        ref: 'pi_123',
        createdAt: '2025-04-29T09:00:00.000Z',
        adminId: null,
        note: null,
      },
    ],
    purchases: [],
    jobs: [],
    resultCount: 0,
    ledgerCheck: { entries: 1, violations: [] },
    ...changes,
  };
}

/** A coupon as `GET /api/admin/coupons` lists it: 10 % off, active, used twice. */
export function adminCoupon(changes: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    code: 'WELCOME10',
    percentOff: 10,
    amountOffCents: null,
    active: true,
    expiresAt: null,
    maxRedemptions: null,
    maxPerUser: 1,
    redemptions: 2,
    reserved: 0,
    ...changes,
  };
}
