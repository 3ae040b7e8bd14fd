import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { claimStarterPack, signUp } from './support/accounts';
import { waitForAnimations } from './support/animations';
import { type AxeImpact, axeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';
import { remixThroughApi } from './support/remix';
import { saveScreenshot } from './support/screenshots';
import { browserForSpec } from './support/spec-browser';

/**
 * Every element a keyboard reaches shows where the focus is: a ring at least 2 px wide, of at least 3:1 contrast
 * against what lies behind it (WCAG 1.4.11), that no box with hidden or scrolled overflow cuts off. Each screen is
 * tabbed through from its top; the focused states are saved as screenshots and checked with axe.
 */

const browser = browserForSpec();

const VIEWPORTS = [
  ['desktop', 1280],
  ['mobile', 390],
] as const;

const MIN_RING_WIDTH_PX = 2;
const MIN_RING_CONTRAST = 3;
/** More than any screen here has tab stops: the walk ends when the focus comes back round or leaves the page. */
const MAX_TAB_STOPS = 200;

/** The ring of the focused element as a user sees it. */
interface FocusRing {
  /** What the element is, for the report: its kind and its name. */
  element: string;
  kind: 'button' | 'link' | 'input' | 'select' | 'card' | 'other';
  width: number;
  contrast: number;
  /** The box (tag and class) whose hidden or scrolled overflow cuts the ring off, if any. */
  clippedBy: string | null;
}

/** Measures the ring of the element that has the focus (null when the page itself has it). */
function focusedRing(page: Page): Promise<FocusRing | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);

    /** [r, g, b, alpha] of a computed colour: rgb()/rgba() or color(srgb …), as Chromium answers them. */
    const channels = (color: string): [number, number, number, number] => {
      const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/.exec(color);
      if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, Number(srgb[4] ?? 1)];
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, a];
    };
    const over = (top: number[], below: number[]) =>
      [0, 1, 2].map((i) => (top[i] ?? 0) * (top[3] ?? 1) + (below[i] ?? 0) * (1 - (top[3] ?? 1)));
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    /** The colour painted behind `from`: the backgrounds of it and its ancestors, on the white page. */
    const backgroundBehind = (from: Element | null): number[] => {
      const layers: number[][] = [];
      for (let node = from; node; node = node.parentElement) {
        const layer = channels(getComputedStyle(node).backgroundColor);
        if ((layer[3] ?? 0) > 0) layers.push(layer);
        if ((layer[3] ?? 0) >= 1) break;
      }
      return layers.reduceRight((below, top) => over(top, below), [255, 255, 255]);
    };

    const outline = style.outlineStyle !== 'none' ? Number.parseFloat(style.outlineWidth) : 0;
    const spreads = [...style.boxShadow.matchAll(/(-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px/g)].map(
      (shadow) => Number(shadow[4]),
    );
    const usesOutline = outline >= Math.max(0, ...spreads);
    const width = Math.max(outline, ...spreads);
    const offset = usesOutline ? Number.parseFloat(style.outlineOffset) : 0;
    const ringColor = usesOutline
      ? style.outlineColor
      : (/rgba?\([^)]*\)|color\([^)]*\)/.exec(style.boxShadow)?.[0] ?? '');
    // Drawn outside the element, a ring lies on its parent's background; drawn inside (a negative offset), on its own.
    const outside = offset + width > 0;
    const behind = backgroundBehind(outside ? element.parentElement : element);
    const ring = over(channels(ringColor), behind);
    const [lighter, darker] = [luminance(ring), luminance(behind)].sort((a, b) => b - a);
    const contrast = ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);

    // The ring's outer edge, and every box between it and the page whose overflow clips (the page's own scrolling
    // excepted).
    const reach = Math.max(0, offset + width);
    const box = element.getBoundingClientRect();
    let clippedBy: string | null = null;
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const clip = getComputedStyle(node);
      const clipsX = clip.overflowX !== 'visible';
      const clipsY = clip.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const edge = node.getBoundingClientRect();
      const inner = {
        left: edge.left + Number.parseFloat(clip.borderLeftWidth),
        right: edge.right - Number.parseFloat(clip.borderRightWidth),
        top: edge.top + Number.parseFloat(clip.borderTopWidth),
        bottom: edge.bottom - Number.parseFloat(clip.borderBottomWidth),
      };
      const cutX = clipsX && (box.left - reach < inner.left - 0.5 || box.right + reach > inner.right + 0.5);
      const cutY = clipsY && (box.top - reach < inner.top - 0.5 || box.bottom + reach > inner.bottom + 0.5);
      if (cutX || cutY) {
        clippedBy = `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`;
        break;
      }
    }

    const tag = element.tagName.toLowerCase();
    const inCard = element.closest('article') !== null && element.querySelector('img') !== null;
    const kind = inCard
      ? 'card'
      : tag === 'a'
        ? 'link'
        : tag === 'select'
          ? 'select'
          : tag === 'input' || tag === 'textarea'
            ? 'input'
            : tag === 'button' || element.getAttribute('role') === 'tab'
              ? 'button'
              : 'other';
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent?.trim().slice(0, 40) ??
      '';
    return {
      element: `${kind} <${tag}> "${name}"`,
      kind,
      width,
      contrast: Math.round(contrast * 100) / 100,
      clippedBy,
    };
  });
}

