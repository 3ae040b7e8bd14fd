import { remixModeSchema, roomStyleSchema } from '@roomremix/contracts/enums';
import { formatMaterialLabel } from '@roomremix/contracts/remix';
import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix-settings';
import { describe, expect, it } from 'vitest';
import {
  ALLOW_LAYOUT_CHANGES_RULE,
  buildRemixPrompt,
  buildRemixPromptParts,
  INTENSITY_MEANINGS,
  KEEP_RULES,
  LISTING_SAFE_RULE,
  MASKED_REGION_RULE,
  OUTPUT_RULE,
  outlinedImageIntroduction,
  outlinedRegionRule,
  parseReferenceLabel,
  PRESERVE_STRUCTURE_RULE,
  ROOM_IMAGE_INTRODUCTION,
  type PromptReference,
  type RemixPromptSettings,
} from './prompt';

const settings = (overrides: Partial<RemixPromptSettings> = {}): RemixPromptSettings => ({
  ...DEFAULT_REMIX_SETTINGS,
  ...overrides,
});

const lines = (prompt: string) => prompt.split('\n');

describe('parseReferenceLabel', () => {
  it.each([
    ['no label', undefined, null, null, null],
    ['a blank label', '   ', null, null, null],
    ['material alone', 'marble', 'marble', null, null],
    ['material alone, any case', 'Marble', 'marble', null, null],
    ['material and description', 'wood: light oak planks', 'wood', null, 'light oak planks'],
    ['material, surface with colon', 'wood: floor: light oak planks', 'wood', 'floor', 'light oak planks'],
    ['material, surface with dash', 'wood: Floor - light oak planks', 'wood', 'floor', 'light oak planks'],
    ['material, surface with em dash', 'stone: countertop — honed granite', 'stone', 'countertop', 'honed granite'],
    ['material, surface with comma', 'fabric: sofa, green velvet', 'fabric', 'sofa', 'green velvet'],
    ['surface named at the end', 'wood: light oak planks for the floor', 'wood', 'floor', 'light oak planks'],
    ['surface with "on"', 'fabric: green velvet on the sofa', 'fabric', 'sofa', 'green velvet'],
    ['surface synonym', 'ceramic: splashback - white zellige', 'ceramic', 'backsplash', 'white zellige'],
    ['two-word surface', 'wood: kitchen cabinets: walnut', 'wood', 'cabinets', 'walnut'],
    ['material and surface only', 'brick: walls', 'brick', 'walls', null],
    [
      'a hyphenated word is not a separator',
      'fabric: floor-length linen curtains',
      'fabric',
      null,
      'floor-length linen curtains',
    ],
    ['material other', 'other: terrazzo for the floor', 'other', 'floor', 'terrazzo'],
    ['free label', 'cosy reading nook', null, null, 'cosy reading nook'],
    ['free label with a colon that is no material', 'mood: calm', null, null, 'mood: calm'],
    ['free label naming a surface', 'floor: herringbone', null, 'floor', 'herringbone'],
    ['line breaks and runs of spaces collapse', 'wood:\n  floor -\tlight   oak', 'wood', 'floor', 'light oak'],
  ])('%s: %j', (_case, label, material, surface, description) => {
    expect(parseReferenceLabel(label)).toEqual({ material, surface, description });
  });

  it('reads every label formatMaterialLabel makes', () => {
    expect(parseReferenceLabel(formatMaterialLabel('leather', 'cognac, aged'))).toEqual({
      material: 'leather',
      surface: null,
      description: 'cognac, aged',
    });
    expect(parseReferenceLabel(formatMaterialLabel('glass', ''))).toEqual({
      material: 'glass',
      surface: null,
      description: null,
    });
  });
});

