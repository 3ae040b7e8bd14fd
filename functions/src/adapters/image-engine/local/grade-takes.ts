/**
 * One variant's take on the colour grade: a multiple of the settings' strengths (style, references, palette; each
 * capped at full), and a shift of lightness (L) and warmth (b, blue → yellow) on top. Still the user's settings, read
 * a little differently, so several variants of one deterministic grade differ visibly.
 */
export interface GradeTake {
  strength: number;
  lightness: number;
  warmth: number;
  /** How the notes describe this take; empty for the plain grade. */
  description: string;
}

/** The grade as the settings ask for it: variant 0, and a single remix. */
const PLAIN_GRADE: GradeTake = { strength: 1, lightness: 0, warmth: 0, description: '' };

/** One take per variant, in order; the first is the plain grade. Variants past the table repeat it. */
export const GRADE_TAKES: readonly GradeTake[] = [
  PLAIN_GRADE,
  { strength: 0.75, lightness: 4, warmth: 6, description: 'a softer, warmer take on the same grade' },
  { strength: 1.25, lightness: -3, warmth: -6, description: 'a stronger, cooler take on the same grade' },
  { strength: 1, lightness: 6, warmth: 2, description: 'a brighter take on the same grade' },
];

/** The grade take of a variant (0-based; absent means 0). */
export function gradeTakeOf(variant = 0): GradeTake {
  return GRADE_TAKES[variant % GRADE_TAKES.length] ?? PLAIN_GRADE;
}
