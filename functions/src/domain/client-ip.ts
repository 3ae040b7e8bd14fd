import ipaddr from 'ipaddr.js';

/**
 * The rate-limit subject of a client address: an IPv4 address as is (an IPv4-mapped IPv6 one unwrapped), an IPv6
 * address by its /64 prefix, since one subscriber usually holds a whole /64 and could otherwise rotate freely.
 * Anything that is not an IPv6 address is used as given.
 */
export function rateLimitSubjectOfIp(ip: string): string {
  if (!ipaddr.IPv6.isValid(ip)) return ip;
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const prefix = address.parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
