import type { ImageResult } from '@roomremix/contracts/remix';

/** A saved remix as `GET /api/results` returns it; `changes` override its fields. */
export function imageResult(changes: Partial<ImageResult> = {}): ImageResult {
  return {
    id: 'result-1',
    userId: 'user-1',
    title: 'Result May 3, 2025',
    baseImageUrl: '/files/base.jpg',
    resultImageUrl: '/files/result.png',
    referenceImageUrls: [],
    referenceImageLabels: [],
    textPrompt: null,
    styleIntensity: 'moderate',
    preserveStructure: true,
    roomStyle: 'scandinavian',
    customStyle: null,
    quality: 'standard',
    colorScheme: null,
    tokensUsed: 1,
    createdAt: '2025-05-03T12:00:00.000Z',
    fileSize: 1234,
    structureScore: 87,
    engine: 'local',
    ...changes,
  };
}
