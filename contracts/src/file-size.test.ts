import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

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
