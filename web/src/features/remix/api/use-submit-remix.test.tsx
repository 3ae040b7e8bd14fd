import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UPLOAD_LIMITS } from '@roomremix/contracts/constants';
import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix-settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { remixJob } from '@test/fixtures';
import { server } from '@test/server';
import { useSubmitRemix } from './use-submit-remix';
import { formDataOf } from '@test/form-data';

/** A picked photo of `width` × `height` pixels, bigger than the 2 MB the browser sends as it is. */
function photo(name: string, width: number, height: number): File {
  const file = new File([new Uint8Array(3 * 1024 * 1024)], name, { type: 'image/png' });
  pixelSizes.set(file, { width, height });
  return file;
}

const pixelSizes = new WeakMap<Blob, { width: number; height: number }>();

// jsdom decodes and draws no images: this stands in for the browser's, and the JPEG it 'encodes' says its size.
class SizeRecordingCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return { drawImage: () => {} };
  }
  convertToBlob() {
    return Promise.resolve(new Blob([`${this.width}x${this.height}`], { type: 'image/jpeg' }));
  }
}

beforeEach(() => {
  vi.stubGlobal('createImageBitmap', (file: Blob) => Promise.resolve({ ...pixelSizes.get(file), close: () => {} }));
  vi.stubGlobal('OffscreenCanvas', SizeRecordingCanvas);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function mountSubmitRemix() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSubmitRemix({ onSubmitted: () => {} }), { wrapper }).result;
}

describe('useSubmitRemix', () => {
  it('uploads the base photo and every reference scaled to the long edge limit, as JPEG', async () => {
    const uploaded: string[] = [];
    server.use(
      http.post('/api/process', async ({ request }) => {
        for (const [name, value] of await formDataOf(request)) {
          if (typeof value !== 'string') uploaded.push(`${name} ${value.name} ${value.type} ${await value.text()}`);
        }
        return HttpResponse.json({ job: remixJob() }, { status: 202 });
      }),
    );
    const submit = mountSubmitRemix();
    const edge = UPLOAD_LIMITS.downscaleLongEdgePx;

    await act(() =>
      submit.current.mutateAsync({
        base: photo('room.png', 4000, 3000),
        references: [photo('oak.png', 3000, 3000), photo('tiles.png', 1000, 2500)],
        settings: DEFAULT_REMIX_SETTINGS,
      }),
    );

    expect(uploaded).toEqual([
      `baseImage room.jpg image/jpeg ${edge}x${Math.round((edge * 3) / 4)}`,
      `referenceImages oak.jpg image/jpeg ${edge}x${edge}`,
      `referenceImages tiles.jpg image/jpeg ${Math.round((edge * 1000) / 2500)}x${edge}`,
    ]);
  });
});
