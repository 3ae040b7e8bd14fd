import { describe, expect, it } from 'vitest';
import { ROOM_STYLE_LABELS, type RoomStyleOption } from './enums';
import {
  DEFAULT_REMIX_SETTINGS,
  pickRemixSettings,
  processFieldsSchema,
  processFormFields,
  remixSettingsSchema,
  type RemixSettings,
} from './remix-settings';
import { fieldErrorsOf } from '../test/testing';

const LABELS_NOT_JSON = 'Reference image labels must be a JSON list of text';

describe('processFieldsSchema', () => {
  it('gives the SPEC defaults when only the files were sent, blank texts and the room type null', () => {
    expect(processFieldsSchema.parse({})).toEqual({
      title: null,
      textPrompt: null,
      customStyle: null,
      colorScheme: null,
      roomType: null,
      referenceImageLabels: [],
      styleIntensity: 'moderate',
      preserveStructure: true,
      roomStyle: 'none',
      quality: 'standard',
      mode: 'redesign',
      variants: 1,
    });
  });

  it.each([
    ['true', true],
    ['false', false],
  ])("reads preserveStructure '%s' as %s", (text, expected) => {
    expect(processFieldsSchema.parse({ preserveStructure: text }).preserveStructure).toBe(expected);
  });

  it.each(['yes', 'False', '0', ''])("rejects preserveStructure '%s'", (text) => {
    expect(fieldErrorsOf(processFieldsSchema, { preserveStructure: text })).toEqual({
      preserveStructure: ["Preserve structure must be 'true' or 'false'"],
    });
  });

  it.each([
    ['JSON that does not parse', '["floor: oak"', LABELS_NOT_JSON],
    ['a JSON object', '{"0":"wood"}', LABELS_NOT_JSON],
    ['a JSON string', '"wood"', LABELS_NOT_JSON],
    ['a list holding a number', '["wood: oak", 3]', 'Reference image label must be text'],
    [
      '11 labels',
      JSON.stringify(Array.from({ length: 11 }, () => 'wood')),
      'At most 10 reference image labels are allowed',
    ],
    [
      'a label of 201 characters',
      JSON.stringify(['x'.repeat(201)]),
      'Reference image label must be at most 200 characters',
    ],
  ])('rejects referenceImageLabels that are %s, readably', (_case, text, message) => {
    expect(fieldErrorsOf(processFieldsSchema, { referenceImageLabels: text })).toEqual({
      referenceImageLabels: [message],
    });
  });

  it('reads referenceImageLabels as a trimmed list, empty labels kept in place', () => {
    const text = JSON.stringify([' wood: oak ', '', 'metal']);
    expect(processFieldsSchema.parse({ referenceImageLabels: text }).referenceImageLabels).toEqual([
      'wood: oak',
      '',
      'metal',
    ]);
  });

  it.each([
    ['styleIntensity', 'extreme', 'Style intensity must be one of: subtle, moderate, dramatic'],
    ['quality', '4k', 'Quality must be one of: standard, hd, ultra'],
    ['roomStyle', 'gothic', `Room style must be one of: ${Object.keys(ROOM_STYLE_LABELS).join(', ')}`],
    ['textPrompt', 'x'.repeat(2001), 'Custom instructions must be at most 2000 characters'],
    ['title', 'x'.repeat(101), 'Title must be at most 100 characters'],
  ])('rejects %s %j, listing what is allowed', (field, value, message) => {
    expect(fieldErrorsOf(processFieldsSchema, { [field]: value })).toEqual({ [field]: [message] });
  });

  it('treats blank optional texts as not given: null', () => {
    const fields = processFieldsSchema.parse({ title: ' ', textPrompt: '  ', colorScheme: '\t' });
    expect(fields.title).toBeNull();
    expect(fields.textPrompt).toBeNull();
    expect(fields.colorScheme).toBeNull();
  });

  it.each<[RoomStyleOption, string | null]>([
    ['other', 'japandi with warm wood'],
    ['modern', null],
    ['none', null],
  ])('keeps customStyle only for roomStyle other (%s)', (roomStyle, expected) => {
    const fields = processFieldsSchema.parse({ roomStyle, customStyle: ' japandi with warm wood ' });
    expect(fields.customStyle).toBe(expected);
  });

  it('reads back exactly what the web sends', () => {
    const settings: RemixSettings = {
      textPrompt: 'brighter walls',
      referenceImageLabels: ['wood: oak planks', ''],
      styleIntensity: 'dramatic',
      preserveStructure: false,
      roomStyle: 'other',
      customStyle: 'japandi',
      quality: 'hd',
      colorScheme: 'sage green',
      mode: 'declutter',
      roomType: 'kids-room',
      variants: 3,
    };
    const sent = processFormFields(settings, 'Result Apr 28, 2025');
    expect(Object.keys(sent)).toEqual(['title', ...Object.keys(remixSettingsSchema.shape)]);
    expect(processFieldsSchema.parse(sent)).toEqual({ title: 'Result Apr 28, 2025', ...settings });
  });

  it('leaves blank texts and a non-custom style out of what the web sends', () => {
    const sent = processFormFields({ ...DEFAULT_REMIX_SETTINGS, textPrompt: ' ', customStyle: 'japandi' }, 'T');
    expect(Object.keys(sent).sort()).toEqual([
      'mode',
      'preserveStructure',
      'quality',
      'referenceImageLabels',
      'roomStyle',
      'styleIntensity',
      'title',
      'variants',
    ]);
    expect(sent.preserveStructure).toBe('true');
  });
});

