import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCloudTasksQueue } from './cloud-tasks-queue';

/** What the fake Cloud Tasks emulator received, and what it answers next. */
const received: {
  url: string;
  body: { task: { name?: string; dispatchDeadline?: string; httpRequest: { body: string; url?: string } } };
}[] = [];
let nextStatus = 200;
let server: Server;
let previousHost: string | undefined;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((text) => {
      received.push({ url: req.url ?? '', body: JSON.parse(text) });
      res.writeHead(nextStatus, { 'Content-Type': 'application/json' });
      res.end(
        nextStatus === 200 ? '{}' : JSON.stringify({ error: { code: nextStatus, message: 'refused', status: 'X' } }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  // The Admin SDK reads CLOUD_TASKS_EMULATOR_HOST when its Functions client is created, as the local stack sets it.
  previousHost = process.env.CLOUD_TASKS_EMULATOR_HOST;
  process.env.CLOUD_TASKS_EMULATOR_HOST = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (previousHost === undefined) delete process.env.CLOUD_TASKS_EMULATOR_HOST;
  else process.env.CLOUD_TASKS_EMULATOR_HOST = previousHost;
  server.close();
  await once(server, 'close');
});

const queue = (targetUri?: () => Promise<string | undefined>) =>
  createCloudTasksQueue({
    projectId: 'demo-roomremix',
    functionName: 'remixWorker',
    region: 'us-central1',
    dispatchDeadlineSeconds: 300,
    targetUri,
  });

describe('the Cloud Tasks queue (against a fake of the Cloud Tasks emulator)', () => {
  it('creates a task named by the job id on the remixWorker queue, carrying { jobId }', async () => {
    nextStatus = 200;
    await queue().enqueue('job123');
    const request = received.at(-1);
    expect(request?.url).toBe('/projects/demo-roomremix/locations/us-central1/queues/remixWorker/tasks');
    expect(request?.body.task.name).toMatch(/\/tasks\/job123$/);
    expect(request?.body.task.dispatchDeadline).toBe('300s');
    expect(JSON.parse(Buffer.from(request?.body.task.httpRequest.body ?? '', 'base64').toString('utf8'))).toEqual({
      data: { jobId: 'job123' },
    });
  });

  it("sends the task to the worker's own URL when it is known", async () => {
    nextStatus = 200;
    await queue(async () => 'https://remixworker-abc123-uc.a.run.app').enqueue('job789');
    expect(received.at(-1)?.body.task.httpRequest.url).toBe('https://remixworker-abc123-uc.a.run.app');
  });

  it("counts 'already exists' (409) as enqueued: the job id dedupes its task", async () => {
    nextStatus = 409;
    await expect(queue().enqueue('job123')).resolves.toBeUndefined();
  });

  it('rejects when the queue refuses the task (the SDK itself retries 503s)', async () => {
    nextStatus = 400;
    await expect(queue().enqueue('job456')).rejects.toThrow();
  });
});
