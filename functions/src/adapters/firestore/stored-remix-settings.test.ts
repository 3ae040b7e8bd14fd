import { DEFAULT_REMIX_SETTINGS } from '@roomremix/contracts/remix-settings';
import { describe, expect, it } from 'vitest';
import { readStoredSettings } from './stored-remix-settings';

const { variants: _variants, ...defaults } = DEFAULT_REMIX_SETTINGS;
const today = { ...defaults, title: 'Kitchen', textPrompt: 'add plants', roomStyle: 'other', customStyle: 'japandi' };

describe('readStoredSettings', () => {
  it('reads settings stored in today’s spelling as they are', () => {
    expect(readStoredSettings(today)).toEqual(today);
  });

  it('reads a document from before modes as a redesign of an unnamed room', () => {
    const { mode: _mode, roomType: _roomType, ...older } = today;
    expect(readStoredSettings(older)).toEqual({ ...today, mode: 'redesign', roomType: null });
  });

  it("reads a blank text stored as '' or left out as null", () => {
    const { colorScheme: _colorScheme, ...stored } = { ...today, textPrompt: '', customStyle: '  ' };
    expect(readStoredSettings(stored)).toMatchObject({ textPrompt: null, customStyle: null, colorScheme: null });
  });

  it('keeps a value its schema refuses as stored, rather than making the document unreadable', () => {
    expect(readStoredSettings({ ...today, mode: 'repaint' }).mode).toBe('repaint');
  });

  it('keeps a cleared title (a job whose results were all deleted) as an empty title', () => {
    expect(readStoredSettings({ ...today, title: '' }).title).toBe('');
  });
});
