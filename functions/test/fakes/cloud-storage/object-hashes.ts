import { createHash } from 'node:crypto';

/** MD5 in base64, as the object resource's `md5Hash` and the `x-goog-hash` header carry it. */
export function md5Of(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('base64');
}

/** CRC32C (Castagnoli), big-endian and base64 as Cloud Storage reports it; zlib only has the IEEE polynomial. */
export function crc32cOf(bytes: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

const CRC32C_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? (value >>> 1) ^ 0x82f63b78 : value >>> 1;
  return value >>> 0;
});
