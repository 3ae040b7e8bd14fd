import type { StagedDisclosure } from '../../ports/listings';
import type { ListingStaging, RemixJobRecord } from '../../ports/remix-jobs';
import type { DisclosureMark } from '../../adapters/image-codec/disclosure-mark';
import { disclosureRuleOf } from '../../domain/disclosure-rules';
import { stagedDisclosureOf, UNKNOWN_TAKE_DISCLOSURE } from '../../domain/disclosure-words';
import type { ImageEngine } from '@roomremix/contracts/system';

/**
 * What a listing photo's take says of itself (its label's words and its caption) under its staging's rule, by what
 * was asked and which engine drew it (`engine`, the job's last by default); the words that claim least when either is
 * unknown.
 */
export function takeDisclosureOf(job: RemixJobRecord, engine: ImageEngine | null = job.engine): StagedDisclosure {
  if (!job.listing || engine === null) return UNKNOWN_TAKE_DISCLOSURE;
  return stagedDisclosureOf({ mode: job.settings.mode, engine }, disclosureRuleOf(job.listing));
}

/**
 * The mark a take's image carries under its staging's disclosure: its words, with the originals page's link and QR
 * code for `label-link`; null for `caption`, which leaves the image unmarked.
 */
export function disclosureMarkOf(staging: ListingStaging, words: string): DisclosureMark | null {
  if (staging.disclosure === 'caption') return null;
  return staging.disclosure === 'label-link' && staging.originalsUrl
    ? { kind: 'label-link', url: staging.originalsUrl, words }
    : { kind: 'label', words };
}
