import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix-settings';
import { afterEach, beforeAll } from 'vitest';
import { buildRemixPrompt } from '../../src/domain/prompt';
import type { ImageEngineInput, ImageEngineSettings } from '../../src/adapters/image-engine/image-engine';
import type { FakeServer } from '../fakes/fake-server';
import { engineTestPhotos } from './test-images';

type EngineTestPhotos = Awaited<ReturnType<typeof engineTestPhotos>>;

/** What a test changes of an engine input: any of its fields, and settings over the bed's. */
export type EngineInputChanges = Partial<Omit<ImageEngineInput, 'settings' | 'prompt'>> & {
  settings?: Partial<ImageEngineSettings>;
};

/** What a provider engine test works with: its photos, its inputs and the fake provider the running test started. */
export interface EngineTestBed<Fake extends FakeServer> {
  /** One reference swatch per label given to `useEngineTestBed`. */
  readonly references: EngineTestPhotos['references'];
  /** The 400 × 300 room and every reference, the bed's settings with `changes`, and the prompt of what is sent. */
  input(changes?: EngineInputChanges): ImageEngineInput;
  /** The fake the running test started; reading it before `start` is a mistake of the test. */
  readonly fake: Fake;
  /** Keeps the fake `starting` resolves to, so that it is closed after the test, and gives it back. */
  start(starting: Promise<Fake>): Promise<Fake>;
}

/**
 * The set-up the OpenAI and Gemini engine tests share: the photos are made once per file (one reference swatch per
 * label, see `engineTestPhotos`), inputs have the default settings in `roomStyle`, and the fake provider a test
 * starts is closed after it, even when the test fails.
 */
export function useEngineTestBed<Fake extends FakeServer>(setup: {
  roomStyle: ImageEngineSettings['roomStyle'];
  referenceLabels: readonly (string | undefined)[];
}): EngineTestBed<Fake> {
  let photos: EngineTestPhotos | undefined;
  let running: Fake | undefined;
  beforeAll(async () => {
    photos = await engineTestPhotos(setup.referenceLabels);
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  const made = () => {
    if (!photos) throw new Error('the engine test photos are made in beforeAll');
    return photos;
  };
  return {
    get references() {
      return made().references;
    },
    input({ settings: settingChanges, ...fields } = {}) {
      const settings = { ...DEFAULT_REMIX_SETTINGS, roomStyle: setup.roomStyle, ...settingChanges };
      const sent = { ...made(), ...fields };
      return { ...sent, settings, prompt: buildRemixPrompt(settings, sent.references) };
    },
    get fake() {
      if (!running) throw new Error('no fake provider started in this test');
      return running;
    },
    async start(starting) {
      running = await starting;
      return running;
    },
  };
}

/** A fake that was started and closed again: its URLs are where no provider answers. */
export async function closedFake<Fake extends FakeServer>(start: () => Promise<Fake>): Promise<Fake> {
  const fake = await start();
  await fake.close();
  return fake;
}
