/**
 * Serialises this process's balance transactions per user. Correctness never depends on it: every balance change
 * is a Firestore transaction, and concurrent ones on other instances still conflict and retry there. It saves the
 * wasted work of many requests of one user (a burst of submits lands on one instance, which serves 80 at once)
 * all locking the same user document, and it keeps the Firestore emulator usable: under such contention, with any
 * other transaction running beside it, the emulator times transactions out ("Transaction lock timeout") instead of
 * letting one win, a documented emulator limitation (firebase-tools#6758, #8105).
 */
const tails = new Map<string, Promise<unknown>>();

/** Runs `task` once every earlier task for the same user in this process has settled; resolves with its result. */
export function withBalanceLock<T>(uid: string, task: () => Promise<T>): Promise<T> {
  return withLocalLock(`balance\n${uid}`, task);
}

/**
 * Runs `task` once every earlier task under the same key in this process has settled. For any other hot document
 * (a rate-limit counter hit by a burst), for the same reasons as the balance.
 */
export function withLocalLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
