/**
 * Tokens of Chakra's theme that neither the app nor the recipes it registers ever name. Each token is a CSS variable
 * in every prerendered page and steps in making the styling system, the costliest task of the app's start (README,
 * Performance), so the theme leaves these out: 661 → 536 tokens. unused-tokens.test.ts fails when the app's code names
 * one of them; a recipe added to the provider may need one back (see its source in @chakra-ui/react/theme).
 */

/**
 * Colour palettes. The app uses teal (the brand), gray (Chakra's default), red, orange, green and blue (alert and toast
 * statuses, status badges), purple (the HD and admin badges) and blackAlpha (overlays).
 */
export const UNUSED_PALETTES = ['yellow', 'cyan', 'pink', 'whiteAlpha'] as const;

/** Sizes: the fractions (`1/2`…`11/12`) and the viewport units (`dvh`, `vw`…), which the app writes as `50%`, `100vh`. */
export const UNUSED_SIZES = [
  ...['1/2', '1/3', '2/3', '1/4', '3/4', '1/5', '2/5', '3/5', '4/5'],
  ...['1/6', '2/6', '3/6', '4/6', '5/6', '1/12', '2/12', '3/12', '4/12', '5/12', '6/12', '7/12', '8/12', '9/12'],
  ...['10/12', '11/12', 'dvh', 'svh', 'lvh', 'dvw', 'svw', 'lvw', 'vw', 'vh'],
] as const;

/** A token tree (plain or semantic) without the entries named in `unused`. */
export function without<Tree extends Record<string, unknown>>(tree: Tree, unused: readonly string[]): Tree {
  const left = new Set(unused);
  return Object.fromEntries(Object.entries(tree).filter(([name]) => !left.has(name))) as Tree;
}
