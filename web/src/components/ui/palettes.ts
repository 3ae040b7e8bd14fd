/**
 * Chakra's colour palettes the app never paints with. Each costs about 27 tokens: a CSS variable apiece in every
 * page's stylesheet and steps in making the styling system as the app starts (README, Performance). The app uses
 * teal (the brand), gray (Chakra's default), red, orange, green and blue (alert and toast statuses, status badges) and
 * purple (the HD and admin badges). palettes.test.ts fails when the app's code names one of these.
 */
export const UNUSED_PALETTES = ['yellow', 'cyan', 'pink'] as const;

/** A theme's colour tokens (plain or semantic) without the palettes the app never uses. */
export function withoutUnusedPalettes<Tree extends Record<string, unknown>>(colors: Tree): Tree {
  const unused = new Set<string>(UNUSED_PALETTES);
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !unused.has(name))) as Tree;
}
