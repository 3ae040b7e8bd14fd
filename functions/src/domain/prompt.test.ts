import { roomStyleSchema } from '@roomremix/contracts/enums';
import { DEFAULT_REMIX_SETTINGS, formatMaterialLabel } from '@roomremix/contracts/remix';
import { describe, expect, it } from 'vitest';
import {
  ALLOW_LAYOUT_CHANGES_RULE,
  buildRemixPrompt,
  INTENSITY_MEANINGS,
  parseReferenceLabel,
  PRESERVE_STRUCTURE_RULE,
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
    ['a hyphenated word is not a separator', 'fabric: floor-length linen curtains', 'fabric', null, 'floor-length linen curtains'],
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

describe('buildRemixPrompt', () => {
  it('starts from image 1 and ends with the output rules', () => {
    const prompt = lines(buildRemixPrompt(settings({ roomStyle: 'modern' }), []));
    expect(prompt[0]).toBe('Redesign the interior of the room in image 1 and return one photorealistic photo of that room.');
    expect(prompt.at(-2)).toBe('Image 1 is the room to redesign.');
    expect(prompt.at(-1)).toMatch(/same aspect ratio as image 1/);
  });

  it.each(roomStyleSchema.options)('names the room style %s', (style) => {
    expect(buildRemixPrompt(settings({ roomStyle: style }), [])).toMatch(/^Room style: [A-Z][A-Za-z -]+ interior design\.$/m);
  });

  it.each([
    ['art-deco label', { roomStyle: 'art-deco' }, 'Room style: Art Deco interior design.'],
    ['mid-century label', { roomStyle: 'mid-century' }, 'Room style: Mid-Century interior design.'],
    ['custom text for other', { roomStyle: 'other', customStyle: 'Japandi with warm wood' }, 'Room style: Japandi with warm wood.'],
    ['custom text keeps its own full stop', { roomStyle: 'other', customStyle: 'Wabi-sabi.' }, 'Room style: Wabi-sabi.'],
  ] as const)('%s', (_case, overrides, expected) => {
    expect(lines(buildRemixPrompt(settings(overrides), []))).toContain(expected);
  });

  it.each([
    ['none keeps the current style', { roomStyle: 'none', customStyle: 'ignored' }],
    ['other without text', { roomStyle: 'other', customStyle: '   ' }],
    ['other with a null text', { roomStyle: 'other', customStyle: null }],
  ] as const)('says nothing about style for %s', (_case, overrides) => {
    expect(buildRemixPrompt(settings(overrides), [])).not.toMatch(/Room style|ignored/);
  });

  it.each([
    ['subtle', /Intensity: subtle: change accents and decor only/],
    ['moderate', /Intensity: moderate: change furniture and finishes/],
    ['dramatic', /Intensity: dramatic: full redesign/],
  ] as const)('states what %s means', (intensity, expected) => {
    const prompt = buildRemixPrompt(settings({ styleIntensity: intensity }), []);
    expect(prompt).toMatch(expected);
    expect(prompt).toContain(INTENSITY_MEANINGS[intensity]);
  });

  it.each([
    [true, PRESERVE_STRUCTURE_RULE, ALLOW_LAYOUT_CHANGES_RULE],
    [false, ALLOW_LAYOUT_CHANGES_RULE, PRESERVE_STRUCTURE_RULE],
  ])('preserveStructure %s gives one structure rule', (preserveStructure, present, absent) => {
    const prompt = lines(buildRemixPrompt(settings({ preserveStructure }), []));
    expect(prompt).toContain(present);
    expect(prompt).not.toContain(absent);
  });

  it('keeps walls, windows, doors, ceiling and camera angle when preserving structure', () => {
    expect(PRESERVE_STRUCTURE_RULE).toContain('keep walls, windows, doors, ceiling and camera angle exactly');
  });

  it.each([
    ['colour scheme', { colorScheme: 'navy and brass' }, 'Colour scheme: navy and brass.'],
    ['instructions', { textPrompt: 'Add a reading chair by the window' }, 'Instructions from the user: Add a reading chair by the window.'],
    ['instructions on one line', { textPrompt: 'Add plants.\n\nRemove the TV!' }, 'Instructions from the user: Add plants. Remove the TV!'],
  ] as const)('includes the %s', (_case, overrides, expected) => {
    expect(lines(buildRemixPrompt(settings(overrides), []))).toContain(expected);
  });

  it.each([
    ['blank colour scheme', { colorScheme: '  ' }, /Colour scheme/],
    ['blank instructions', { textPrompt: '\n' }, /Instructions/],
    ['undefined colour scheme (parsed fields)', { colorScheme: undefined }, /Colour scheme/],
  ] as const)('leaves out a %s', (_case, overrides, absent) => {
    expect(buildRemixPrompt(settings(overrides), [])).not.toMatch(absent);
  });

  it.each([
    ['surface, material and description', 'wood: floor - light oak planks', 'Image 2 is the FLOOR material (wood): light oak planks. Use it for the floor.'],
    ['surface at the end', 'wood: light oak planks for the floor', 'Image 2 is the FLOOR material (wood): light oak planks. Use it for the floor.'],
    ['surface without description', 'brick: walls', 'Image 2 is the WALLS material (brick). Use it for the walls.'],
    ['material other is not named', 'other: countertop: terrazzo', 'Image 2 is the COUNTERTOP material: terrazzo. Use it for the countertop.'],
    ['material and description', 'marble: Calacatta, warm veining', 'Image 2 is a material sample (marble): Calacatta, warm veining. Use it on the surfaces where it fits the design best.'],
    ['material alone', 'leather', 'Image 2 is a material sample (leather). Use it on the surfaces where it fits the design best.'],
    ['free label', 'cosy reading nook', 'Image 2 is a reference labelled "cosy reading nook": use it as style and material inspiration.'],
    ['no label', undefined, 'Image 2 is style and material inspiration: borrow its colours, materials and mood, not its layout.'],
    ['empty label', '', 'Image 2 is style and material inspiration: borrow its colours, materials and mood, not its layout.'],
  ])('describes a reference with %s', (_case, label, expected) => {
    expect(lines(buildRemixPrompt(settings(), [{ label }]))).toContain(expected);
  });

  it('numbers references after the room, in upload order', () => {
    const prompt = buildRemixPrompt(settings(), [
      { label: 'fabric: sofa - green velvet' },
      {},
      { label: 'wood: floor - light oak planks' },
    ]);
    const imageLines = lines(prompt).filter((line) => line.startsWith('Image '));
    expect(imageLines.map((line) => line.slice(0, 7))).toEqual(['Image 1', 'Image 2', 'Image 3', 'Image 4']);
    expect(imageLines[1]).toContain('SOFA');
    expect(imageLines[2]).toContain('inspiration');
    expect(imageLines[3]).toBe('Image 4 is the FLOOR material (wood): light oak planks. Use it for the floor.');
  });

  it('builds one prompt from every setting, in a fixed order', () => {
    const prompt = buildRemixPrompt(
      {
        roomStyle: 'scandinavian',
        styleIntensity: 'dramatic',
        preserveStructure: true,
        colorScheme: 'white, pale grey and sage',
        textPrompt: 'Add a reading chair',
        customStyle: '',
      },
      [{ label: 'wood: floor - light oak planks' }],
    );
    expect(prompt).toBe(
      [
        'Redesign the interior of the room in image 1 and return one photorealistic photo of that room.',
        'Room style: Scandinavian interior design.',
        `Intensity: ${INTENSITY_MEANINGS.dramatic}.`,
        PRESERVE_STRUCTURE_RULE,
        'Colour scheme: white, pale grey and sage.',
        'Instructions from the user: Add a reading chair.',
        'Image 1 is the room to redesign.',
        'Image 2 is the FLOOR material (wood): light oak planks. Use it for the floor.',
        'Keep natural, realistic lighting and the same aspect ratio as image 1. Do not add text or watermarks.',
      ].join('\n'),
    );
  });
});
