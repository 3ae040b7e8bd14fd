import { getFunctions } from 'firebase-admin/functions';
import { getFirebaseApp } from '../firebase-app';
import type { RemixQueue, RemixTaskData } from './remix-queue';

/** Where the queue's tasks go and how long one delivery may take. */
export interface CloudTasksQueueOptions {
  projectId: string;
  /** The onTaskDispatched function, e.g. remixWorker. */
  functionName: string;
  region: string;
  /** How long Cloud Tasks waits for one delivery (15–1800 s); the function's own timeout. */
  dispatchDeadlineSeconds: number;
  /** The function's own URL to send tasks to (function-url.ts); undefined keeps the SDK's default. */
  targetUri?: () => Promise<string | undefined>;
}

/**
 * The Cloud Tasks queue of the `remixWorker` task function, through the Admin SDK's task queue client. With
 * CLOUD_TASKS_EMULATOR_HOST set (the local stack sets it) the SDK talks to the Cloud Tasks emulator, which delivers
 * to the functions emulator. The job id is the task id; Cloud Tasks refuses a second task with the same id
 * ('already exists'), which is exactly the dedupe we want, so that answer counts as success.
 */
export function createCloudTasksQueue(options: CloudTasksQueueOptions): RemixQueue {
  const resource = `locations/${options.region}/functions/${options.functionName}`;
  return {
    async enqueue(jobId) {
      const queue = getFunctions(getFirebaseApp(options.projectId)).taskQueue<RemixTaskData>(resource);
      const uri = await options.targetUri?.();
      try {
        await queue.enqueue(
          { jobId },
          { id: jobId, dispatchDeadlineSeconds: options.dispatchDeadlineSeconds, ...(uri ? { uri } : {}) },
        );
      } catch (error) {
        if (isAlreadyExists(error)) return;
        throw error;
      }
    },
  };
}

function isAlreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'functions/task-already-exists' || code === 'task-already-exists';
}
