/**
 * Renders the landing page's before/after examples (SVG room scenes of `scripts/example-images/`) to WebP at the
 * two widths the page's `srcset` offers, into `web/public/examples/`. The images are committed; run this again
 * after changing a scene: `npx tsx scripts/generate-example-images.ts`.
 */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { exampleScenes } from './example-images/scenes';
import { REPO_ROOT } from './lib/repo';

/** Widths of each image, in pixels; the web's showcase data lists the same. */
const WIDTHS = [480, 960] as const;
const OUTPUT_DIR = join(REPO_ROOT, 'web', 'public', 'examples');
const WEBP_QUALITY = 72;

async function main(): Promise<void> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const scene of exampleScenes()) {
    for (const [variant, svg] of [
      ['before', scene.before],
      ['after', scene.after],
    ] as const) {
      for (const width of WIDTHS) {
        const file = join(OUTPUT_DIR, `${scene.id}-${variant}-${width}.webp`);
        // The scenes are 1200 units wide; render at a density that gives at least the target width, then resize.
        await sharp(Buffer.from(svg), { density: 96 })
          .resize({ width })
          .webp({ quality: WEBP_QUALITY, effort: 6 })
          .toFile(file);
        console.log(`${file.slice(REPO_ROOT.length)}  ${(statSync(file).size / 1024).toFixed(1)} KB`);
      }
    }
  }
}

await main();
