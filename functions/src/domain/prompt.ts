import {
  materialTypeSchema,
  ROOM_STYLE_LABELS,
  ROOM_TYPE_LABELS,
  type MaterialType,
  type RemixMode,
  type RoomType,
  type StyleIntensity,
} from '@roomremix/contracts/enums';
import type { RemixSettings } from '@roomremix/contracts/remix-settings';

/** The settings a prompt is built from (blank is null): the form's, a job's or a result's can be passed as they are. */
export type RemixPromptSettings = Pick<
  RemixSettings,
  | 'roomStyle'
  | 'customStyle'
  | 'styleIntensity'
  | 'preserveStructure'
  | 'colorScheme'
  | 'textPrompt'
  | 'mode'
  | 'roomType'
> & {
  /** A listing photo's staging (issue 29): nothing permanent of the room may change (LISTING_SAFE_RULE). */
  listingSafe?: boolean | undefined;
};

/**
 * How the painted region, if any, reaches the engine: as a mask (`masked`), or drawn on a copy of image 1 sent as
 * the last image, outlined in the colour `outlinedIn` names (e.g. 'magenta'), for an engine that takes no mask. The
 * prompt points at whichever it gets.
 */
export type PromptOptions = { masked?: boolean; outlinedIn?: undefined } | { masked?: false; outlinedIn: string };

/** A reference image as the prompt sees it: its label, if the user gave one. */
export interface PromptReference {
  label?: string | null | undefined;
}

/** Surfaces a reference label can name, canonical name first, then the words that mean it. */
const SURFACES = [
  ['floor', 'floor', 'floors', 'flooring'],
  ['walls', 'wall', 'walls', 'accent wall', 'wall finish'],
  ['ceiling', 'ceiling', 'ceilings'],
  ['countertop', 'countertop', 'countertops', 'counter', 'counters', 'worktop', 'worktops'],
  ['backsplash', 'backsplash', 'splashback'],
  ['cabinets', 'cabinet', 'cabinets', 'cabinetry', 'kitchen cabinets'],
  ['kitchen island', 'island', 'kitchen island'],
  ['doors', 'door', 'doors'],
  ['window frames', 'window frame', 'window frames'],
  ['curtains', 'curtain', 'curtains', 'drapes', 'blinds'],
  ['sofa', 'sofa', 'couch', 'sectional'],
  ['armchairs', 'armchair', 'armchairs'],
  ['chairs', 'chair', 'chairs', 'dining chairs'],
  ['table', 'table', 'dining table', 'coffee table'],
  ['rug', 'rug', 'rugs', 'carpet'],
  ['bed', 'bed', 'headboard', 'bed frame'],
  ['bedding', 'bedding', 'bed linen', 'duvet'],
  ['cushions', 'cushion', 'cushions', 'pillows', 'throw pillows'],
  ['lighting', 'lamp', 'lamps', 'lighting', 'light fixture', 'pendant'],
  ['shelves', 'shelf', 'shelves', 'shelving', 'bookcase'],
  ['fireplace', 'fireplace', 'mantel'],
  ['tiles', 'tile', 'tiles', 'tiling'],
  ['trim', 'trim', 'skirting', 'baseboards', 'moulding', 'molding'],
  ['stairs', 'stairs', 'staircase'],
] as const;

/** A surface a reference is meant for, e.g. 'floor' (canonical names of SURFACES). */
export type Surface = (typeof SURFACES)[number][0];

/** Lower-case word → canonical surface; longer phrases are tried first. */
const SURFACE_WORDS = new Map<string, Surface>(
  SURFACES.flatMap(([surface, ...words]) => words.map((word) => [word, surface] as const)),
);
const SURFACE_PATTERN = [...SURFACE_WORDS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/ /g, '\\s+'))
  .join('|');
/** `floor: oak`, `floor - oak`, `floor, oak` (also en and em dashes). */
const LEADING_SURFACE = new RegExp(`^(?:the\\s+)?(${SURFACE_PATTERN})\\s*(?:[:,]|\\s[-–—]|[-–—]\\s)\\s*(.+)$`, 'i');
/** `oak planks for the floor`, `velvet on the sofa`. */
const TRAILING_SURFACE = new RegExp(`^(.+?)\\s+(?:for|on)\\s+(?:the\\s+)?(${SURFACE_PATTERN})$`, 'i');
const WHOLE_SURFACE = new RegExp(`^(?:the\\s+)?(${SURFACE_PATTERN})$`, 'i');

