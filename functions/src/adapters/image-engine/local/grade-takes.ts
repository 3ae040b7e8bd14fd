/**
 * One variant's take on the colour grade: a multiple of the settings' strengths (style, references, palette; each
 * capped at full), and a shift of lightness (L) and warmth (b, blue → yellow) on top. Still the user's settings, read
 * a little differently, so several variants of one deterministic grade differ visibly.
 */
export interface GradeTake {
  strength: number;
  lightness: number;
  warmth: number;
}

/** The grade as the settings ask for it: variant 0, and a single remix. */
export const PLAIN_GRADE: GradeTake = { strength: 1, lightness: 0, warmth: 0 };

/** One take per variant, in order; the first is the plain grade. Variants past the table repeat it. */
export const GRADE_TAKES: readonly GradeTake[] = [
  PLAIN_GRADE,
  { strength: 0.75, lightness: 4, warmth: 6 },
  { strength: 1.25, lightness: -3, warmth: -6 },
  { strength: 1, lightness: 6, warmth: 2 },
];

/** The grade take of a variant (0-based; absent means 0). */
export function gradeTakeOf(variant = 0): GradeTake {
  return GRADE_TAKES[variant % GRADE_TAKES.length] ?? PLAIN_GRADE;
}

/**
 * How a take's image differs from the plain grade's, in mean Lab units: how much further from the photo it moved,
 * and how much lighter (L) and warmer (b) it is. Negative is the other way.
 */
export interface TakeDifference {
  stronger: number;
  brighter: number;
  warmer: number;
}

/** Below this a difference goes unsaid: ΔE 2–3 is where people start to see one side by side. */
const SAID_FROM = 1.5;

/**
 * What a variant's note says of it, from what its image shows beside the plain grade's (a style's own warmth can
 * outweigh a take's cool shift, so the take's numbers alone would say "cooler" of a warmer image).
 */
export function describeTake(difference: TakeDifference): string {
  const word = (value: number, more: string, less: string) =>
    Math.abs(value) < SAID_FROM ? [] : [value > 0 ? more : less];
  const words = [
    ...word(difference.stronger, 'stronger', 'softer'),
    ...word(difference.warmer, 'warmer', 'cooler'),
    ...word(difference.brighter, 'brighter', 'darker'),
  ];
  if (words.length === 0) return 'a slightly different take on the same grade';
  const listed = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return `a ${listed} take on the same grade`;
}
