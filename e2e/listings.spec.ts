import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithStarterPack } from './support/accounts';
import { waitForAnimations } from './support/animations';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { roomPhoto } from './support/room-photo';

/**
 * The listing kit on the whole local stack (issue 29): a listing of three photos (the first a 4032 px phone photo,
 * found at its size in the export) staged in one batch with the Starter Pack's 3 tokens, its three results labelled
 * with the originals link, the export downloaded and read back, the link turned off and made again past the warning
 * that the published QR codes will not reach it, and the originals page opened without a session at phone and
 * desktop width, each with no axe violation of any impact.
 */

const run = promisify(execFile);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the listing kit on the whole local stack', () => {
  it('stages a listing of three photos in one batch, exports it, warns before a new originals link and shows the originals page signed out', async () => {
    const { page } = await newPage(browser);
    await signUpWithStarterPack(page, 'agent');

    await page.goto('/listings');
    await page.getByLabel('Property title').waitFor();
    await waitForAnimations(page);
    expect(await axeViolations(page), 'axe on the listings page').toEqual([]);
    await page.getByLabel('Property title').fill('Maple St');
    await page.getByRole('button', { name: 'Create listing' }).click();
    await page.getByTestId('listing photos input').waitFor({ state: 'attached' });
    // The first as a phone takes it: 4032 × 3024 px stored sideways (EXIF orientation 6), with where it was taken.
    const phonePhoto = await sharp(await roomPhoto({ width: 4032, height: 3024, format: 'jpeg' }))
      .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    await page.getByTestId('listing photos input').setInputFiles(
      await Promise.all(
        [0, 1, 2].map(async (index) => ({
          name: `room-${index + 1}.jpg`,
          mimeType: 'image/jpeg',
          buffer: index === 0 ? phonePhoto : await roomPhoto({ format: 'jpeg', shift: index }),
        })),
      ),
    );
    await page.getByText('3 of 30').waitFor();

    await page.getByLabel('Room style').selectOption('scandinavian');
    await page.getByLabel('Disclosure').selectOption({ label: 'Label with a link to the originals' });
    await page.getByRole('button', { name: 'Stage 3 photos · 3 tokens' }).click();
    await page.getByText('3 of 3 done').waitFor({ timeout: 120_000 });
    const staged = page.getByRole('list', { name: 'Staged photos' });
    for (const number of [1, 2, 3]) {
      await staged.getByRole('img', { name: `Photo ${number}, staged` }).waitFor();
    }
    // The local stack's engine grades colours: each card says so, and none claims furniture it never added.
    const graded = 'Digitally altered: the colours were graded digitally (a colour grade, not AI).';
    await expect.poll(() => staged.getByText(graded).count()).toBe(3);
    expect(await staged.getByText(/Furniture matched/).count()).toBe(0);
    // Seen and checked as a user meets it: no axe violation of any impact, at a laptop's and a phone's width.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    expect(await axeViolations(page), 'axe on the staged listing at 1280 px').toEqual([]);
    await saveScreenshot(page, 'listing-staged-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await waitForAnimations(page);
    expect(await axeViolations(page), 'axe on the staged listing at 390 px').toEqual([]);
    await saveScreenshot(page, 'listing-staged-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The export, read back with a reader that is not ours.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('maple-st-photos.zip');
    const folder = await mkdtemp(join(tmpdir(), 'roomremix-e2e-export-'));
    await download.saveAs(join(folder, 'export.zip'));
    await run('unzip', ['-q', 'export.zip', '-d', 'out'], { cwd: folder });
    const entries = (await readdir(join(folder, 'out'), { recursive: true })).sort();
    expect(entries.filter((entry) => entry.startsWith('staged/'))).toHaveLength(3);
    expect(entries).toContain('captions.csv');
    // The phone photo comes back as taken: 4032 px, turned upright, its EXIF (GPS and all) gone.
    const original = await readFile(join(folder, 'out', 'originals', '01-photo.jpg'));
    const { width, height, exif, orientation } = await sharp(original).metadata();
    expect({ width, height, exif, orientation }).toEqual({
      width: 3024,
      height: 4032,
      exif: undefined,
      orientation: undefined,
    });
    expect(original.includes(Buffer.from('SpyCam'))).toBe(false);

    // The labels carry the link the staging made; turned off, a new one is made only after a warning that the
    // photos already published with its QR code will not reach it.
    const labelled = await page.getByRole('textbox', { name: 'Originals link' }).inputValue();
    await page.getByRole('button', { name: 'Turn off the originals link' }).click();
    await page
      .getByRole('alertdialog', { name: 'Turn off the originals link?' })
      .getByRole('button', { name: 'Turn off' })
      .click();
    await page.getByRole('button', { name: 'Create originals link' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Create a new originals link?' });
    await warning.getByText(/3 staged photos carry the QR code of the link you turned off/).waitFor();
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await waitForAnimations(page);
      expect(await axeViolations(page), `axe on the new-link warning at ${viewport.width} px`).toEqual([]);
      await saveScreenshot(page, `listing-new-link-warning-${viewport.width}`, { fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await warning.getByRole('button', { name: 'Create new link' }).click();

    // The originals page, opened without a session.
    const field = page.getByRole('textbox', { name: 'Originals link' });
    await expect.poll(() => field.inputValue()).not.toBe(labelled);
    const url = await field.inputValue();
    expect(url).toMatch(/\/l\/[A-Za-z0-9_-]{32}$/);

    // The photos still carry the old link's QR code: the form offers to re-label them, for free (the Starter Pack's
    // 3 tokens are spent), and their labels then point at the new link.
    await page.getByRole('button', { name: 'Change the disclosure of 3 photos · free' }).click();
    await page.getByRole('button', { name: 'Every photo has these settings' }).waitFor();
    const listingId = new URL(page.url()).pathname.split('/').at(-1);
    const listing = await page.evaluate(async (id) => (await fetch(`/api/listings/${id}`)).json(), listingId);
    expect(listing.photos.map((photo: { staged: { labelLink: string } }) => photo.staged.labelLink)).toEqual([
      url,
      url,
      url,
    ]);
    expect(await page.evaluate(async () => (await (await fetch('/api/user')).json()).tokenBalance)).toBe(0);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const visitor = await browser.newContext({ viewport });
      const visit = await visitor.newPage();
      await visit.goto(url);
      const photos = visit.getByRole('list', { name: 'Photos' });
      // The local engine grades colours: its photos say they were digitally altered, never staged.
      await photos.getByRole('img', { name: 'Photo 3, digitally altered' }).waitFor();
      expect(await photos.getByRole('img', { name: /original$/ }).count()).toBe(3);
      await visit.waitForFunction(() =>
        [...document.images].every((image) => image.complete && image.naturalWidth > 0),
      );
      expect(await axeViolations(visit), `axe on the originals page at ${viewport.width} px`).toEqual([]);
      await saveScreenshot(visit, `listing-originals-${viewport.width}`);
      await visitor.close();
    }
  });
});