/** What a reference label says: the material type, the surface it is for, and the user's description. */
export interface ParsedReferenceLabel {
  material: MaterialType | null;
  surface: Surface | null;
  description: string | null;
}

/**
 * Reads a reference-image label as the web keeps it (`formatMaterialLabel`: 'material: description', or the
 * material alone). Grammar, all parts optional, case-insensitive:
 *
 *     label       = [material ":"] rest | material
 *     rest        = surface | surface sep description | description ("for" | "on") ["the"] surface | description
 *     sep         = ":" | "," | " - " | " – " | " — "
 *
 * `material` must be one of the material types; text before the first colon that is not one is part of the
 * description (a free label). `surface` is one of SURFACES' words (floor, walls, countertop, sofa, ...).
 * Examples: 'wood: floor - light oak planks' → wood / floor / 'light oak planks'; 'wood: light oak planks for the
 * floor' → the same; 'marble' → marble only; 'cosy reading nook' → description only.
 */
export function parseReferenceLabel(label: string | null | undefined): ParsedReferenceLabel {
  const text = cleanText(label);
  const parsed: ParsedReferenceLabel = { material: null, surface: null, description: null };
  if (!text) return parsed;

  let rest = text;
  const colon = text.indexOf(':');
  const head = (colon === -1 ? text : text.slice(0, colon)).trim().toLowerCase();
  const material = materialTypeSchema.safeParse(head);
  if (material.success) {
    parsed.material = material.data;
    rest = colon === -1 ? '' : text.slice(colon + 1).trim();
  }
  if (!rest) return parsed;

  const whole = WHOLE_SURFACE.exec(rest);
  if (whole) return { ...parsed, surface: surfaceOf(whole[1]) };
  const leading = LEADING_SURFACE.exec(rest);
  if (leading) return { ...parsed, surface: surfaceOf(leading[1]), description: leading[2]?.trim() || null };
  const trailing = TRAILING_SURFACE.exec(rest);
  if (trailing) return { ...parsed, surface: surfaceOf(trailing[2]), description: trailing[1]?.trim() || null };
  return { ...parsed, description: rest };
}

/** What each intensity means, stated in the prompt so every engine reads the same thing. */
export const INTENSITY_MEANINGS = {
  subtle:
    'subtle: change accents and decor only (cushions, throws, art, lamps, plants and accessories); keep the furniture, finishes and colours of large surfaces',
  moderate:
    'moderate: change furniture and finishes (sofa, chairs, tables, rugs, curtains, wall colour and flooring) as well as decor',
  dramatic: 'dramatic: full redesign: replace the furniture, finishes, lighting and decor throughout the room',
} as const satisfies Record<StyleIntensity, string>;

/**
 * The structure rule when the user keeps the structure: the room's geometry stays, its surfaces may change when the
 * settings ask for it (a new wall colour, a reference for the floor), so the two never contradict each other.
 */
export const PRESERVE_STRUCTURE_RULE =
  'Structure: keep the geometry of image 1: the layout, where the walls, windows, doors and other openings are, the ' +
  'ceiling height, the perspective, the camera angle and the direction of the light. Surfaces may take new colours ' +
  'and materials where the intensity, the colour scheme, the instructions or a reference image ask for it.';
/**
 * The rule of a listing photo's staging, in place of the intensity's meaning (which lets moderate and dramatic change
 * wall colours and floors): listing services forbid altering what a buyer gets, so only movable things may change.
 */
export const LISTING_SAFE_RULE =
  'Listing photo: keep the walls and their colour, the floors, ceilings, windows, doors, built-in fixtures, light ' +
  'fittings and the view exactly as in image 1; add or change only movable furniture, rugs, art and decor.';
/** The rule when the user turned structure preservation off. */
export const ALLOW_LAYOUT_CHANGES_RULE =
  'Structure: layout changes are allowed: furniture placement, built-ins and architectural details may change, ' +
  'as long as it stays recognisably the same room, seen from the same camera angle.';
/**
 * What must not change, said again after the user's text: models weigh the end of a prompt heavily, and the user's
 * instructions must not talk them out of the room's geometry.
 */
