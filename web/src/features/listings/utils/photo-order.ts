/** The ids in a new order: the one at `from` moved to `to`, the others keeping theirs. */
export function movedOrder(ids: readonly string[], from: number, to: number): string[] {
  const order = [...ids];
  const [moved] = order.splice(from, 1);
  if (moved === undefined || to < 0 || to > order.length) return [...ids];
  order.splice(to, 0, moved);
  return order;
}
