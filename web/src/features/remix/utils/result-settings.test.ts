import { describe, expect, it } from 'vitest';
import { resultSettingLabels } from './result-settings';

const base = {
  quality: 'standard',
  mode: 'redesign',
  roomType: null,
  roomStyle: 'none',
  customStyle: null,
  styleIntensity: 'moderate',
  preserveStructure: true,
} as const;

describe('resultSettingLabels', () => {
  it.each([
    ['no style: no Style badge', base, ['Quality: Standard', 'Intensity: Moderate', 'Structure preserved']],
    [
      'a named style with its intensity',
      { ...base, roomStyle: 'art-deco', styleIntensity: 'dramatic', quality: 'hd' },
      ['Quality: HD', 'Style: Art Deco', 'Intensity: Dramatic', 'Structure preserved'],
    ],
    [
      'a custom style shows its text',
      { ...base, roomStyle: 'other', customStyle: 'Japandi with warm wood' },
      ['Quality: Standard', 'Style: Japandi with warm wood', 'Intensity: Moderate', 'Structure preserved'],
    ],
    [
      'a custom style without text falls back to Custom',
      { ...base, roomStyle: 'other', customStyle: '  ', styleIntensity: 'subtle' },
      ['Quality: Standard', 'Style: Custom', 'Intensity: Subtle', 'Structure preserved'],
    ],
    [
      'a mode other than redesign and the room type',
      { ...base, mode: 'declutter', roomType: 'kids-room' },
      ['Quality: Standard', 'Mode: Declutter', "Room: Kids' room", 'Intensity: Moderate', 'Structure preserved'],
    ],
    [
      'structure modified',
      { ...base, preserveStructure: false },
      ['Quality: Standard', 'Intensity: Moderate', 'Structure modified'],
    ],
  ] as const)('%s', (_, settings, expected) => {
    expect(resultSettingLabels(settings)).toEqual(expected);
  });
});
