import type { DisclosureRule } from '@roomremix/contracts/disclosure';
import { LISTING_MESSAGES } from '@roomremix/contracts/messages';
import type { ListingPhotoEntry, ListingRecord } from '../../ports/listings';
import { disclosureRuleById, disclosureRuleOf } from '../../domain/disclosure-rules';
import { ListingFieldError } from './listing-errors';
import type { stagingRequestSchema } from '@roomremix/contracts/listings';
import type { z } from 'zod';

// What a staging request covers of its listing: which photos, and which disclosure rule they follow.

/** A staging request as the API parsed it. */
export type StagingSettings = z.output<typeof stagingRequestSchema>;

/**
 * The disclosure rule a staging follows: the one it names, else the plain rule its `disclosure` names, else the
 * listing's last, else the default; an id no row has is a 400 at `disclosureRule`.
 */
export function ruleToFollow(settings: StagingSettings, listing: ListingRecord): DisclosureRule {
  const named = settings.disclosureRule ?? settings.disclosure;
  if (named === undefined) return disclosureRuleOf({ disclosureRule: listing.disclosureRule });
  const rule = disclosureRuleById(named);
  if (!rule) throw new ListingFieldError('disclosureRule', LISTING_MESSAGES.unknownDisclosureRule);
  return rule;
}

/** The photos a staging names, in listing order (all of them when it names none); 400 for an unknown one. */
export function photosToStage(listing: ListingRecord, photoIds: readonly string[] | undefined): ListingPhotoEntry[] {
  if (listing.photos.length === 0) throw new ListingFieldError('photoIds', LISTING_MESSAGES.nothingToStage);
  if (photoIds === undefined) return listing.photos;
  const known = new Set(listing.photos.map(({ id }) => id));
  if (!photoIds.every((id) => known.has(id))) throw new ListingFieldError('photoIds', LISTING_MESSAGES.unknownPhotos);
  const chosen = new Set(photoIds);
  return listing.photos.filter(({ id }) => chosen.has(id));
}
