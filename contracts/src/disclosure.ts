import { z } from 'zod';

// What a listing photo's disclosure says (docs/api.md#disclosure): words that match what was done to the photo, and
// the rules of the services an agent publishes to, as data (each rule's row in functions/src/domain/disclosure-rules.ts).

/**
 * What was done to a staged listing photo, as its disclosure says it: furniture added (`staged`), items taken out
 * (`decluttered`), the room emptied (`emptied`), or anything else, a redesign or the local engine's colour grade
 * (`altered`).
 */
export const DISCLOSURE_KINDS = ['staged', 'decluttered', 'emptied', 'altered'] as const;
export type DisclosureKind = (typeof DISCLOSURE_KINDS)[number];

/** The words of each kind: burned into the label, and the caption's first words. */
export const DISCLOSURE_WORDS: Readonly<Record<DisclosureKind, string>> = {
  staged: 'Virtually staged',
  decluttered: 'Virtually decluttered',
  emptied: 'Virtually emptied',
  altered: 'Digitally altered',
};

/**
 * The lines beside the QR code on a `label-link` mark, saying what scanning it gives. The originals page's URL itself is
 * not written out: the code holds it, and 50-odd characters of it would not fit in a third of the photo legibly.
 */
export const ORIGINAL_BY_QR_LINES = ['Original:', 'scan the code'] as const;

/** What was done, as the caption says it after the words. */
export const DISCLOSURE_DETAILS: Readonly<Record<DisclosureKind, string>> = {
  staged: 'furniture and decor were added digitally.',
  decluttered: 'loose items were removed digitally.',
  emptied: 'the furniture was removed digitally.',
  altered: 'the furnishings, finishes or colours were changed digitally.',
};

/** What the local engine did to a listing photo: a colour grade, never furniture and never AI. */
export const COLOUR_GRADE_DETAIL = 'the colours were graded digitally (a colour grade, not AI).';

/** A caption: the disclosure's words, then what was done (the export's captions.csv, the originals page). */
export function disclosureCaption(words: string, detail: string): string {
  return `${words}: ${detail}`;
}

/** What a rule says of one way of disclosing: it must be used, it may be, or it must not. */
export const ruleRequirementSchema = z.enum(['required', 'allowed', 'forbidden']);
export type RuleRequirement = z.infer<typeof ruleRequirementSchema>;

/**
 * One disclosure rule: a law's, a listing service's, or a plain choice. `label` is a mark burned into the photo,
 * `link` the QR code of the originals page's URL on that mark, `caption` the words beside the photo (its description
 * field); `original` where the unaltered photo must be: right beside the staged one, or beside it or behind the link.
 */
export const disclosureRuleSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** The words the rule prescribes; null: the words of what was done (DISCLOSURE_WORDS). */
  words: z.string().nullable(),
  label: ruleRequirementSchema,
  link: ruleRequirementSchema,
  caption: ruleRequirementSchema,
  original: z.enum(['beside', 'beside-or-link']),
  /** What the rule forbids altering even when disclosed, in the agent's words; empty when it says nothing. */
  forbids: z.array(z.string()),
  /** Where the rule is written, and the day we last read it; null for a plain choice of ours. */
  source: z.url().nullable(),
  checked: z.iso.date().nullable(),
});
export type DisclosureRule = z.infer<typeof disclosureRuleSchema>;

/**
 * What the kit does to the photos under `rule` (a `disclosure` of contracts/src/listings.ts): no mark where a mark is
 * forbidden, the mark with the originals' link and QR code where a link is required, else the plain mark.
 */
export function disclosureOf(rule: Pick<DisclosureRule, 'label' | 'link'>): 'label' | 'label-link' | 'caption' {
  if (rule.label === 'forbidden') return 'caption';
  return rule.link === 'required' ? 'label-link' : 'label';
}
