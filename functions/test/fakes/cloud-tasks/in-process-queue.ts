import type { RemixQueue, RemixTaskHandler } from '../../../src/adapters/queue/remix-queue';

/** How the in-process queue retries, like the Cloud Tasks queue's retryConfig. */
export interface InProcessQueueOptions {
  handler: RemixTaskHandler;
  maxAttempts: number;
  /** Wait before attempt n+1 after attempt n failed; default none. */
  backoffMs?: (failedAttempt: number) => number;
  /** Told about a task whose every attempt failed (Cloud Tasks drops such a task). */
  onGiveUp?: (jobId: string, error: unknown) => void;
}

/** The in-process queue, plus what tests need to wait for it. */
export interface InProcessQueue extends RemixQueue {
  /** Resolves once every task enqueued so far, retries included, has finished. */
  idle(): Promise<void>;
  /** Task ids ever enqueued, in order (each at most once). */
  readonly enqueued: readonly string[];
}

/**
 * A queue that runs the worker's handler in this process, for the api tests: the same handler
 * the `remixWorker` function runs, called asynchronously after enqueue returns, retried on a throw up to
 * `maxAttempts` times with the attempt number Cloud Tasks would report. Like Cloud Tasks, a task id is accepted once.
 */
export function createInProcessQueue(options: InProcessQueueOptions): InProcessQueue {
  const seen = new Set<string>();
  const enqueued: string[] = [];
  const running = new Set<Promise<void>>();

  const run = async (jobId: string): Promise<void> => {
    // Let the caller's response go out first, as a real queue would.
    await new Promise((resolve) => setImmediate(resolve));
    for (let attempt = 1; ; attempt += 1) {
      try {
        await options.handler({ jobId }, { attempt });
        return;
      } catch (error) {
        if (attempt >= options.maxAttempts) {
          options.onGiveUp?.(jobId, error);
          return;
        }
        const wait = options.backoffMs?.(attempt) ?? 0;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  };

  return {
    enqueued,
    async enqueue(jobId) {
      if (seen.has(jobId)) return;
      seen.add(jobId);
      enqueued.push(jobId);
      const task = run(jobId).finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