describe('buildRemixPromptParts', () => {
  it.each(roomStyleSchema.options)('names the room style %s', (style) => {
    expect(buildRemixPromptParts(settings({ roomStyle: style }), []).brief).toMatch(
      /^Room style: [A-Z][A-Za-z -]+ interior design\.$/m,
    );
  });

  it.each([
    ['art-deco label', { roomStyle: 'art-deco' }, 'Room style: Art Deco interior design.'],
    ['mid-century label', { roomStyle: 'mid-century' }, 'Room style: Mid-Century interior design.'],
    [
      'custom text for other',
      { roomStyle: 'other', customStyle: 'Japandi with warm wood' },
      'Room style: Japandi with warm wood.',
    ],
    [
      'custom text keeps its own full stop',
      { roomStyle: 'other', customStyle: 'Wabi-sabi.' },
      'Room style: Wabi-sabi.',
    ],
    ['none keeps the current style', { roomStyle: 'none', customStyle: 'ignored' }, null],
    ['other without text', { roomStyle: 'other', customStyle: '   ' }, null],
    ['other with a null text', { roomStyle: 'other', customStyle: null }, null],
  ] as const)('style: %s', (_case, overrides, expected) => {
    const brief = lines(buildRemixPromptParts(settings(overrides), []).brief);
    expect(brief.filter((line) => line.startsWith('Room style'))).toEqual(expected ? [expected] : []);
    expect(brief.join('\n')).not.toContain('ignored');
  });

  it.each([
    ['redesign', null, 'Redesign the interior of the room in image 1 and return one photorealistic photo of it.'],
    ['redesign', 'kitchen', 'Redesign the interior of the kitchen in image 1 '],
    ['redesign', 'kids-room', "Redesign the interior of the kids' room in image 1 "],
    ['redesign', 'other', 'Redesign the interior of the room in image 1 '],
    ['stage', 'bedroom', 'Stage the bedroom in image 1, which is empty: furnish and decorate it'],
    ['declutter', 'office', 'Declutter the office in image 1: remove loose items'],
    ['empty', 'living-room', 'Empty the living room in image 1: remove all furniture'],
    ['exterior', 'exterior', 'Redesign the exterior of the building in image 1 (facade'],
    ['exterior', null, 'Redesign the exterior of the building in image 1 (facade'],
    ['garden', 'garden', 'Redesign the garden in image 1 (planting'],
  ] as const)('mode %s of a room of type %s: the task comes first and names both', (mode, roomType, start) => {
    const [task] = lines(buildRemixPromptParts(settings({ mode, roomType }), []).brief);
    expect(task?.startsWith(start)).toBe(true);
    expect(task).toMatch(/ and return one photorealistic photo of it\.$/);
  });

  it.each(remixModeSchema.options)('mode %s keeps the keep-rules and the output rule at the end', (mode) => {
    const parts = buildRemixPromptParts(settings({ mode }), []);
    expect(lines(parts.closing).at(-1)).toBe(OUTPUT_RULE);
  });

  it.each([
    ['subtle', 'Intensity: subtle: change accents and decor only'],
    ['moderate', 'Intensity: moderate: change furniture and finishes'],
    ['dramatic', 'Intensity: dramatic: full redesign'],
  ] as const)('intensity %s says what it means', (intensity, start) => {
    const brief = lines(buildRemixPromptParts(settings({ styleIntensity: intensity }), []).brief);
    expect(brief).toContain(`Intensity: ${INTENSITY_MEANINGS[intensity]}.`);
    expect(brief.some((line) => line.startsWith(start))).toBe(true);
  });

  it.each([
    ['structure preserved', true, PRESERVE_STRUCTURE_RULE, KEEP_RULES.preserved],
    ['layout changes allowed', false, ALLOW_LAYOUT_CHANGES_RULE, KEEP_RULES.free],
  ])(
    '%s: one structure rule in the brief, what must not change in the closing',
    (_case, preserveStructure, rule, keep) => {
      const parts = buildRemixPromptParts(settings({ preserveStructure }), []);
      expect(lines(parts.brief).filter((line) => line.startsWith('Structure:'))).toEqual([rule]);
      expect(lines(parts.closing)).toEqual([keep, OUTPUT_RULE]);
    },
  );

  it('keeps the geometry but lets surfaces change when structure is preserved', () => {
    expect(PRESERVE_STRUCTURE_RULE).toMatch(
      /layout.*walls, windows, doors.*perspective, the camera angle and the direction of the light/,
    );
    expect(PRESERVE_STRUCTURE_RULE).toMatch(
      /Surfaces may take new colours and materials where .*colour scheme.*reference image ask for it/,
    );
    expect(PRESERVE_STRUCTURE_RULE).not.toMatch(/exactly/);
    expect(KEEP_RULES.preserved).toMatch(
      /^Keep everything else unchanged\. Do not move, add or remove walls, windows, doors/,
    );
  });

  it.each([
    ['colour scheme', { colorScheme: 'navy and brass' }, 'Colour scheme: navy and brass.'],
    [
      'instructions',
      { textPrompt: 'Add a reading chair by the window' },
      'Instructions from the user: Add a reading chair by the window.',
    ],
    [
      'instructions on one line',
      { textPrompt: 'Add plants.\n\nRemove the TV!' },
      'Instructions from the user: Add plants. Remove the TV!',
    ],
    ['blank colour scheme', { colorScheme: '  ' }, null],
    ['null colour scheme (not given)', { colorScheme: null }, null],
    ['blank instructions', { textPrompt: '\n' }, null],
    ['null instructions', { textPrompt: null }, null],
  ] as const)('%s', (_case, overrides, expected) => {
    const brief = lines(buildRemixPromptParts(settings(overrides), []).brief);
    const optional = brief.filter((line) => /^(Colour scheme|Instructions from the user):/.test(line));
    expect(optional).toEqual(expected ? [expected] : []);
  });

  it.each(['standard', 'hd'] as const)('quality %s does not change the prompt (it is an output size)', (quality) => {
    expect(buildRemixPrompt({ ...settings(), quality } as RemixPromptSettings, [])).toBe(
      buildRemixPrompt(settings(), []),
    );
  });

  it.each([
    [
      'surface, material and description',
      'wood: floor - light oak planks',
      'Image 2 is the FLOOR material (wood): light oak planks. Use it for the floor.',
    ],
    [
      'surface at the end',
      'wood: light oak planks for the floor',
      'Image 2 is the FLOOR material (wood): light oak planks. Use it for the floor.',
    ],
    ['surface without description', 'brick: walls', 'Image 2 is the WALLS material (brick). Use it for the walls.'],
    [
      'material other is not named',
      'other: countertop: terrazzo',
      'Image 2 is the COUNTERTOP material: terrazzo. Use it for the countertop.',
    ],
    [
      'material and description',
      'marble: Calacatta, warm veining',
      'Image 2 is a material sample (marble): Calacatta, warm veining. Use it on the surfaces where it fits the design best.',
    ],
    [
      'material alone',
      'leather',
      'Image 2 is a material sample (leather). Use it on the surfaces where it fits the design best.',
    ],
    [
      'free label',
      'cosy reading nook',
      'Image 2 is a reference labelled "cosy reading nook": use it as style and material inspiration.',
    ],
    [
      'no label',
      undefined,
      'Image 2 is style and material inspiration: borrow its colours, materials and mood, not its layout.',
    ],
    [
      'empty label',
      '',
      'Image 2 is style and material inspiration: borrow its colours, materials and mood, not its layout.',
    ],
  ])('introduces a reference with %s by its position and label', (_case, label, expected) => {
    expect(buildRemixPromptParts(settings(), [{ label }]).imageIntroductions).toEqual([
      ROOM_IMAGE_INTRODUCTION,
      expected,
    ]);
  });

  it('introduces the room, then the references in upload order, one line per image', () => {
    const { imageIntroductions } = buildRemixPromptParts(settings(), [
      { label: 'fabric: sofa - green velvet' },
      {},
      { label: 'wood: floor - light oak planks' },
    ]);
    expect(imageIntroductions.map((line) => line.slice(0, 8))).toEqual([
      'Image 1 ',
      'Image 2 ',
      'Image 3 ',
      'Image 4 ',
    ]);
    expect(imageIntroductions[1]).toContain('SOFA');
    expect(imageIntroductions[2]).toContain('inspiration');
    expect(imageIntroductions[3]).toBe('Image 4 is the FLOOR material (wood): light oak planks. Use it for the floor.');
  });

  it('has no reference lines without references', () => {
    expect(buildRemixPromptParts(settings(), []).imageIntroductions).toEqual([ROOM_IMAGE_INTRODUCTION]);
  });
});

