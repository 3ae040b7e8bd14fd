const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The rate-limit subject of a client address: an IPv4 address as is (an IPv4-mapped IPv6 one unwrapped), an IPv6
 * address by its /64 prefix, since one subscriber usually holds a whole /64 and could otherwise rotate freely.
 * Anything unparseable is used as given.
 */
export function rateLimitSubjectOfIp(ip: string): string {
  const mapped = IPV4_MAPPED.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const groups = expandIpv6(ip.split('%')[0] ?? ip);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip;
}

/** The eight hextets of an IPv6 address, lower case without leading zeros; null when it is not one. */
function expandIpv6(address: string): string[] | null {
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const [head, tail] = [halves[0] ?? '', halves[1]];
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}
