import {
  COLOUR_GRADE_DETAIL,
  DISCLOSURE_DETAILS,
  DISCLOSURE_WORDS,
  type DisclosureKind,
  type DisclosureRule,
  disclosureCaption,
} from '@roomremix/contracts/disclosure';
import type { RemixMode } from '@roomremix/contracts/enums';
import type { ImageEngine } from '@roomremix/contracts/system';
import { followsInstructions, modesOf } from './engine-modes';

/** What made one listing take: the mode it was asked for and the engine that drew it. */
export interface TakeOrigin {
  mode: RemixMode;
  engine: ImageEngine;
}

/**
 * What was done to the photo, as its disclosure may say it: only an engine that honours the mode on a whole photo
 * (engine-modes.ts) stages, declutters or empties it; anything else, the local engine's colour grade included, is
 * only "altered".
 */
export function disclosureKindOf({ mode, engine }: TakeOrigin): DisclosureKind {
  if (!modesOf(engine).includes(mode)) return 'altered';
  if (mode === 'stage') return 'staged';
  if (mode === 'declutter') return 'decluttered';
  if (mode === 'empty') return 'emptied';
  return 'altered';
}

/** The words of a take's disclosure under `rule`: the rule's own words where it prescribes some. */
export function disclosureWordsOf(take: TakeOrigin, rule: Pick<DisclosureRule, 'words'>): string {
  return rule.words ?? DISCLOSURE_WORDS[disclosureKindOf(take)];
}

/** What a take's disclosure says under `rule`: its words and its caption. */
export function stagedDisclosureOf(take: TakeOrigin, rule: Pick<DisclosureRule, 'words'>) {
  return { words: disclosureWordsOf(take, rule), caption: disclosureCaptionOf(take, rule) };
}

/** What a photo staged before disclosures said what was done says: the words that claim least. */
export const UNKNOWN_TAKE_DISCLOSURE = {
  words: DISCLOSURE_WORDS.altered,
  caption: disclosureCaption(DISCLOSURE_WORDS.altered, DISCLOSURE_DETAILS.altered),
};

/** The caption of a take under `rule`: its words, then what was done (a colour grade for the local engine). */
export function disclosureCaptionOf(take: TakeOrigin, rule: Pick<DisclosureRule, 'words'>): string {
  // An engine that reads no instructions only grades the photo's colours (engine-modes.ts).
  const detail = followsInstructions(take.engine) ? DISCLOSURE_DETAILS[disclosureKindOf(take)] : COLOUR_GRADE_DETAIL;
  return disclosureCaption(disclosureWordsOf(take, rule), detail);
}
