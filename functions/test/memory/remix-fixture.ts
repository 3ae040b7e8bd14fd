import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processFieldsSchema } from '@roomremix/contracts/remix-settings';
import { createLocalFsBlobStore } from '../../src/adapters/blob-store/local-fs-blob-store';
import type { ImageEngine } from '../../src/adapters/image-engine/image-engine';
import { createLocalImageEngine } from '../../src/adapters/image-engine/local/local-engine';
import type { LedgerEntry } from '../../src/ports/ledger';
import type { RemixJobRecord } from '../../src/ports/remix-jobs';
import { roomPhoto } from '../support/test-images';
import { memoryRepositories } from './memory-repositories';
import { quietLogger } from './quiet-logger';

export const OWNER = 'owner';

/**
 * The remix use-cases on memory: the owner with `balance` tokens, a blob store in a temporary directory, a queue that
 * records what it was given (or refuses while `queueDown`), the local engine, and a clock the test moves.
 */
export function remixWorld(balance = 10, engine: ImageEngine = createLocalImageEngine()) {
  // Real time: the blob store signs URLs against its own clock.
  let nowMs = Date.now();
  const repositories = memoryRepositories();
  const { store } = repositories;
  store.set(`users/${OWNER}`, { tokenBalance: balance });
  const enqueued: string[] = [];
  const world = {
    queueDown: false,
    enqueued,
    repositories,
    store,
    deps: {
      repositories,
      blobStore: createLocalFsBlobStore({ directory: mkdtempSync(join(tmpdir(), 'remix-')), urlSigningSecret: 's' }),
      logger: quietLogger(),
      queue: {
        enqueue: async (jobId: string) => {
          if (world.queueDown) throw new Error('The queue is down');
          enqueued.push(jobId);
        },
      },
      engine,
      now: () => new Date(nowMs),
    },
    later: (ms: number) => void (nowMs += ms),
    balance: () => store.get<{ tokenBalance: number }>(`users/${OWNER}`)?.tokenBalance,
    ledger: (reason?: string) =>
      store
        .query<LedgerEntry>(`users/${OWNER}/ledger`)
        .map(({ id, doc }) => ({ id, ...doc }))
        .filter((entry) => reason === undefined || entry.reason === reason),
    job: (id: string) => store.get<RemixJobRecord>(`remixJobs/${id}`),
    blobExists: async (key: string) => (await world.deps.blobStore.get(key)) !== null,
  };
  return world;
}

export type RemixWorld = ReturnType<typeof remixWorld>;

/** The deps of a submit in `world`: the local engine's offer. */
export const submitDepsOf = (world: RemixWorld) => ({
  ...world.deps,
  engine: { name: 'local' as const, ultra: 'enlarged' as const },
});

/** One submit of the owner: a room photo and the default settings, under `key` when given. */
export async function submission(key?: string, fields: Record<string, unknown> = {}) {
  return {
    uid: OWNER,
    base: await roomPhoto(96, 64),
    references: [],
    fields: processFieldsSchema.parse({ roomStyle: 'modern', ...fields }),
    ...(key === undefined ? {} : { idempotency: { uid: OWNER, key, fingerprint: `fingerprint-${key}` } }),
  };
}
