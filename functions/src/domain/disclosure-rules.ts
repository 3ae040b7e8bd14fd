import type { DisclosureRule } from '@roomremix/contracts/disclosure';

/**
 * The disclosure rules the listing kit follows, as data: read from each rule's own text on the day in `checked`.
 * A rule that changes is a row edited here with its new day; the kit derives what it does from the row
 * (disclosureOf), so no code names a rule. The first three rows are plain choices of ours, not rules of anyone's.
 */
export const DISCLOSURE_RULES: readonly DisclosureRule[] = [
  {
    id: 'label',
    name: 'Label on the photo',
    words: null,
    label: 'required',
    link: 'forbidden',
    caption: 'allowed',
    original: 'beside-or-link',
    forbids: [],
    source: null,
    checked: null,
  },
  {
    id: 'label-link',
    name: 'Label with a link to the originals',
    words: null,
    label: 'required',
    link: 'required',
    caption: 'allowed',
    original: 'beside-or-link',
    forbids: [],
    source: null,
    checked: null,
  },
  {
    id: 'caption',
    name: 'Caption only (no mark on the photo)',
    words: null,
    label: 'forbidden',
    link: 'forbidden',
    caption: 'required',
    original: 'beside-or-link',
    forbids: [],
    source: null,
    checked: null,
  },
  // Bus. & Prof. Code §10140.8 (a)(1): a conspicuous statement on or adjacent to the image, saying the unaltered
  // image can be reached by the link, URL or QR code it gives; (a)(2) the original in the posting or behind the link.
  {
    id: 'ca-ab-723',
    name: 'California AB 723',
    words: null,
    label: 'allowed',
    link: 'required',
    caption: 'allowed',
    original: 'beside-or-link',
    forbids: [],
    source: 'https://codes.findlaw.com/ca/business-and-professions-code/bpc-sect-10140-8/',
    checked: '2026-11-28',
  },
  // Rule 11.5.2: the label in the photo description field, the original immediately before or after the altered
  // photo, a watermark recommended; Rules 11.5(c) and 12.10 forbid altering the property itself.
  {
    id: 'crmls',
    name: 'CRMLS (California Regional MLS)',
    words: null,
    label: 'allowed',
    link: 'allowed',
    caption: 'required',
    original: 'beside',
    forbids: ['wall colour', 'flooring', 'cabinets', 'fixtures', 'AI-generated landscaping'],
    source: 'https://kb.crmls.org/?p=10900',
    checked: '2026-11-28',
  },
  // Rule 7.4.3: the label "Digitally Altered" in the description field, never watermarked or embedded in the photo,
  // with the original's URL in that field and a copy of the original uploaded.
  {
    id: 'sdmls',
    name: 'SDMLS (San Diego MLS)',
    words: 'Digitally Altered',
    label: 'forbidden',
    link: 'forbidden',
    caption: 'required',
    original: 'beside',
    forbids: [],
    source:
      'https://support.sdmls.com/support/solutions/articles/150000219383-rules-and-policy-change-summary-january-2026-',
    checked: '2026-11-28',
  },
  // Rules 3.1 and 3.3: no watermarks, marketing overlays or QR codes on images; staging limited to movable
  // property, disclosed; no structural change, and no filter that misrepresents colour or condition.
  {
    id: 'mls-now',
    name: 'MLS Now',
    words: null,
    label: 'forbidden',
    link: 'forbidden',
    caption: 'required',
    original: 'beside',
    forbids: ['walls, windows, doors, floors, cabinets or fixtures', 'filters that misrepresent colour or condition'],
    source:
      'https://support.mlsnow.com/hc/en-us/articles/47635315367067-MLS-Now-Rules-Section-3-Images-Media-Virtual-Staging',
    checked: '2026-11-28',
  },
];

/** The rule a listing uses when it has chosen none: the label, as the kit did before rules. */
export const DEFAULT_DISCLOSURE_RULE_ID = 'label';

/**
 * The rule a staging follows: the one of `id`, else the plain rule of its disclosure (older stagings stored only
 * that), else the default. A row dropped from the table falls back the same way: never a crash.
 */
export function disclosureRuleOf(staging: {
  disclosureRule?: string | undefined;
  disclosure?: string;
}): DisclosureRule {
  const rule =
    (staging.disclosureRule && disclosureRuleById(staging.disclosureRule)) ||
    (staging.disclosure && disclosureRuleById(staging.disclosure)) ||
    disclosureRuleById(DEFAULT_DISCLOSURE_RULE_ID);
  if (!rule) throw new Error(`No disclosure rule ${DEFAULT_DISCLOSURE_RULE_ID}`);
  return rule;
}

/** The rule of this id, or undefined when no row has it (an id a later table dropped). */
export function disclosureRuleById(id: string): DisclosureRule | undefined {
  return DISCLOSURE_RULES.find((rule) => rule.id === id);
}
