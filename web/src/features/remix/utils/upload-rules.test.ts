import { describe, expect, it } from 'vitest';
import { fitLongEdge } from './downscale-image';
import { fileRejectionReasons, formatFileSize, pickFiles } from './upload-rules';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const MB = 1024 * 1024;

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [25 * MB, '25.0 MB'],
    [1.25 * 1024 * MB, '1.3 GB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('upload rules', () => {
  it('accepts PNG, JPEG and WEBP up to 25 MB', () => {
    expect(fileRejectionReasons(file('a.png', 'image/png', 10))).toEqual([]);
    expect(fileRejectionReasons(file('a.jpg', 'image/jpeg', 25 * MB))).toEqual([]);
    expect(fileRejectionReasons(file('a.webp', 'image/webp', 10))).toEqual([]);
  });

  it('names every reason of a rejected file', () => {
    expect(pickFiles([file('a.gif', 'image/gif', 25 * MB + 1)], 1).errors).toEqual([
      'Invalid file: File type must be image/png, image/jpeg, image/webp, File is larger than 26214400 bytes',
    ]);
  });

  it('drops files beyond the free slots silently', () => {
    const picked = pickFiles(
      [file('a.png', 'image/png', 1), file('b.gif', 'image/gif', 1), file('c.png', 'image/png', 1)],
      1,
    );
    expect(picked.accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(picked.errors).toEqual([]);
    expect(pickFiles([file('a.png', 'image/png', 1)], 0)).toEqual({ accepted: [], errors: [] });
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
});
