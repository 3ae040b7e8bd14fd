import { describe, expect, it } from 'vitest';
import { shareSettingLabels } from './share-settings';

const base = {
  roomStyle: 'scandinavian',
  styleIntensity: 'moderate',
  quality: 'standard',
  mode: 'redesign',
  roomType: null,
} as const;

describe('shareSettingLabels', () => {
  it.each([
    ['a named style', base, ['Style: Scandinavian', 'Intensity: Moderate', 'Mode: Redesign', 'Quality: Standard']],
    [
      'a room type, another mode and HD',
      { ...base, roomType: 'kids-room', mode: 'declutter', quality: 'hd' },
      ['Style: Scandinavian', 'Intensity: Moderate', "Room: Kids' room", 'Mode: Declutter', 'Quality: HD'],
    ],
    [
      'a custom style, without its text',
      { ...base, roomStyle: 'other' },
      ['Style: Custom', 'Intensity: Moderate', 'Mode: Redesign', 'Quality: Standard'],
    ],
    [
      'no style: no intensity either',
      { ...base, roomStyle: 'none', styleIntensity: 'dramatic' },
      ['Mode: Redesign', 'Quality: Standard'],
    ],
  ] as const)('lists %s', (_case, share, labels) => {
    expect(shareSettingLabels(share)).toEqual(labels);
  });
});
