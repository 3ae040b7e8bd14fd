import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../scripts/seed-data';
import { claimStarterPack, postJson, signInAs, signUp, signUpWithStarterPack } from './support/accounts';
import { openPaymentLookup } from './support/admin';
import { waitForAnimations } from './support/animations';
import { axeViolations } from './support/axe';
import { remixThroughApi } from './support/remix';
import { saveScreenshot } from './support/screenshots';
import { browserForSpec } from './support/spec-browser';
import { roomPhoto } from './support/room-photo';

/**
 * Issue 26 item 9: axe-core finds no violation of any impact (minor to critical) on the signed-in screens, the
 * studio, every account tab and every section of the admin console, at a laptop's and a phone's width. Each screen
 * is checked in a state a user sees it in (with a photo, a result, a shared link, a purchase), and saved as a
 * screenshot `a11y-<screen>-<width>`.
 */

const browser = browserForSpec();

const VIEWPORTS = [
  ['desktop', 1280],
  ['mobile', 390],
] as const;

/** A photo of oak: a plain brown square. */
function materialPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 150, g: 100, b: 60 } } })
    .png()
    .toBuffer();
}

/**
 * Waits until the page is at rest: no request for a while, no spinner or skeleton left, no animation running (a
 * fading dialog's colours are not the ones a user reads).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.chakra-spinner, .chakra-skeleton'));
  await waitForAnimations(page);
}

/**
 * Asserts that axe finds nothing on the page as it is now, naming the screen (the failure lists each rule's id, its
 * help and the nodes it fails on); soft, so one run reports every screen. Saves the screen's screenshot.
 */
async function expectNoViolations(
  page: Page,
  screen: string,
  width: number,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  await settle(page);
  expect.soft(await axeViolations(page), `axe on ${screen} at ${width} px`).toEqual([]);
  await saveScreenshot(page, `a11y-${screen}-${width}`, { fullPage });
}

