import { rgbToLab, type Lab } from './lab';

/** A colour the colour-scheme text names, as written and in Lab. */
export interface PaletteColour {
  name: string;
  hex: string;
  lab: Lab;
}

/** Common interior colour names → sRGB hex. Multi-word names win over their last word ('navy blue' over 'blue'). */
const COLOUR_NAMES: Readonly<Record<string, string>> = {
  white: '#f5f5f2',
  'off white': '#efece4',
  ivory: '#f3efe0',
  cream: '#efe6cf',
  linen: '#ece3d2',
  beige: '#d9c8a9',
  sand: '#d6c19a',
  tan: '#c4a27a',
  taupe: '#8f7f70',
  greige: '#b5ab9d',
  mushroom: '#a39485',
  grey: '#8c8c8c',
  gray: '#8c8c8c',
  'light grey': '#c9c9c9',
  'light gray': '#c9c9c9',
  'dove grey': '#b9b7b2',
  slate: '#5f6b73',
  charcoal: '#3a3b3d',
  graphite: '#474a4f',
  black: '#1c1c1c',
  silver: '#bfc1c2',
  brown: '#7b5236',
  chocolate: '#4e3024',
  walnut: '#5d4030',
  caramel: '#b07b45',
  cognac: '#9a4f2b',
  camel: '#c19a6b',
  terracotta: '#c8643f',
  rust: '#a84b2a',
  clay: '#b66a50',
  orange: '#e07b2a',
  'burnt orange': '#cc5500',
  peach: '#f2b38f',
  coral: '#f07e6e',
  pink: '#e8a0b0',
  blush: '#e9c2bd',
  rose: '#d98695',
  'dusty rose': '#c0898b',
  red: '#c0392b',
  burgundy: '#7a1f2b',
  maroon: '#6b1e24',
  wine: '#722f37',
  oxblood: '#4a0f14',
  mustard: '#d4a72c',
  yellow: '#f2d43d',
  gold: '#c9a13b',
  brass: '#b5955a',
  ochre: '#c58f2e',
  copper: '#b87333',
  bronze: '#8c6a3f',
  olive: '#6b6b2e',
  sage: '#a3b18a',
  'sage green': '#a3b18a',
  green: '#3f8f4f',
  emerald: '#1f7a55',
  'forest green': '#2f4f32',
  'hunter green': '#355e3b',
  'bottle green': '#094d34',
  mint: '#b6e2c8',
  teal: '#1f7f7f',
  turquoise: '#35b7b0',
  aqua: '#6fd0d4',
  blue: '#3366b3',
  'navy blue': '#1f2f57',
  navy: '#1f2f57',
  cobalt: '#1f4fb0',
  'sky blue': '#8ec5e8',
  'powder blue': '#b7d3e6',
  'duck egg': '#c3dcd6',
  'duck egg blue': '#c3dcd6',
  denim: '#4f6f96',
  indigo: '#34346e',
  purple: '#6d3f8c',
  plum: '#5d2f4f',
  aubergine: '#3d1f33',
  lavender: '#b7a6d6',
  lilac: '#c8a2c8',
};

/** Mood words that stand for a small palette. */
const MOOD_PALETTES: Readonly<Record<string, readonly string[]>> = {
  warm: ['cream', 'caramel', 'terracotta'],
  cool: ['powder blue', 'slate', 'dove grey'],
  earthy: ['terracotta', 'olive', 'tan'],
  'earth tones': ['terracotta', 'olive', 'tan'],
  neutral: ['white', 'beige', 'greige'],
  neutrals: ['white', 'beige', 'greige'],
  monochrome: ['black', 'grey', 'white'],
  monochromatic: ['black', 'grey', 'white'],
  pastel: ['blush', 'mint', 'lavender', 'powder blue'],
  pastels: ['blush', 'mint', 'lavender', 'powder blue'],
  jewel: ['emerald', 'cobalt', 'burgundy'],
  'jewel tones': ['emerald', 'cobalt', 'burgundy'],
};

const LIGHTER = new Set(['light', 'pale', 'soft']);
const DARKER = new Set(['dark', 'deep']);

const ESCAPE = /[.*+?^${}()|[\]\\]/g;
const NAMES = [...Object.keys(COLOUR_NAMES), ...Object.keys(MOOD_PALETTES)]
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(ESCAPE, '\\$&').replace(/ /g, '[\\s-]+'));
/** A hex code, or an optional lighter/darker word and a colour or mood name, as whole words. */
const TOKEN = new RegExp(
  `#(?<hex>[0-9a-f]{6}|[0-9a-f]{3})\\b|\\b(?:(?<shade>light|pale|soft|dark|deep)[\\s-]+)?(?<name>${NAMES.join('|')})\\b`,
  'gi',
);