describe('a listing photo', () => {
  it('says only movable things may change, in place of what the intensity allows, and again at the end', () => {
    const parts = buildRemixPromptParts(settings({ styleIntensity: 'dramatic', listingSafe: true }), []);
    const brief = lines(parts.brief);
    expect(brief).toContain(LISTING_SAFE_RULE);
    expect(brief.some((line) => line.startsWith('Intensity:'))).toBe(false);
    expect(lines(parts.closing)).toContain(LISTING_SAFE_RULE);
  });

  it('is not said of any other remix', () => {
    const parts = buildRemixPromptParts(settings({ styleIntensity: 'dramatic' }), []);
    expect(`${parts.brief}\n${parts.closing}`).not.toContain(LISTING_SAFE_RULE);
    expect(lines(parts.brief)).toContain(`Intensity: ${INTENSITY_MEANINGS.dramatic}.`);
  });
});

describe('the painted region', () => {
  const twoReferences: PromptReference[] = [{ label: 'wood: floor' }, {}];

  it.each([
    ['no options', undefined],
    ['masked: false', { masked: false }],
  ] as const)('without a region (%s) the prompt says nothing of one', (_case, options) => {
    const parts = buildRemixPromptParts(settings(), twoReferences, options);
    expect(parts).toEqual(buildRemixPromptParts(settings(), twoReferences));
    expect([parts.brief, ...parts.imageIntroductions, parts.closing].join('\n')).not.toMatch(/region|mask|outline/i);
    expect(parts.imageIntroductions).toHaveLength(3);
  });

  it.each([
    ['no references', []],
    ['two references', twoReferences],
  ] as const)(
    'an engine that takes a mask (%s): the region rule right after the task, no extra image',
    (_case, references) => {
      const parts = buildRemixPromptParts(settings(), references, { masked: true });
      expect(parts.brief.split('\n')[1]).toBe(MASKED_REGION_RULE);
      expect(parts.imageIntroductions).toEqual(buildRemixPromptParts(settings(), references).imageIntroductions);
    },
  );

  it.each([
    ['no references', [], 2],
    ['two references', twoReferences, 4],
  ] as const)(
    'an engine that gets the region outlined (%s): the rule points at the outlined copy, introduced last as image %i',
    (_case, references, position) => {
      const parts = buildRemixPromptParts(settings(), references, { outlinedIn: 'magenta' });
      expect(parts.brief.split('\n')[1]).toBe(outlinedRegionRule(position, 'magenta'));
      expect(parts.imageIntroductions).toEqual([
        ...buildRemixPromptParts(settings(), references).imageIntroductions,
        outlinedImageIntroduction(position, 'magenta'),
      ]);
      expect(parts.closing).toBe(buildRemixPromptParts(settings(), references).closing);
    },
  );

  it('says what the outlined copy is and what to change in words a model reads plainly', () => {
    expect(outlinedRegionRule(4, 'magenta')).toBe(
      'Region: change only the area inside the magenta outline in image 4; keep everything outside it exactly as it ' +
        'is in image 1.',
    );
    expect(outlinedImageIntroduction(4, 'magenta')).toBe(
      'Image 4 is a copy of image 1 with the area to change outlined in magenta. The outline only marks the area: do ' +
        'not draw it.',
    );
    expect(MASKED_REGION_RULE).toBe(
      'Region: change only the area the mask marks; keep everything outside it exactly as it is in image 1.',
    );
  });

  it('states each region message once: one region rule, one introduction of the outlined copy', () => {
    const prompt = buildRemixPrompt(settings({ textPrompt: 'A green velvet sofa' }), twoReferences, {
      outlinedIn: 'magenta',
    });
    expect(prompt.match(/^Region:/gm)).toHaveLength(1);
    expect(prompt.match(/outlined in magenta/g)).toHaveLength(1);
    expect(prompt.match(/keep everything outside it/g)).toHaveLength(1);
    // The outlined copy comes after the references and before what must not change.
    expect(lines(prompt).slice(-4)).toEqual([
      'Image 3 is style and material inspiration: borrow its colours, materials and mood, not its layout.',
      outlinedImageIntroduction(4, 'magenta'),
      KEEP_RULES.preserved,
      OUTPUT_RULE,
    ]);
  });
});

