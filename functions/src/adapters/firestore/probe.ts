import type { Firestore } from 'firebase-admin/firestore';

/** How long a health check waits for Firestore before calling it unreachable. */
export const FIRESTORE_PROBE_TIMEOUT_MS = 2_000;

/** The document the probe reads; it need not exist, a read of a missing document still reaches Firestore. */
const PROBE_DOCUMENT = '_health/probe';

/** Resolves when one Firestore read succeeds within `timeoutMs`; rejects with the cause otherwise. */
export async function probeFirestore(db: Firestore, timeoutMs = FIRESTORE_PROBE_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  // The SDK keeps retrying an unreachable host for minutes, so the probe gives up on its own clock.
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Firestore did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.doc(PROBE_DOCUMENT).get(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
