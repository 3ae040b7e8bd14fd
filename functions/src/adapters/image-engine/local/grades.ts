import { ROOM_STYLE_LABELS, roomStyleSchema, type RoomStyle } from '@roomremix/contracts/enums';
import type { LabStats } from './lab';

/**
 * The colour grade of each room style, as the Lab statistics a typical photo of such a room has: mean lightness and
 * contrast (L), and the mean and spread of the red–green (a) and blue–yellow (b) axes. The local engine moves an
 * image's statistics towards these (mean/deviation transfer), so "Scandinavian" comes out bright, soft and a little
 * warm and "Industrial" dark and desaturated.
 */
export const STYLE_GRADES = {
  modern: { mean: [60, 0, 2], std: [24, 4, 6] },
  minimalist: { mean: [72, 0, 3], std: [16, 2.5, 4] },
  scandinavian: { mean: [74, 1, 6], std: [17, 3.5, 6] },
  industrial: { mean: [42, 1, 4], std: [22, 4, 6] },
  'mid-century': { mean: [52, 9, 20], std: [20, 9, 14] },
  bohemian: { mean: [50, 14, 20], std: [20, 13, 15] },
  farmhouse: { mean: [66, 3, 10], std: [18, 4, 7] },
  coastal: { mean: [72, -5, -8], std: [17, 6, 9] },
  traditional: { mean: [48, 8, 16], std: [20, 7, 10] },
  contemporary: { mean: [62, 1, 3], std: [22, 5, 7] },
  rustic: { mean: [46, 8, 18], std: [20, 7, 11] },
  'art-deco': { mean: [45, 4, 12], std: [26, 9, 14] },
} as const satisfies Record<RoomStyle, LabStats>;

/** Lower-case words that name each style inside free text ('mid century', 'art deco', 'scandi', ...). */
const STYLE_WORDS: readonly (readonly [RoomStyle, RegExp])[] = roomStyleSchema.options.map((style) => {
  const words = [style, ROOM_STYLE_LABELS[style], style.replace('-', ' ')];
  if (style === 'scandinavian') words.push('scandi', 'nordic');
  if (style === 'bohemian') words.push('boho');
  if (style === 'coastal') words.push('beach', 'nautical');
  const alternatives = [...new Set(words.map((word) => word.toLowerCase().replace(/[-\s]+/g, '[-\\s]?')))];
  return [style, new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'i')] as const;
});

/** The named styles a custom style text mentions ('modern farmhouse' → modern, farmhouse), in style order. */
export function stylesInText(text: string): RoomStyle[] {
  return STYLE_WORDS.filter(([, pattern]) => pattern.test(text)).map(([style]) => style);
}

/** The average grade of several styles, or null for none. */
export function blendGrades(styles: readonly RoomStyle[]): LabStats | null {
  if (styles.length === 0) return null;
  const average = (pick: (grade: LabStats) => readonly number[], channel: number) =>
    styles.reduce((sum, style) => sum + (pick(STYLE_GRADES[style])[channel] ?? 0), 0) / styles.length;
  const triple = (pick: (grade: LabStats) => readonly number[]) =>
    [average(pick, 0), average(pick, 1), average(pick, 2)] as const;
  return { mean: triple((grade) => grade.mean), std: triple((grade) => grade.std) };
}