/** Tabs from the top of the page through every tab stop once, answering the ring of each. */
async function ringsOfEveryTabStop(page: Page): Promise<FocusRing[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const rings: FocusRing[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      element.setAttribute('data-tab-stop', element.getAttribute('data-tab-stop') ?? String(Math.random()));
      return element.getAttribute('data-tab-stop');
    });
    if (id === null || seen.has(id)) break;
    seen.add(id);
    const ring = await focusedRing(page);
    if (ring) rings.push(ring);
  }
  return rings;
}

/** Asserts (softly, naming the screen) that every tab stop's ring is wide enough, contrasted and whole. */
async function expectVisibleRings(page: Page, screen: string): Promise<FocusRing[]> {
  const rings = await ringsOfEveryTabStop(page);
  expect(rings.length, `${screen}: tab stops`).toBeGreaterThan(0);
  const faults = rings
    .filter((ring) => ring.width < MIN_RING_WIDTH_PX || ring.contrast < MIN_RING_CONTRAST || ring.clippedBy !== null)
    .map((ring) => `${ring.element}: ${ring.width} px, ${ring.contrast}:1, clipped by ${ring.clippedBy ?? 'nothing'}`);
  expect.soft(faults, `focus rings on ${screen}`).toEqual([]);
  return rings;
}

/**
 * Tabs to the first element whose accessible name or label matches `name`, saves the screenshot of it focused, and
 * asserts axe finds nothing of the given impacts in that state.
 */
async function focusedState(
  page: Page,
  name: RegExp,
  screenshot: string,
  impacts: readonly AxeImpact[],
): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const ring = await focusedRing(page);
    if (ring && name.test(ring.element)) break;
  }
  expect(name.test((await focusedRing(page))?.element ?? ''), `${screenshot}: ${name} took the focus`).toBe(true);
  await waitForAnimations(page);
  expect.soft(await axeViolations(page, { impacts }), `axe on ${screenshot}`).toEqual([]);
  await saveScreenshot(page, screenshot, { fullPage: false });
}

const SERIOUS: readonly AxeImpact[] = ['serious', 'critical'];
const ANY: readonly AxeImpact[] = ['minor', 'moderate', 'serious', 'critical'];

describe.each(VIEWPORTS)('focus rings at %s width', (viewport, width) => {
  it('shows a whole ring of 2 px and 3:1 on every tab stop of the Help Center and the sign-in page', async () => {
    const { context, page } = await browser.newPage(viewport);
    await page.goto('/help');
    await waitForHydration(page);
    const help = await expectVisibleRings(page, `/help at ${width}`);
    await focusedState(page, /Search for help topics/, `focus-help-search-${width}`, SERIOUS);
    await focusedState(page, /<button> "FAQ"/, `focus-help-tab-${width}`, SERIOUS);
    await focusedState(page, /<a> "Tutorials"/, `focus-help-link-${width}`, SERIOUS);
    await focusedState(page, /"What is RoomRemix\?"/, `focus-help-question-${width}`, SERIOUS);

    await page.goto('/auth');
    await page.getByLabel('Username').waitFor();
    const auth = await expectVisibleRings(page, `/auth at ${width}`);
    await focusedState(page, /"Username/, `focus-auth-input-${width}`, SERIOUS);
    await focusedState(page, /"Log in"/, `focus-auth-button-${width}`, SERIOUS);
    const kinds = new Set([...help, ...auth].map((ring) => ring.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['button', 'link', 'input']));
    await context.close();
  }, 120_000);

  it('shows a whole ring of 2 px and 3:1 on every tab stop of the studio and of a results grid, cards included', async () => {
    const { context, page } = await browser.newPage(viewport);
    await signUp(page, 'focus');
    await claimStarterPack(page);
    await remixThroughApi(page);

    await page.goto('/app');
    await page.getByRole('heading', { level: 1, name: 'Remix Studio' }).waitFor();
    await page.getByRole('article').first().waitFor();
    const studio = await expectVisibleRings(page, `the studio at ${width}`);
    await focusedState(page, /^select /, `focus-studio-select-${width}`, ANY);

    await page.goto('/account?tab=results');
    await page.getByRole('article').first().waitFor();
    const results = await expectVisibleRings(page, `My Results at ${width}`);
    await focusedState(page, /View full image/, `focus-results-card-${width}`, ANY);
    await focusedState(page, /"Details/, `focus-results-button-${width}`, ANY);
    const kinds = new Set([...studio, ...results].map((ring) => ring.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['button', 'link', 'select', 'card']));
    await context.close();
  }, 180_000);
});
