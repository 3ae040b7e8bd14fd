/**
 * The look of a choice that is chosen, or of a drop zone something is dragged over: a teal border over a teal tint;
 * otherwise the usual border over `background`. One look for every such surface (packages, disclosure options, photo
 * drop zones, aspect choices), so a chosen one reads the same everywhere.
 */
export function chosenSurface(chosen: boolean, background?: string) {
  return { borderColor: chosen ? 'teal.solid' : 'border', bg: chosen ? 'teal.subtle' : background };
}
