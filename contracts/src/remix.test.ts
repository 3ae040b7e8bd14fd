import { describe, expect, it } from 'vitest';
import {
  defaultResultTitle,
  formatMaterialLabel,
  hasDesignInput,
  idempotencyKeySchema,
  imageResultSchema,
  isFinishedJob,
  processResponseSchema,
  remixJobSchema,
  type DesignInput,
} from './remix';
import { fieldErrorsOf } from '../test/testing';

describe('hasDesignInput', () => {
  const nothing: DesignInput = {
    referenceCount: 0,
    roomStyle: 'none',
    mode: 'redesign',
    colorScheme: '',
    textPrompt: '',
  };

  it.each<[string, boolean, Partial<DesignInput>]>([
    ['nothing', false, {}],
    ['blank (null) colour scheme and prompt', false, { colorScheme: null, textPrompt: null }],
    ['whitespace-only colour scheme', false, { colorScheme: '  \t' }],
    ['whitespace-only prompt', false, { textPrompt: ' \n ' }],
    ['one reference image', true, { referenceCount: 1 }],
    ['a room style', true, { roomStyle: 'modern' }],
    ['a custom room style', true, { roomStyle: 'other' }],
    ['a colour scheme', true, { colorScheme: 'navy and white' }],
    ['a prompt', true, { textPrompt: 'add plants' }],
    ['staging an empty room', true, { mode: 'stage' }],
    ['decluttering', true, { mode: 'declutter' }],
    ['everything', true, { referenceCount: 2, roomStyle: 'rustic', colorScheme: 'red', textPrompt: 'x' }],
  ])('%s → %s', (_case, expected, change) => {
    expect(hasDesignInput({ ...nothing, ...change })).toBe(expected);
  });
});

describe('formatMaterialLabel', () => {
  it.each([
    ['wood', 'oak planks', 'wood: oak planks'],
    ['marble', '  white Carrara ', 'marble: white Carrara'],
    ['fabric', '   ', 'fabric'],
  ] as const)('%s + %j → %j', (material, description, expected) => {
    expect(formatMaterialLabel(material, description)).toBe(expected);
  });
});

describe('defaultResultTitle', () => {
  it("reads 'Result' and the local date with the time, in the locale given", () => {
    // ICU versions differ on the space before PM (U+0020 or U+202F).
    expect(defaultResultTitle(new Date(2025, 3, 28, 23, 59), 'en-US')).toMatch(/^Result Apr 28, 2025, 11:59\sPM$/);
    expect(defaultResultTitle(new Date(2025, 3, 28, 23, 59), 'de-DE')).toBe('Result 28.04.2025, 23:59');
  });
});

describe('imageResultSchema and remixJobSchema', () => {
  const result = {
    id: 'r1',
    userId: 'u1',
    title: 'Result Apr 28, 2025',
    baseImageUrl: '/api/files/base.jpg?sig=1',
    resultImageUrl: 'https://storage.example/result.jpg?sig=2',
    thumbnailUrl: 'https://storage.example/result-thumb.webp?sig=3',
    referenceImageUrls: [],
    textPrompt: null,
    styleIntensity: 'moderate',
    preserveStructure: true,
    roomStyle: 'modern',
    customStyle: null,
    quality: 'standard',
    colorScheme: null,
    tokensUsed: 1,
    createdAt: '2025-04-28T12:00:00.000Z',
    fileSize: 123456,
    structureScore: 92,
    engine: 'local',
  };
  const job = {
    id: 'j1',
    status: 'succeeded',
    stage: 'done',
    progress: 100,
    cost: 1,
    refunded: false,
    error: null,
    notes: ['Local engine: a colour grade of your photo, not AI.'],
    result,
    createdAt: '2025-04-28T12:00:00.000Z',
  };

  it('reads a result saved before modes existed as a redesign of an unnamed room', () => {
    const older = imageResultSchema.parse(result);
    expect({ mode: older.mode, roomType: older.roomType }).toEqual({ mode: 'redesign', roomType: null });
  });

  it('accepts a structure score from 0 to 100 and null', () => {
    for (const structureScore of [0, 100, null]) {
      expect(imageResultSchema.parse({ ...result, structureScore }).structureScore).toBe(structureScore);
    }
  });

  it('wraps the job in { job } for the 202 of POST /api/process, and knows finished jobs', () => {
    expect(processResponseSchema.parse({ job }).job.id).toBe('j1');
    expect(isFinishedJob({ status: 'succeeded' })).toBe(true);
    expect(isFinishedJob({ status: 'failed' })).toBe(true);
    expect(isFinishedJob({ status: 'processing' })).toBe(false);
  });

  it.each([
    ['a UUID', '6f1c2b1e-8a5d-4c3e-9b7a-1d2e3f4a5b6c', true],
    ['128 characters', 'k'.repeat(128), true],
    ['an empty key', '', false],
    ['129 characters', 'k'.repeat(129), false],
    ['a space', 'a b', false],
    ['a non-ASCII letter', 'clé', false],
  ])('idempotency key: %s → %s', (_case, key, valid) => {
    expect(idempotencyKeySchema.safeParse(key).success).toBe(valid);
  });

  it('accepts a result without labels as one with none, and relative signed URLs', () => {
    expect(imageResultSchema.parse(result).referenceImageLabels).toEqual([]);
  });

  it('accepts a result without a preview yet (null), never one whose preview is left out', () => {
    expect(imageResultSchema.parse({ ...result, thumbnailUrl: null }).thumbnailUrl).toBeNull();
    expect(Object.keys(fieldErrorsOf(imageResultSchema, { ...result, thumbnailUrl: undefined }))).toEqual([
      'thumbnailUrl',
    ]);
  });

  it.each([
    ['a structure score above 100', { structureScore: 101 }, 'structureScore'],
    ['a fractional structure score', { structureScore: 0.92 }, 'structureScore'],
    ['an unknown engine', { engine: 'midjourney' }, 'engine'],
    ['a negative file size', { fileSize: -1 }, 'fileSize'],
  ])('rejects a result with %s', (_case, change, field) => {
    expect(Object.keys(fieldErrorsOf(imageResultSchema, { ...result, ...change }))).toEqual([field]);
  });

  it.each([
    ['progress 0 of a queued job', { status: 'queued', stage: 'queued', progress: 0, result: null }, []],
    ['progress 101', { progress: 101 }, ['progress']],
    ['progress -1', { progress: -1 }, ['progress']],
    ['a job that cost nothing', { cost: 0 }, ['cost']],
    ['a failed job with its reason', { status: 'failed', error: 'Content policy', refunded: true, result: null }, []],
    ['a job without its refunded flag', { refunded: undefined }, ['refunded']],
  ])('%s', (_case, change, fields) => {
    expect(Object.keys(fieldErrorsOf(remixJobSchema, { ...job, ...change }))).toEqual(fields);
  });
});