describe('buildRemixPrompt', () => {
  const wallsAndFloor: PromptReference[] = [
    { label: 'walls: sage green paint' },
    { label: 'wood: floor - light oak planks' },
  ];

  it('joins brief, image introductions and closing, so what must not change comes after the user text', () => {
    const prompt = buildRemixPrompt(
      {
        roomStyle: 'scandinavian',
        styleIntensity: 'dramatic',
        preserveStructure: true,
        colorScheme: 'white, pale grey and sage',
        textPrompt: 'Paint the walls sage and add a reading chair',
        customStyle: null,
        mode: 'redesign',
        roomType: null,
      },
      wallsAndFloor,
    );
    expect(prompt).toBe(
      [
        'Redesign the interior of the room in image 1 and return one photorealistic photo of it.',
        'Room style: Scandinavian interior design.',
        `Intensity: ${INTENSITY_MEANINGS.dramatic}.`,
        PRESERVE_STRUCTURE_RULE,
        'Colour scheme: white, pale grey and sage.',
        'Instructions from the user: Paint the walls sage and add a reading chair.',
        ROOM_IMAGE_INTRODUCTION,
        'Image 2 is the WALLS material: sage green paint. Use it for the walls.',
        'Image 3 is the FLOOR material (wood): light oak planks. Use it for the floor.',
        KEEP_RULES.preserved,
        OUTPUT_RULE,
      ].join('\n'),
    );
  });

  it.each([
    ['structure preserved, walls and floor asked for', { preserveStructure: true }, wallsAndFloor],
    [
      'structure preserved, a new wall colour asked for',
      { preserveStructure: true, colorScheme: 'sage green walls' },
      [],
    ],
    ['layout free', { preserveStructure: false, textPrompt: 'new floor' }, wallsAndFloor],
  ] as const)('never tells the model to keep surfaces it was asked to change: %s', (_case, overrides, references) => {
    const prompt = buildRemixPrompt(settings(overrides), references);
    expect(prompt).not.toMatch(/keep[^.]*(walls|floor)[^.]*exactly/i);
    expect(lines(prompt).at(-2)).toMatch(/^Keep everything else unchanged/);
  });

  it('puts the user text before what must not change', () => {
    const prompt = lines(buildRemixPrompt(settings({ textPrompt: 'Remove the rug' }), []));
    expect(prompt.indexOf('Instructions from the user: Remove the rug.')).toBeLessThan(
      prompt.indexOf(KEEP_RULES.preserved),
    );
    expect(prompt.at(-1)).toBe(OUTPUT_RULE);
  });
});
