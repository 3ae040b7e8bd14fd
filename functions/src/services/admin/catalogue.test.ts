import { describe, expect, it } from 'vitest';
import { memoryRepositories } from '../../../test/memory/memory-repositories';
import { aUser } from '../../../test/contracts/users-repository.contract';
import type { AuditEntryRecord } from '../../ports/admin-audit';
import { CouponExistsError, CouponWithoutDiscountError, createCoupon, updateCoupon } from './coupons';
import { createPackage, PackagePriceTooLowError, updatePackage } from './packages';
import { setUserRole, UnknownUsernameError } from './roles';

const admin = { kind: 'admin' as const, uid: 'admin-1', name: 'Ada' };
const coupon = {
  code: 'SPRING',
  percentOff: 20,
  amountOffCents: null,
  active: true,
  expiresAt: null,
  maxRedemptions: null,
};
const pkg = {
  id: 'small',
  name: 'Small',
  size: 'small' as const,
  description: '10 remixes',
  tokenAmount: 10,
  priceCents: 999,
  isActive: true,
  stripePriceId: null,
};

function audited() {
  const repositories = memoryRepositories();
  // Audit ids are random: entries in the order of their actions' names.
  const audit = () =>
    repositories.store
      .query<AuditEntryRecord>('adminAudit')
      .map(({ doc }) => doc)
      .sort((a, b) => a.action.localeCompare(b.action));
  return { repositories, audit };
}

describe('the admin catalogue', () => {
  it('creates a coupon once with its audit entry; an edit that changes nothing writes nothing', async () => {
    const { repositories, audit } = audited();
    await createCoupon(repositories, admin, coupon);
    await expect(createCoupon(repositories, admin, coupon)).rejects.toThrow(CouponExistsError);
    await updateCoupon(repositories, admin, 'SPRING', { percentOff: 20 });
    await updateCoupon(repositories, admin, 'SPRING', { active: false });
    expect(audit().map(({ action, before, after }) => [action, before, after])).toEqual([
      ['coupon.create', null, expect.objectContaining({ percentOff: 20 })],
      ['coupon.update', { active: true }, { active: false }],
    ]);
  });

  it('refuses an edit that would leave a coupon taking nothing off, writing nothing', async () => {
    const { repositories, audit } = audited();
    await createCoupon(repositories, admin, coupon);
    await expect(updateCoupon(repositories, admin, 'SPRING', { percentOff: null })).rejects.toThrow(
      CouponWithoutDiscountError,
    );
    expect(repositories.store.get('coupons/SPRING')).toMatchObject({ percentOff: 20 });
    expect(audit()).toHaveLength(1);
  });

  it('refuses a package price below Stripe’s minimum charge, and keeps the display price with the cents', async () => {
    const { repositories, audit } = audited();
    await expect(createPackage(repositories, admin, { ...pkg, priceCents: 49 })).rejects.toThrow(
      PackagePriceTooLowError,
    );
    await createPackage(repositories, admin, pkg);
    const updated = await updatePackage(repositories, admin, 'small', { priceCents: 1299 });
    expect(updated).toMatchObject({ priceCents: 1299, price: '12.99' });
    expect(repositories.store.get('tokenPackages/small')).toMatchObject({ priceCents: 1299, price: '12.99' });
    expect(audit().map(({ action }) => action)).toEqual(['package.create', 'package.update']);
  });
});

describe('granting and revoking the admin role', () => {
  it('changes the role with its audit entry; the role it has already changes nothing', async () => {
    const { repositories, audit } = audited();
    repositories.store.set('users/u1', aUser({ username: 'Alice' }));
    repositories.store.set('usernames/alice', { uid: 'u1' });
    const command = { kind: 'command' as const, uid: null, name: 'npm run admin' };
    expect(await setUserRole(repositories, 'ALICE', 'admin', command)).toEqual({
      uid: 'u1',
      username: 'Alice',
      before: 'user',
      after: 'admin',
    });
    await setUserRole(repositories, 'alice', 'admin', command);
    expect(repositories.store.get('users/u1')).toMatchObject({ role: 'admin' });
    expect(audit().map(({ action }) => action)).toEqual(['role.grant']);
    await expect(setUserRole(repositories, 'nobody', 'admin', command)).rejects.toThrow(UnknownUsernameError);
  });
});
