import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createGeminiImageEngine } from '../src/adapters/image-engine/gemini/gemini-engine';
import type { ImageEngine } from '../src/adapters/image-engine/image-engine';
import { createLocalImageEngine } from '../src/adapters/image-engine/local/local-engine';
import { createOpenAiImageEngine } from '../src/adapters/image-engine/openai/openai-engine';
import { startFakeGemini } from './fakes/gemini/fake-gemini';
import { startFakeOpenAi } from './fakes/openai/fake-openai';
import { runRemixTask } from '../src/services/remix/worker';
import { meanDifference, rightHalfMask } from './support/mask-images';
import { getJob, pathOf, sendAs, submitAccepted, userWithTokens, useTestImages } from './support/remix';
import { startedForFile, useTestApp } from './support/test-app';

// "Change only this" holds whatever the engine does (issue 14): every engine's variants keep the photo outside the
// painted region, within JPEG noise. The AI engines are their fakes, which redraw the whole picture in one colour.

// Jobs stay queued; each test runs them with its own engine.
const app = useTestApp({ wrapQueue: () => ({ enqueue: () => Promise.resolve() }) });
const images = useTestImages();
const openAi = startedForFile(startFakeOpenAi);
const gemini = startedForFile(startFakeGemini);
const engines: Record<string, () => ImageEngine> = {
  local: () => createLocalImageEngine(),
  openai: () => createOpenAiImageEngine({ apiKey: 'sk-test', model: 'gpt-image-2', baseURL: openAi.baseURL }),
  gemini: () =>
    createGeminiImageEngine({ apiKey: 'gemini-test', model: 'gemini-nano-banana-2.1', baseUrl: gemini.url }),
};

describe.each(Object.keys(engines))('the %s engine with a painted region', (name) => {
  it('keeps the photo outside it in every variant, and changes it inside', async () => {
    const user = await userWithTokens(app, 2);
    const job = await submitAccepted(app, user.client, {
      base: [[images.room]],
      mask: [[await rightHalfMask(), 'mask.png', 'image/png']],
      fields: { roomStyle: 'industrial', variants: '2' },
    });
    const engine = (engines[name] as () => ImageEngine)();
    await expect(runRemixTask({ ...app.workerDeps, engine }, { jobId: job.id }, { attempt: 1 })).resolves.toBe(
      'succeeded',
    );

    const done = await getJob(app, user.client, job.id);
    expect(done.results).toHaveLength(2);
    const bytes = async (url: string) =>
      Buffer.from(await (await sendAs(app, user.client, 'GET', pathOf(url))).arrayBuffer());
    for (const result of done.results) {
      // Compared at the result's own size (an AI engine answers larger than the 96 px photo), as the worker composites.
      const made = await sharp(await bytes(result.resultImageUrl))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width, height } = made.info;
      const base = await sharp(await bytes(result.baseImageUrl))
        .resize(width, height, { fit: 'fill' })
        .removeAlpha()
        .raw()
        .toBuffer();
      expect(meanDifference(made.data, base, width, 0, 0.42), `variant ${result.variant}`).toBeLessThan(4);
      expect(meanDifference(made.data, base, width, 0.58, 1), `variant ${result.variant}`).toBeGreaterThan(8);
      expect(result.structureScoreOutside, `variant ${result.variant}`).toBeGreaterThanOrEqual(95);
    }
  });
});
