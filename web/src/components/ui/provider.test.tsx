import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Provider } from './provider';

/** The custom properties the app's stylesheet defines for the light theme, as `name → value`. */
function lightThemeVariables(): Map<string, string> {
  // The stylesheet is what the browser gets; no user-facing query reaches it.
  // eslint-disable-next-line testing-library/no-node-access
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const variables = new Map<string, string>();
  for (const [, name, value] of css.matchAll(/(--chakra-colors-[\w-]+):\s*([^;}]+)/g)) {
    if (name && value && !variables.has(name)) variables.set(name, value.trim());
  }
  return variables;
}

/** A colour variable followed through `var(...)` to its hex value. */
function resolve(variables: Map<string, string>, name: string): string {
  const value = variables.get(name) ?? '';
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference?.[1] ? resolve(variables, reference[1]) : value;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe("the app's colours", () => {
  render(<Provider>app</Provider>);
  const variables = lightThemeVariables();

  it.each(['gray', 'teal'])('draws the %s controls’ focus ring at 3:1 or more against the white page', (palette) => {
    const ring = resolve(variables, `--chakra-colors-${palette}-focus-ring`);
    expect(ring).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(ring, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('puts white button text on teal at 4.5:1 or more', () => {
    expect(contrast(resolve(variables, '--chakra-colors-teal-solid'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the app's stylesheet", () => {
  it('defines the light theme only: the app has no dark mode', () => {
    render(<Provider>app</Provider>);
    // eslint-disable-next-line testing-library/no-node-access -- the stylesheet is what the browser gets
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    expect(css).toContain('--chakra-colors-bg:var(--chakra-colors-white)');
    expect(css).not.toMatch(/\.dark\b/);
  });
});
