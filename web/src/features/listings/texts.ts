import { type DisclosureRule, ORIGINAL_BY_QR_LINES } from '@roomremix/contracts/disclosure';
import { DISCLOSURE_LABELS, type Disclosure } from '@roomremix/contracts/listings';
import { tokenCount } from '@roomremix/contracts/messages';
import type { StagingPhase } from './utils/batch-progress';

/** The listing kit in one line: the listings page's intro and its empty state. */
export const LISTING_KIT_SUMMARY =
  'Stage every photo of a property in one batch, with matching furniture in every room and the disclosure your MLS or state asks for.';

/** What each disclosure does, one line under its label (DISCLOSURE_LABELS), so the agent can match the portal's rules. */
export const DISCLOSURE_EXPLANATIONS: Readonly<Record<Disclosure, string>> = {
  label: 'A label in a corner of each photo says what was done to it: "Virtually staged", "Digitally altered"…',
  'label-link': `The label also carries a QR code of the originals link ("${ORIGINAL_BY_QR_LINES.join(' ')}"), so buyers can see the unaltered photos.`,
  caption: 'The photos stay unmarked; the disclosure goes in the captions of the export, for portals that ban marks.',
};

/** Why an originals link exists, said before one is made. */
export const ORIGINALS_LINK_EXPLANATION =
  'A public page with each staged photo beside its original, for listing rules that ask for the unaltered photo.';

/**
 * Said before a new originals link is made while `photos` staged photos carry the QR code of one turned off: the new
 * link has a new address, so those photos never reach it until they are labelled again.
 */
export function turnedOffLinkWarning(photos: number): { problem: string; remedy: string } {
  const carry = photos === 1 ? '1 staged photo carries' : `${photos} staged photos carry`;
  return {
    problem: `${carry} the QR code of the link you turned off. A new link has a new address: anyone who scans a photo already published will still be told the link was turned off.`,
    remedy: `To send them to the new page, choose "${DISCLOSURE_LABELS['label-link']}" in Stage the photos once the new link exists and start: their labels get the new link for free. Then publish the new photos.`,
  };
}

/** A count of photos: '1 photo', '12 photos'. */
export function photoCount(count: number): string {
  return `${count} ${count === 1 ? 'photo' : 'photos'}`;
}

/**
 * The Start button: what it stages and what it costs ('Stage 12 photos · 12 tokens'), or, when every photo has a take
 * of these settings, the free disclosure change it makes or that there is nothing to do.
 */
export function stageButtonLabel({ photos, cost, remarks }: { photos: number; cost: number; remarks: number }): string {
  if (photos > 0 || remarks === 0) return `Stage ${photoCount(photos)} · ${tokenCount(cost)}`;
  return `Change the disclosure of ${photoCount(remarks)} · free`;
}

/** The Start button when every photo already has a take of these settings under this disclosure. */
export const NOTHING_TO_STAGE = 'Every photo has these settings';

/** Said under the Start button when a staging also re-marks photos that have a take of these settings. */
export function freeRemarksNote(remarks: number): string {
  const photos = remarks === 1 ? '1 photo already has' : `${remarks} photos already have`;
  return `${photos} a take of these settings: its disclosure is changed for free.`;
}

/** Photos named in a sentence: 'Photo 1', 'Photo 1 and Photo 2', 'Photo 1, Photo 2 and Photo 3'. */
export function photoNames(numbers: readonly number[]): string {
  const names = numbers.map((number) => `Photo ${number}`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The question before photos that have a take of these settings are staged (and charged) again. */
export function restageQuestion(numbers: readonly number[], cost: number) {
  return {
    title: `Stage ${photoCount(numbers.length)} again?`,
    body: `${photoNames(numbers)} already ${numbers.length === 1 ? 'has' : 'have'} a take of these settings. This costs ${tokenCount(cost)}; the current takes stay under "Earlier takes", where you can delete them.`,
    confirm: `Stage again · ${tokenCount(cost)}`,
  };
}

/** Said before any request when the balance does not cover the batch. */
export function stagingTokensShort(photos: number, cost: number, balance: number): string {
  return `Staging ${photoCount(photos)} costs ${tokenCount(cost)} and you have ${balance}.`;
}

/** How each photo's staging is named while the batch runs and after. */
export const PHASE_LABELS: Readonly<Record<StagingPhase, string>> = {
  queued: 'Queued',
  staging: 'Staging',
  done: 'Done',
  failed: 'Failed',
};

/** A disclosure rule as the staging form offers it: our plain choices by name, anyone else's as "My MLS or law: …". */
export function disclosureRuleLabel(rule: DisclosureRule): string {
  return rule.source === null ? rule.name : `My MLS or law: ${rule.name}`;
}

/** What a rule asks beyond the mark, one sentence each: its own words, where the original goes, what it forbids. */
export function disclosureRuleTerms(rule: DisclosureRule): string[] {
  const terms: string[] = [];
  if (rule.words !== null) terms.push(`Its captions say "${rule.words}".`);
  if (rule.original === 'beside') terms.push('Publish each original right before or after its staged photo.');
  if (rule.forbids.length > 0) terms.push(`It forbids changing ${rule.forbids.join(', ')}, even when disclosed.`);
  return terms;
}
