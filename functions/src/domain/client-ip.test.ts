import { describe, expect, it } from 'vitest';
import { rateLimitSubjectOfIp } from './client-ip';

describe('rateLimitSubjectOfIp', () => {
  it.each([
    ['IPv4 as is', '203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped IPv6 unwrapped', '::ffff:203.0.113.7', '203.0.113.7'],
    ['IPv4-mapped, upper case', '::FFFF:127.0.0.1', '127.0.0.1'],
    ['full IPv6 by its /64', '2001:0db8:85a3:0001:0000:8a2e:0370:7334', '2001:db8:85a3:1::/64'],
    ['compressed IPv6 by its /64', '2001:db8::1', '2001:db8:0:0::/64'],
    ['two hosts of one /64 share a subject', '2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['IPv6 with a zone id', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['loopback IPv6', '::1', '0:0:0:0::/64'],
    ['not an address: as given', 'unknown', 'unknown'],
    ['two :: are not IPv6: as given', '1::2::3', '1::2::3'],
    ['too many groups: as given', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
  ])('%s: %s → %s', (_case, ip, expected) => {
    expect(rateLimitSubjectOfIp(ip)).toBe(expected);
  });

  it('gives hosts of different /64 prefixes different subjects', () => {
    expect(rateLimitSubjectOfIp('2001:db8:0:1::1')).not.toBe(rateLimitSubjectOfIp('2001:db8:0:2::1'));
  });
});
