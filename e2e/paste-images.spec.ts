import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpWithStarterPack } from './support/accounts';
import { roomPhoto } from './support/room-photo';
import { saveScreenshot } from './support/screenshots';
import { browserForSpec } from './support/spec-browser';

const { newPage } = browserForSpec();

/**
 * Pastes an image as the browser does when a person presses Ctrl+V (or ⌘V) with one on the clipboard: a paste event
 * on the focused element (the page itself when nothing has the focus) whose clipboard holds the file.
 */
async function pasteImage(page: Page, name: string, bytes: Buffer): Promise<void> {
  await page.evaluate(
    ({ name, base64 }) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const clipboard = new DataTransfer();
      clipboard.items.add(new File([data], name, { type: 'image/png' }));
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
    },
    { name, base64: bytes.toString('base64') },
  );
}

describe('pasting an image instead of browsing for it', () => {
  it('sets the studio’s room photo from a paste anywhere on the page, and never from one into a text field', async () => {
    const { page } = await newPage();
    await signUpWithStarterPack(page, 'paste');
    await page.goto('/');
    const room = page.getByRole('group', { name: 'Base image' });
    await room.getByText('Drag and drop or paste images here').waitFor();

    await page.getByLabel('Custom instructions').click();
    await pasteImage(page, 'typed-into-a-field.png', await roomPhoto());
    expect(await page.getByRole('button', { name: 'Remove typed-into-a-field.png' }).count()).toBe(0);

    await page.getByLabel('Custom instructions').blur();
    await pasteImage(page, 'pasted-room.png', await roomPhoto());
    await page.getByRole('button', { name: 'Remove pasted-room.png' }).waitFor();
    await saveScreenshot(page, 'studio-pasted-photo-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'studio-pasted-photo-390');
  });

  it('adds a pasted photo to a listing', async () => {
    const { page } = await newPage('mobile');
    await signUpWithStarterPack(page, 'pastelist');
    await page.goto('/listings');
    await page.getByLabel('Property title').fill('Paste Rd');
    await page.getByRole('button', { name: 'Create listing' }).click();
    await page.getByText('0 of 30').waitFor();
    await pasteImage(page, 'kitchen.png', await roomPhoto({ shift: 1 }));
    await page.getByText('1 of 30').waitFor();
    await saveScreenshot(page, 'listing-pasted-photo-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(page, 'listing-pasted-photo-1280');
  });
});
