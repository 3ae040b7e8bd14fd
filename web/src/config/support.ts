import { SUPPORT_EMAIL } from '@roomremix/contracts/constants';

/** A `mailto:` link to support, with the subject filled in when given. */
export function supportMailto(subject?: string): string {
  return subject ? `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}` : `mailto:${SUPPORT_EMAIL}`;
}
