import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNUSED_PALETTES, UNUSED_SIZES } from './unused-tokens';

const SOURCE = join(import.meta.dirname, '..', '..');
/** Where the tokens are named to be left out. */
const THIS_LIST = join(import.meta.dirname, 'unused-tokens.ts');

/** The app's source files, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The files of the app that match `naming`. */
function filesNaming(naming: RegExp): string[] {
  return sourceFiles(SOURCE).filter((file) => file !== THIS_LIST && naming.test(readFileSync(file, 'utf8')));
}

const escape = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('the tokens the theme leaves out', () => {
  it.each(UNUSED_PALETTES)('the %s palette is named nowhere in the app, as a palette or as a colour', (palette) => {
    // A colorPalette prop or map value ('pink', "pink") or a colour token (pink.500, {colors.pink.500}).
    expect(filesNaming(new RegExp(`['"\`]${palette}['"\`]|\\b${palette}\\.[\\w-]+`))).toEqual([]);
  });

  it.each(UNUSED_SIZES)('the size %s is named nowhere in the app', (size) => {
    // A style prop's value: w="1/2", maxH={'dvh'}, { base: 'vw' }, or a token reference {sizes.1/2}.
    expect(filesNaming(new RegExp(`['"\`]${escape(size)}['"\`]|sizes\\.${escape(size)}\\b`))).toEqual([]);
  });
});
