import { createHmac } from 'node:crypto';

// Ids of documents that count what an address, an account or a user did. Keyed with a server secret (HMAC-SHA256),
// so nobody who reads the database can get an address or an e-mail back by hashing guesses, as a plain hash allows.

/** HMAC-SHA256 of the parts, one a line, as 64 hex characters: a valid document id of one length for any text. */
function keyedId(secret: string, parts: readonly (string | number)[]): string {
  return createHmac('sha256', secret).update(parts.join('\n')).digest('hex');
}

/** The id of one rate-limit counter: what is limited (`scope`), by what (`kind`) and whose (`value`). */
export function rateLimitId(secret: string, scope: string, kind: string, value: string): string {
  return keyedId(secret, [scope, kind, value]);
}

/** The id of one visitor's (its address's rate-limit subject) visit to one share on the UTC day starting `dayStartMs`. */
export function shareVisitId(secret: string, shareId: string, dayStartMs: number, visitor: string): string {
  return keyedId(secret, [shareId, dayStartMs, visitor]);
}