export const KEEP_RULES = {
  preserved:
    'Keep everything else unchanged. Do not move, add or remove walls, windows, doors or openings, and keep the ' +
    'perspective, camera angle and light direction of image 1.',
  free: 'Keep everything else unchanged, including the camera angle, perspective and light direction of image 1.',
} as const;
/** What the region rules say of everything outside the painted region. */
const KEEP_OUTSIDE_REGION = 'keep everything outside it exactly as it is in image 1.';
/** For an engine that takes the painted region as a mask: the region is the only place to change. */
export const MASKED_REGION_RULE = `Region: change only the area the mask marks; ${KEEP_OUTSIDE_REGION}`;
/** For an engine that gets the region outlined on image `position`: inside the outline is the only place to change. */
export function outlinedRegionRule(position: number, colour: string): string {
  return `Region: change only the area inside the ${colour} outline in image ${position}; ${KEEP_OUTSIDE_REGION}`;
}
/** How the copy of image 1 with the region outlined is introduced: a guide, not part of the picture. */
export function outlinedImageIntroduction(position: number, colour: string): string {
  return (
    `Image ${position} is a copy of image 1 with the area to change outlined in ${colour}. The outline only marks ` +
    'the area: do not draw it.'
  );
}
/** The output rules, last. */
export const OUTPUT_RULE =
  'Keep natural, realistic lighting and the same aspect ratio as image 1. Do not add text or watermarks.';
/**
 * The whole prompt of an upscale (POST /api/results/:id/upscale): the image is a finished result the user paid for,
 * so the model may add resolution and nothing else.
 */
export const UPSCALE_PROMPT =
  'Upscale this photograph to a higher resolution. Reproduce it exactly: the same room, furniture, objects, ' +
  'colours, materials, lighting, camera angle and framing. Add only the fine detail and sharpness a higher-resolution ' +
  'photo of the same scene would show. Do not add, remove, move or restyle anything, and do not add text or watermarks.';
/** How image 1 is introduced. */
export const ROOM_IMAGE_INTRODUCTION = 'Image 1 is the room to redesign.';

/** What image 1 shows, in the words of the task: 'the kitchen', or 'the room' when the user did not say. */
function subjectOf(roomType: RoomType | null): string {
  if (roomType === null || roomType === 'other') return 'the room';
  if (roomType === 'exterior') return 'the building';
  return `the ${ROOM_TYPE_LABELS[roomType].toLowerCase()}`;
}

/** The first line of the prompt: what to do with image 1, per mode, naming what it shows. */
function taskLine(mode: RemixMode, roomType: RoomType | null): string {
  const photo = 'and return one photorealistic photo of it.';
  const subject = subjectOf(roomType);
  switch (mode) {
    case 'redesign':
      return `Redesign the interior of ${subject} in image 1 ${photo}`;
    case 'stage':
      return `Stage ${subject} in image 1, which is empty: furnish and decorate it for its use, ${photo}`;
    case 'declutter':
      return (
        `Declutter ${subject} in image 1: remove loose items (clutter, papers, toys, cables, dishes and small ` +
        `objects on floors and surfaces) and keep the furniture, fixtures and decor where they are, ${photo}`
      );
    case 'empty':
      return (
        `Empty ${subject} in image 1: remove all furniture, rugs, decor and loose items, leaving the bare walls, ` +
        `floor, ceiling, windows, doors and built-in fixtures, ${photo}`
      );
    case 'exterior':
      return `Redesign the exterior of the building in image 1 (facade, cladding, colours, doors, window frames) ${photo}`;
    case 'garden':
      return `Redesign the garden in image 1 (planting, paths, paving, lawn, furniture and lighting) ${photo}`;
  }
}

/**
 * The prompt in three parts, so an engine that interleaves text and images can put each image's introduction right
 * before that image, and one that takes a single text can join them (buildRemixPrompt).
 */
export interface RemixPromptParts {
  /** The task, room style, intensity, structure rule, colour scheme and the user's instructions, one per line. */
  brief: string;
  /**
   * One line per image in sending order: image 1 is the room, the first reference is image 2, and the copy of image
   * 1 with the region outlined, if the engine gets one, comes last.
   */
  imageIntroductions: string[];
  /** What must not change, repeated after the user's text, and the output rules. */
  closing: string;
}