describe('remixSettingsSchema', () => {
  it('starts a fresh form with the SPEC defaults, blank texts null', () => {
    expect(DEFAULT_REMIX_SETTINGS).toEqual({
      textPrompt: null,
      referenceImageLabels: [],
      styleIntensity: 'moderate',
      preserveStructure: true,
      roomStyle: 'none',
      customStyle: null,
      quality: 'standard',
      colorScheme: null,
      mode: 'redesign',
      roomType: null,
      variants: 1,
    });
  });

  it('restores saved settings and fills in what an older save lacks', () => {
    expect(remixSettingsSchema.parse({ quality: 'hd', roomStyle: 'coastal' })).toEqual({
      ...DEFAULT_REMIX_SETTINGS,
      quality: 'hd',
      roomStyle: 'coastal',
    });
  });

  it("reads a save from before blank was null ('' texts) with blank texts null, and trims the others", () => {
    const older = { textPrompt: '', customStyle: '  ', colorScheme: ' sage ', roomType: null, quality: 'hd' };
    expect(remixSettingsSchema.parse(older)).toEqual({
      ...DEFAULT_REMIX_SETTINGS,
      colorScheme: 'sage',
      quality: 'hd',
    });
  });
});

describe('pickRemixSettings', () => {
  it('keeps just the saved settings, the title first, in the order the API answers them', () => {
    const { variants: _variants, ...settings } = DEFAULT_REMIX_SETTINGS;
    const holder = { id: 'r1', userId: 'u1', variant: 2, ...settings, title: 'Kitchen', jobId: 'j1' };
    const picked = pickRemixSettings(holder);
    expect(picked).toEqual({ title: 'Kitchen', ...settings });
    expect(Object.keys(picked)).toEqual([
      'title',
      'textPrompt',
      'referenceImageLabels',
      'styleIntensity',
      'preserveStructure',
      'roomStyle',
      'customStyle',
      'quality',
      'colorScheme',
      'mode',
      'roomType',
    ]);
  });
});

describe('the mode and room type fields', () => {
  it('refuse values they do not know, naming the choices', () => {
    expect(fieldErrorsOf(processFieldsSchema, { mode: 'paint' })).toEqual({
      mode: ['Mode must be one of: redesign, stage, declutter, empty, exterior, garden'],
    });
    expect(fieldErrorsOf(processFieldsSchema, { roomType: 'attic' }).roomType?.[0]).toMatch(
      /^Room type must be one of: living-room, bedroom, /,
    );
  });
});
