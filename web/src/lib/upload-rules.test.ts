import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitLongEdge } from './downscale-image';
import { fileRejectionReasons, pickFiles } from './upload-rules';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const MB = 1024 * 1024;

describe('upload rules', () => {
  it('accepts PNG, JPEG and WEBP up to 25 MB', () => {
    expect(fileRejectionReasons(file('a.png', 'image/png', 10))).toEqual([]);
    expect(fileRejectionReasons(file('a.jpg', 'image/jpeg', 25 * MB))).toEqual([]);
    expect(fileRejectionReasons(file('a.webp', 'image/webp', 10))).toEqual([]);
  });

  it('names the file and every reason, with the types by name and the limit in MB', async () => {
    expect((await pickFiles([file('plan.gif', 'image/gif', 25 * MB + 1)], 1)).errors).toEqual([
      'Invalid file "plan.gif": File type must be PNG, JPG or WEBP, File is larger than 25.0 MB',
    ]);
    expect((await pickFiles([file('empty.png', 'image/png', 0)], 1)).errors).toEqual([
      'Invalid file "empty.png": File is empty',
    ]);
  });

  it('drops files beyond the free slots silently', async () => {
    const picked = await pickFiles(
      [file('a.png', 'image/png', 1), file('b.gif', 'image/gif', 1), file('c.png', 'image/png', 1)],
      1,
    );
    expect(picked.accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(picked.errors).toEqual([]);
    expect(await pickFiles([file('a.png', 'image/png', 1)], 0)).toEqual({ accepted: [], errors: [] });
  });
});

describe('upload rules in a browser that decodes images', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a file whose content is not an image, whatever its name and type say, and keeps the others', async () => {
    const text = new File(['shopping list'], 'notes.jpg', { type: 'image/jpeg' });
    const photo = file('room.jpg', 'image/jpeg', 10);
    const decoded: string[] = [];
    vi.stubGlobal('createImageBitmap', (blob: File) => {
      decoded.push(blob.name);
      return blob === text
        ? Promise.reject(new DOMException('The source image could not be decoded.'))
        : Promise.resolve({ close: () => {} });
    });

    const picked = await pickFiles([text, photo], 2);

    expect(picked.accepted).toEqual([photo]);
    expect(picked.errors).toEqual(['Invalid file "notes.jpg": File is not a complete PNG, JPG or WEBP image']);
    expect(decoded).toEqual(['notes.jpg', 'room.jpg']);
  });

  it('does not decode a file its type or size already refuses', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    await pickFiles([file('plan.gif', 'image/gif', 10)], 1);
    expect(decode).not.toHaveBeenCalled();
  });
});

describe('fitLongEdge', () => {
  it.each([
    [4000, 3000, { width: 2048, height: 1536 }],
    [3000, 4000, { width: 1536, height: 2048 }],
    [1024, 768, { width: 1024, height: 768 }],
    [2048, 100, { width: 2048, height: 100 }],
  ])('%i×%i → %j', (width, height, expected) => {
    expect(fitLongEdge(width, height, 2048)).toEqual(expected);
  });

  it.each([
    [4032, 3024, { width: 4032, height: 3024 }],
    [12000, 6000, { width: 8000, height: 4000 }],
    [8000, 6000, { width: 8000, height: 6000 }],
    [8000, 8000, { width: 7071, height: 7071 }],
  ])('a listing photo of %i×%i, at most 8000 px and 50 MP → %j', (width, height, expected) => {
    const fitted = fitLongEdge(width, height, 8000, 50_000_000);
    expect(fitted).toEqual(expected);
    expect(fitted.width * fitted.height).toBeLessThanOrEqual(50_000_000);
  });
});
