import { APP_SHELL_FILE } from '@roomremix/contracts/constants';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_FIRST_PAINT_SCRIPT } from '../src/app/signed-in-first-paint';
import { cspHashOf, everyCspAllowsScript, hostingConfig } from './hosting-config';

describe("firebase.json's Hosting section, as the prerendered pages need it", () => {
  it("allows the pages' inline script by the hash of its one source (change both together)", () => {
    expect(everyCspAllowsScript(hostingConfig(), cspHashOf(SIGNED_IN_FIRST_PAINT_SCRIPT))).toBe(true);
  });

  it('serves each page at its path (cleanUrls) and every other path the app shell', () => {
    const hosting = hostingConfig();
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.rewrites.at(-1)).toEqual({ source: '**', destination: `/${APP_SHELL_FILE}` });
  });
});

describe('cspHashOf', () => {
  it("gives the CSP specification's own example", () => {
    expect(cspHashOf("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('is refused by a policy that lacks it, and when there is no policy', () => {
    const policy = (value: string) => ({
      rewrites: [],
      headers: [{ source: '**', headers: [{ key: 'Content-Security-Policy', value }] }],
    });
    expect(everyCspAllowsScript(policy("script-src 'self' 'sha256-a'"), "'sha256-a'")).toBe(true);
    expect(everyCspAllowsScript(policy("script-src 'self'; style-src 'sha256-a'"), "'sha256-a'")).toBe(false);
    expect(everyCspAllowsScript({ rewrites: [], headers: [] }, "'sha256-a'")).toBe(false);
  });
});