/**
 * The prompt every AI engine gets, in parts: what to do with image 1, where to change it if the user painted a
 * region, the room style (nothing for 'none', which keeps the current style; the custom text for 'other'), the
 * intensity and what it means, the structure rule, the colour scheme, the user's own instructions; then one
 * introduction per image by position, each reference named by what its label asks for, and the outlined copy of
 * image 1 last; then what must stay as it is.
 */
export function buildRemixPromptParts(
  settings: RemixPromptSettings,
  references: readonly PromptReference[],
  options: PromptOptions = {},
): RemixPromptParts {
  const outlinedPosition = references.length + 2;
  const brief = [
    taskLine(settings.mode, settings.roomType),
    ...regionRules(options, outlinedPosition),
    ...styleLines(settings),
    settings.listingSafe ? LISTING_SAFE_RULE : `Intensity: ${INTENSITY_MEANINGS[settings.styleIntensity]}.`,
    settings.preserveStructure ? PRESERVE_STRUCTURE_RULE : ALLOW_LAYOUT_CHANGES_RULE,
  ];
  const colorScheme = cleanText(settings.colorScheme);
  if (colorScheme) brief.push(`Colour scheme: ${sentence(colorScheme)}`);
  const instructions = cleanText(settings.textPrompt);
  if (instructions) brief.push(`Instructions from the user: ${sentence(instructions)}`);
  return {
    brief: brief.join('\n'),
    imageIntroductions: [
      ROOM_IMAGE_INTRODUCTION,
      ...references.map((reference, index) => referenceLine(index + 2, parseReferenceLabel(reference.label))),
      ...(options.outlinedIn ? [outlinedImageIntroduction(outlinedPosition, options.outlinedIn)] : []),
    ],
    closing: [
      settings.preserveStructure ? KEEP_RULES.preserved : KEEP_RULES.free,
      ...(settings.listingSafe ? [LISTING_SAFE_RULE] : []),
      OUTPUT_RULE,
    ].join('\n'),
  };
}

/** The whole prompt as one text, for engines that take the images and one prompt: brief, introductions, closing. */
export function buildRemixPrompt(
  settings: RemixPromptSettings,
  references: readonly PromptReference[],
  options: PromptOptions = {},
): string {
  const parts = buildRemixPromptParts(settings, references, options);
  return [parts.brief, ...parts.imageIntroductions, parts.closing].join('\n');
}

/** The rule that confines the change to the painted region, as the engine gets it; none without a region. */
function regionRules({ masked, outlinedIn }: PromptOptions, outlinedPosition: number): string[] {
  if (outlinedIn) return [outlinedRegionRule(outlinedPosition, outlinedIn)];
  return masked ? [MASKED_REGION_RULE] : [];
}

function styleLines(settings: RemixPromptSettings): string[] {
  if (settings.roomStyle === 'none') return [];
  if (settings.roomStyle === 'other') {
    const custom = cleanText(settings.customStyle);
    return custom ? [`Room style: ${sentence(custom)}`] : [];
  }
  return [`Room style: ${ROOM_STYLE_LABELS[settings.roomStyle]} interior design.`];
}

function referenceLine(position: number, { material, surface, description }: ParsedReferenceLabel): string {
  const image = `Image ${position}`;
  const named = material && material !== 'other' ? ` (${material})` : '';
  const detail = description ? `: ${description}` : '';
  if (surface) {
    return `${image} is the ${surface.toUpperCase()} material${named}${detail}. Use it for the ${surface}.`;
  }
  if (material) {
    return `${image} is a material sample${named}${detail}. Use it on the surfaces where it fits the design best.`;
  }
  if (description) {
    return `${image} is a reference labelled "${description}": use it as style and material inspiration.`;
  }
  return `${image} is style and material inspiration: borrow its colours, materials and mood, not its layout.`;
}

function surfaceOf(word: string | undefined): Surface | null {
  return SURFACE_WORDS.get((word ?? '').toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

/** One line of user text: control characters and line breaks become spaces, runs of spaces one space. */
function cleanText(text: string | null | undefined): string {
  return (
    (text ?? '')
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The text with a full stop unless it already ends a sentence. */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
