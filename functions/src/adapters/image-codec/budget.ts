/** Runs `run` once its `cost` fits in what is left of the budget; the cost is given back when it settles. */
export type Budgeted = <T>(cost: number, run: () => Promise<T>) => Promise<T>;

/**
 * A budget shared by everything this instance runs at once: work starts in the order it asked while its cost fits
 * in `capacity`, and waits otherwise (first come, first served, so a large piece is never passed over for ever).
 * A cost above the capacity counts as the whole capacity: it runs alone rather than never.
 */
export function budgeted(capacity: number): Budgeted {
  let used = 0;
  const waiting: { cost: number; start: () => void }[] = [];
  const startWaiting = () => {
    for (let next = waiting[0]; next && used + next.cost <= capacity; next = waiting[0]) {
      waiting.shift();
      used += next.cost;
      next.start();
    }
  };
  return async (cost, run) => {
    const taken = Math.min(cost, capacity);
    if (waiting.length === 0 && used + taken <= capacity) used += taken;
    else await new Promise<void>((start) => waiting.push({ cost: taken, start }));
    try {
      return await run();
    } finally {
      used -= taken;
      startWaiting();
    }
  };
}
