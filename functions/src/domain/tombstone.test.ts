import { describe, expect, it } from 'vitest';
import { underTombstone } from './tombstone';

const UID = 'Xq3uV9kT2mPa8sLw0cYe4nRb7dJ1';
const TOMBSTONE = 'deleted-0123456789abcdef0123';

describe('underTombstone', () => {
  it.each([
    ['the Starter Pack purchase', `starter-pack-${UID}`, `starter-pack-${TOMBSTONE}`],
    ['its ledger entry', `purchase-starter-pack-${UID}`, `purchase-starter-pack-${TOMBSTONE}`],
    ['a coupon counter', `WELCOME10:${UID}`, `WELCOME10:${TOMBSTONE}`],
    ['a payment intent id', 'pi_3PqRsT2eZvKYlo2C0abc', 'pi_3PqRsT2eZvKYlo2C0abc'],
    [
      'a job id (a hash, not the uid)',
      'remix-5f1d0c9b8a7e6d5c4b3a29180f7e6d5c4b3a2918',
      'remix-5f1d0c9b8a7e6d5c4b3a29180f7e6d5c4b3a2918',
    ],
    ['the uid twice', `${UID}-${UID}`, `${TOMBSTONE}-${TOMBSTONE}`],
  ])('%s: %s becomes %s', (_what, id, expected) => {
    expect(underTombstone(id, UID, TOMBSTONE)).toBe(expected);
  });

  it('an empty uid changes nothing', () => {
    expect(underTombstone('starter-pack-', '', TOMBSTONE)).toBe('starter-pack-');
  });
});
