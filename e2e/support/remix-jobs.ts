import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page, Response } from 'playwright-core';

/** One answer the page got about a remix job: when, from which request, and what it said. */
interface JobSighting {
  at: string;
  request: string;
  httpStatus: number;
  status?: string;
  stage?: string;
  progress?: number;
}

/** The remix jobs a page submitted and every answer it got while following them, in order. */
export interface RemixJobTrail {
  jobIds(): string[];
  sightings(jobId: string): JobSighting[];
}

const JOB_ANSWER = /\/api\/(process|jobs\/([^/?]+))(\?|$)/;

/**
 * Records, from now on, every job the page submits (`POST /api/process`) and every poll of one (`GET /api/jobs/:id`),
 * so a remix that never shows its result can say whether the page stopped asking or the job stopped moving.
 */
export function recordRemixJobs(page: Page): RemixJobTrail {
  const byJob = new Map<string, JobSighting[]>();
  page.on('response', (response) => void noteJobAnswer(response, byJob));
  return {
    jobIds: () => [...byJob.keys()],
    sightings: (jobId) => byJob.get(jobId) ?? [],
  };
}

async function noteJobAnswer(response: Response, byJob: Map<string, JobSighting[]>): Promise<void> {
  const match = JOB_ANSWER.exec(new URL(response.url()).pathname);
  if (!match) return;
  const at = new Date().toISOString();
  const request = `${response.request().method()} ${match[0]}`;
  const body = (await response.json().catch(() => null)) as {
    id?: string;
    status?: string;
    stage?: string;
    progress?: number;
  } | null;
  const jobId = match[2] ?? body?.id;
  if (!jobId) return;
  const sighting = { at, request, httpStatus: response.status(), ...pickJobFields(body) };
  byJob.set(jobId, [...(byJob.get(jobId) ?? []), sighting]);
}

function pickJobFields(body: { status?: string; stage?: string; progress?: number } | null) {
  return body ? { status: body.status, stage: body.stage, progress: body.progress } : {};
}

/**
 * Waits for `result` as `locator.waitFor` does; when it times out, the error (and `artifacts/remix-timeouts.log`) tells
 * what became of each job the page submitted: the page's polls, the job's document in the Firestore emulator, the task
 * queue's statistics and the functions' log lines that name the job.
 */
export async function waitForRemixResult(trail: RemixJobTrail, result: Locator, timeoutMs: number): Promise<void> {
  const waitStarted = new Date().toISOString();
  try {
    await result.waitFor({ timeout: timeoutMs });
  } catch (error) {
    const report = await remixJobsReport(trail, waitStarted);
    await keepReport(report);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${report}`, { cause: error });
  }
}

async function remixJobsReport(trail: RemixJobTrail, waitStarted: string): Promise<string> {
  const jobs = await Promise.all(trail.jobIds().map((jobId) => jobReport(jobId, trail.sightings(jobId))));
  return [
    `The wait for the remix result began at ${waitStarted}; it is now ${new Date().toISOString()}.`,
    jobs.length === 0 ? 'The page submitted no remix job that it saw answered.' : jobs.join('\n'),
    `Task queue statistics: ${await taskQueueStats()}`,
  ].join('\n');
}

async function jobReport(jobId: string, sightings: JobSighting[]): Promise<string> {
  const logLines = await emulatorLogLinesNaming(jobId);
  return [
    `Job ${jobId}: the page's answers about it (${sightings.length}; each first of a run of equal ones, and the last):`,
    ...changesOf(sightings).map((s) => `  ${s.at} ${s.request} → ${s.httpStatus} ${answerOf(s)}`.trimEnd()),
    `  Its document: ${await jobDocument(jobId)}`,
    `  Emulator log lines naming it or the worker (${logLines.length}):`,
    ...logLines.map((line) => `    ${line}`),
  ].join('\n');
}

const answerOf = (s: JobSighting) => [s.status, s.stage, s.progress].filter((part) => part !== undefined).join(' ');

/** The sightings where the answer changed, and the last one: a poll repeating "queued" 80 times shows as one line. */
function changesOf(sightings: JobSighting[]): JobSighting[] {
  return sightings.filter((sighting, index) => {
    const previous = sightings[index - 1];
    const changed =
      !previous || `${previous.httpStatus} ${answerOf(previous)}` !== `${sighting.httpStatus} ${answerOf(sighting)}`;
    return changed || index === sightings.length - 1;
  });
}

/** The job's document as the Firestore emulator's REST API answers it to the owner (rules do not apply). */
async function jobDocument(jobId: string): Promise<string> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) return 'unknown (FIRESTORE_EMULATOR_HOST is not set)';
  const project = process.env.GCLOUD_PROJECT ?? 'demo-roomremix';
  const url = `http://${host}/v1/projects/${project}/databases/(default)/documents/remixJobs/${jobId}`;
  try {
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    const doc = (await response.json()) as { fields?: Record<string, unknown> };
    if (!doc.fields) return `HTTP ${response.status} ${JSON.stringify(doc)}`;
    const { status, stage, progress, attempts, leaseExpiresAt, engine, error, createdAt, startedAt, updatedAt } =
      doc.fields;
    const finishedAt = doc.fields.finishedAt;
    return JSON.stringify({
      status,
      stage,
      progress,
      attempts,
      engine,
      error,
      createdAt,
      startedAt,
      updatedAt,
      finishedAt,
      leaseExpiresAt,
    });
  } catch (error) {
    return `unreadable: ${String(error)}`;
  }
}

/** The Cloud Tasks emulator's own statistics per queue (tasks waiting, completed in the last minute, failed). */
async function taskQueueStats(): Promise<string> {
  const host = process.env.CLOUD_TASKS_EMULATOR_HOST;
  if (!host) return 'unknown (CLOUD_TASKS_EMULATOR_HOST is not set)';
  try {
    return JSON.stringify(await (await fetch(`http://${host}/queueStats`)).json());
  } catch (error) {
    return `unreadable: ${String(error)}`;
  }
}

/**
 * The lines of the stack's emulator output (`npm test` writes it to ROOMREMIX_EMULATOR_LOG) that tell what became of
 * the job: its own log entries and the worker's (each execution's start and end), the task queue's, and the
 * Functions emulator's failures (a runtime that did not load in time); not the page's polls of it.
 */
async function emulatorLogLinesNaming(jobId: string): Promise<string[]> {
  const file = process.env.ROOMREMIX_EMULATOR_LOG;
  if (!file) return ['(no emulator log: the stack was not started by npm test)'];
  const text = await readFile(file, 'utf8').catch(() => '');
  const poll = /hosting|"method":"GET"/;
  const telling = /remixWorker|tasks:|Failed to|timed out|WARN|ERROR/;
  return text.split('\n').filter((line) => (line.includes(jobId) && !poll.test(line)) || telling.test(line));
}

async function keepReport(report: string): Promise<void> {
  const dir = process.env.ROOMREMIX_ARTIFACTS_DIR ?? 'artifacts';
  await mkdir(dir, { recursive: true });
  await appendFile(join(dir, 'remix-timeouts.log'), `${report}\n\n`);
}