describe('axe on the signed-in screens', () => {
  it.each(VIEWPORTS)(
    'finds nothing in the studio at %s width: empty, its header menu open, with the brush, with every option open, with a result',
    async (viewport, width) => {
      const { context, page } = await browser.newPage(viewport);
      await signUpWithStarterPack(page, 'axe');
      await page.goto('/');
      await page.getByRole('region', { name: 'Your Room' }).waitFor();
      await expectNoViolations(page, 'studio-empty', width);
      // The header's menu: the avatar's on wide screens, the panel from the side on phones.
      await page.getByRole('button', { name: viewport === 'desktop' ? 'Account menu' : 'Open menu' }).click();
      await page.getByRole(viewport === 'desktop' ? 'menu' : 'dialog').waitFor();
      await expectNoViolations(page, 'studio-header-menu', width, { fullPage: false });
      await page.keyboard.press('Escape');
      await page.getByRole(viewport === 'desktop' ? 'menu' : 'dialog').waitFor({ state: 'hidden' });

      await page
        .getByTestId('Base image input')
        .setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: await roomPhoto() });
      await page.getByRole('button', { name: 'Change only part of the photo' }).click();
      await page.getByTestId('mask-canvas').waitFor();
      await expectNoViolations(page, 'studio-brush', width);

      // Every option open: a labelled reference image and the advanced options.
      await page
        .getByTestId('Reference images input')
        .setInputFiles({ name: 'oak.png', mimeType: 'image/png', buffer: await materialPhoto() });
      await page.getByRole('button', { name: 'Label reference images' }).click();
      await page.getByLabel('Material of oak.png').selectOption('wood');
      await page.getByRole('button', { name: 'Advanced options' }).click();
      await page.getByLabel('Room style').selectOption('modern');
      await expectNoViolations(page, 'studio-options', width);

      await page.getByRole('button', { name: 'Hide the brush' }).click();
      await page.getByRole('button', { name: 'Start Remix · 1 token' }).click();
      await page.getByRole('region', { name: 'Remix result' }).waitFor({ timeout: 90_000 });
      await page.getByRole('region', { name: 'Remix result' }).getByRole('slider').waitFor();
      await expectNoViolations(page, 'studio-result', width);
      await context.close();
    },
    180_000,
  );

  it.each(VIEWPORTS)(
    'finds nothing on the account tabs at %s width: Buy Tokens with the Starter Pack on offer, then each tab with something in it',
    async (viewport, width) => {
      const { context, page } = await browser.newPage(viewport);
      await signUp(page, 'axe');
      await page.goto('/account?tab=tokens');
      await page.getByRole('button', { name: 'Get 3 tokens' }).waitFor();
      await expectNoViolations(page, 'account-tokens-starter-pack', width);

      await claimStarterPack(page);
      await remixThroughApi(page);
      const [result] = (await (await page.request.get('/api/results')).json()) as { id: string }[];
      const shared = await postJson(page, `/api/results/${result?.id ?? ''}/shares`, { includeOriginal: true });
      expect(shared.status(), await shared.text()).toBe(201);

      for (const [tab, name] of [
        ['tokens', 'Buy Tokens'],
        ['history', 'Purchase History'],
        ['results', 'My Results'],
        ['shares', 'Shared links'],
        ['security', 'Security'],
      ] as const) {
        await page.goto(`/account?tab=${tab}`);
        await page.getByRole('tab', { name, selected: true }).waitFor();
        await expectNoViolations(page, `account-${tab}`, width);
      }

      await page.goto('/account?tab=results');
      await page.getByRole('article').first().getByRole('button', { name: 'Details' }).click();
      await page.getByRole('dialog').waitFor();
      await expectNoViolations(page, 'account-result-details', width, { fullPage: false });
      await context.close();
    },
    180_000,
  );

  it.each(VIEWPORTS)(
    'finds nothing in the admin console at %s width, in every section',
    async (viewport, width) => {
      // A user with a purchase, a remix and its ledger rows, whose page the admin opens.
      const member = await browser.newPage(viewport);
      const username = await signUpWithStarterPack(member.page, 'axe');
      await remixThroughApi(member.page);
      await member.context.close();

      const { context, page } = await browser.newPage(viewport);
      await signInAs(page, DEMO_ADMIN.username, DEMO_ADMIN.password);

      await page.goto(`/admin/users?q=${username}`);
      await page.getByRole('table', { name: `Accounts matching “${username}”` }).waitFor();
      await expectNoViolations(page, 'admin-users', width);
      await page.getByRole('link', { name: username, exact: true }).click();
      await page.getByRole('table', { name: 'Ledger' }).waitFor();
      await expectNoViolations(page, 'admin-user-detail', width);
      for (const tab of ['Jobs', 'Purchases'] as const) {
        await page.getByRole('tab', { name: new RegExp(`^${tab} `) }).click();
        await page
          .getByRole('tabpanel', { name: new RegExp(`^${tab} `) })
          .getByRole('table')
          .waitFor();
        await expectNoViolations(page, `admin-user-${tab.toLowerCase()}`, width);
      }

      for (const status of ['failed', 'stuck'] as const) {
        await page.goto(`/admin/jobs?status=${status}`);
        await page.getByRole('tab', { selected: true }).waitFor();
        await expectNoViolations(page, `admin-jobs-${status}`, width);
      }

      await page.goto('/admin/coupons');
      await page.getByRole('table', { name: 'Coupons' }).waitFor();
      await expectNoViolations(page, 'admin-coupons', width);
      await page.getByRole('button', { name: 'Edit WELCOME10' }).click();
      await page.getByRole('form', { name: 'Edit coupon' }).waitFor();
      await expectNoViolations(page, 'admin-coupon-edit', width, { fullPage: false });
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'New coupon' }).click();
      await page.getByRole('dialog').waitFor();
      await expectNoViolations(page, 'admin-coupon-new', width, { fullPage: false });
      await page.keyboard.press('Escape');

      await page.goto('/admin/packages');
      await page.getByRole('table', { name: 'Token packages' }).waitFor();
      await expectNoViolations(page, 'admin-packages', width);
      await page.getByRole('button', { name: 'Edit Basic' }).click();
      await page.getByRole('dialog').waitFor();
      await expectNoViolations(page, 'admin-package-edit', width, { fullPage: false });
      await page.keyboard.press('Escape');

      await page.goto('/admin/payments');
      await page.getByRole('search').waitFor();
      await expectNoViolations(page, 'admin-payments', width);
      await openPaymentLookup(page, 'pi_e2e_unknown');
      await expectNoViolations(page, 'admin-payment-lookup', width);

      await page.goto('/admin/audit');
      await page.getByRole('table', { name: 'Audit log' }).waitFor();
      await expectNoViolations(page, 'admin-audit', width);
      await context.close();
    },
    240_000,
  );
});
