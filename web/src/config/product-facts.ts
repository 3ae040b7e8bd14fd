/**
 * Product facts the public pages state. They restate values of `@roomremix/contracts/constants` on purpose: that
 * module imports zod schemas, which would add about 25 KB gzip to the landing page, legal pages and Help Center.
 * product-facts.test.ts fails when the two disagree.
 */

/** Tokens one remix costs, by quality (SPEC §9). */
export const TOKEN_COST = { standard: 1, hd: 2 } as const;

/** The one-time Starter Pack (SPEC §9). */
export const STARTER_PACK = { tokenAmount: 3, price: '3.00' } as const;

/** Marketing claim: seconds a transformation takes at most (SPEC §9). */
export const TRANSFORMATION_CLAIM_SECONDS = 30;

/** Effective date printed on the legal pages (SPEC §2). */
export const LEGAL_EFFECTIVE_DATE = 'April 28, 2025';

/** Minimum user age stated by the terms (SPEC §5). */
export const MINIMUM_AGE = 13;

/** Hours within which e-mail support replies (SPEC §2 Help Center). */
export const SUPPORT_REPLY_HOURS = 24;

/** Launch text of the coming-soon page (SPEC §9). */
export const LAUNCH_TEXT = 'Summer 2025';

/** The address support answers at; the Help Center, the legal pages and the coming-soon page show it. */
export const SUPPORT_EMAIL = 'support@roomremix.app';

/** A `mailto:` link to support, with the subject filled in when given. */
export function supportMailto(subject?: string): string {
  return subject ? `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}` : `mailto:${SUPPORT_EMAIL}`;
}
