import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNUSED_PALETTES } from './palettes';

const SOURCE = join(import.meta.dirname, '..', '..');
/** Where the palettes are named to be left out. */
const THIS_LIST = join(import.meta.dirname, 'palettes.ts');

/** The app's source files, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the palettes the theme leaves out', () => {
  it.each(UNUSED_PALETTES)('%s is named nowhere in the app, as a palette or as a colour', (palette) => {
    // A colorPalette prop or map value ('pink', "pink") or a colour token (pink.500, {colors.pink.500}).
    const naming = new RegExp(`['"\`]${palette}['"\`]|\\b${palette}\\.[\\w-]+`);
    const namers = sourceFiles(SOURCE).filter((file) => file !== THIS_LIST && naming.test(readFileSync(file, 'utf8')));
    expect(namers).toEqual([]);
  });
});
