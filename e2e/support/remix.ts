import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';
import { roomPhoto } from './room-photo';

/** Makes a standard remix of a room photo through the API for the page's user, and waits for it to finish. */
export async function remixThroughApi(page: Page): Promise<void> {
  const submitted = await page.request.post('/api/process', {
    headers: { Origin: baseUrl, 'Idempotency-Key': randomBytes(8).toString('hex') },
    multipart: {
      baseImage: { name: 'room.png', mimeType: 'image/png', buffer: await roomPhoto() },
      roomStyle: 'modern',
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(202);
  await expect
    .poll(async () => ((await (await page.request.get('/api/results')).json()) as unknown[]).length, {
      timeout: 90_000,
    })
    .toBeGreaterThan(0);
}