/**
 * The colours a colour-scheme text names, in the order written: hex codes (#abc, #aabbcc), common colour names with
 * an optional light/pale/soft or dark/deep in front, and mood words (warm, cool, earthy, neutral, monochrome,
 * pastel, jewel tones) that stand for a few colours. Duplicates are dropped; unknown words are ignored.
 */
export function parseColourScheme(text: string): PaletteColour[] {
  const colours: PaletteColour[] = [];
  const seen = new Set<string>();
  const add = (name: string, hex: string) => {
    if (seen.has(hex)) return;
    seen.add(hex);
    const [r, g, b] = hexToRgb(hex);
    colours.push({ name, hex, lab: rgbToLab(r, g, b) });
  };
  for (const match of text.matchAll(TOKEN)) {
    const { hex, shade, name } = match.groups ?? {};
    if (hex) {
      add(`#${hex.toLowerCase()}`, normaliseHex(hex));
      continue;
    }
    if (!name) continue;
    const key = name.toLowerCase().replace(/[\s-]+/g, ' ');
    const mood = MOOD_PALETTES[key];
    if (mood) {
      for (const member of mood) add(member, COLOUR_NAMES[member] ?? '#808080');
      continue;
    }
    const base = COLOUR_NAMES[key];
    if (!base) continue;
    const tone = shade?.toLowerCase();
    if (tone && LIGHTER.has(tone)) add(`${tone} ${key}`, mix(base, '#ffffff', 0.45));
    else if (tone && DARKER.has(tone)) add(`${tone} ${key}`, mix(base, '#000000', 0.4));
    else add(key, base);
  }
  return colours;
}

/**
 * The a/b (hue and chroma) a palette asks for at lightness L: palette colours sorted by lightness form a gradient,
 * so in "navy and brass" dark areas lean navy and light areas brass. One colour gives the same target everywhere.
 */
export function paletteTargetAt(palette: readonly PaletteColour[], L: number): readonly [number, number] {
  const first = palette[0];
  if (!first) return [0, 0];
  if (palette.length === 1) return [first.lab[1], first.lab[2]];
  const last = palette[palette.length - 1] ?? first;
  if (L <= first.lab[0]) return [first.lab[1], first.lab[2]];
  if (L >= last.lab[0]) return [last.lab[1], last.lab[2]];
  for (let i = 1; i < palette.length; i++) {
    const low = palette[i - 1] ?? first;
    const high = palette[i] ?? last;
    if (L <= high.lab[0]) {
      const t = (L - low.lab[0]) / Math.max(1e-6, high.lab[0] - low.lab[0]);
      return [low.lab[1] + t * (high.lab[1] - low.lab[1]), low.lab[2] + t * (high.lab[2] - low.lab[2])];
    }
  }
  return [last.lab[1], last.lab[2]];
}

/** The palette sorted from dark to light, as paletteTargetAt expects. */
export function byLightness(palette: readonly PaletteColour[]): PaletteColour[] {
  return [...palette].sort((x, y) => x.lab[0] - y.lab[0]);
}

/** Steps per L unit of a palette lookup table. */
const LOOKUP_STEPS_PER_L = 4;

/**
 * paletteTargetAt tabulated for L 0–100 in quarter steps, as interleaved a/b pairs, so the per-pixel loop reads two
 * numbers instead of searching the palette: `lookup[2k]`, `lookup[2k + 1]` with k = round(L × 4), clamped.
 */
export function paletteLookup(palette: readonly PaletteColour[]): Float32Array {
  const entries = 100 * LOOKUP_STEPS_PER_L + 1;
  const lookup = new Float32Array(entries * 2);
  for (let k = 0; k < entries; k++) lookup.set(paletteTargetAt(palette, k / LOOKUP_STEPS_PER_L), k * 2);
  return lookup;
}

/** The index of L in a paletteLookup table (the a value; b follows it). */
export function paletteLookupIndex(L: number): number {
  const k = (L * LOOKUP_STEPS_PER_L + 0.5) | 0;
  return (k < 0 ? 0 : k > 100 * LOOKUP_STEPS_PER_L ? 100 * LOOKUP_STEPS_PER_L : k) * 2;
}

function normaliseHex(hex: string): string {
  const digits = hex.toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function mix(hex: string, withHex: string, amount: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(withHex);
  return `#${a
    .map((channel, i) =>
      Math.round(channel + ((b[i] ?? 0) - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
