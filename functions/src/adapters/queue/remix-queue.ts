/** The task a remix job becomes on the queue; the job document holds everything else. */
export interface RemixTaskData {
  jobId: string;
}

/** Which delivery of a task this is; `attempt` counts from 1. */
export interface TaskDelivery {
  attempt: number;
}

/** Runs one delivery of a task: resolves to acknowledge it, throws to have it retried. */
export type RemixTaskHandler = (data: unknown, delivery: TaskDelivery) => Promise<unknown>;

/**
 * Hands remix jobs to the worker. The job id is the task id, so enqueueing a job twice runs it once: a task that
 * already exists counts as enqueued. Rejects when the task could not be created.
 */
export interface RemixQueue {
  enqueue(jobId: string): Promise<void>;
}
