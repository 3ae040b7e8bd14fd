import { REMIX_SETTINGS_STORAGE_KEY } from '@roomremix/contracts/constants';
import { remixSettingsSchema } from '@roomremix/contracts/remix-settings';
import { useEffect, useState } from 'react';
import { z } from 'zod';

/** What the form saves: the remix settings plus whether the advanced options are open. */
const storedSettingsSchema = remixSettingsSchema.extend({ showAdvanced: z.boolean().default(false) });
export type StoredRemixSettings = z.infer<typeof storedSettingsSchema>;

/** The saved settings, or the defaults when there are none or they cannot be read (only logged). */
export function loadRemixSettings(): StoredRemixSettings {
  try {
    const text = window.localStorage.getItem(REMIX_SETTINGS_STORAGE_KEY);
    if (text) {
      const parsed = storedSettingsSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
      console.error('Ignoring saved remix settings that do not match the form', parsed.error);
    }
  } catch (error) {
    console.error('Could not read the saved remix settings', error);
  }
  return storedSettingsSchema.parse({});
}

/** Saves the settings; a full or blocked storage is only logged. */
export function saveRemixSettings(settings: StoredRemixSettings): void {
  try {
    window.localStorage.setItem(REMIX_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch (error) {
    console.error('Could not save the remix settings', error);
  }
}

/** The remix form's settings, restored from local storage on load and saved on every change. */
export function useRemixSettings() {
  const [settings, setSettings] = useState(loadRemixSettings);
  useEffect(() => saveRemixSettings(settings), [settings]);
  const update = (changes: Partial<StoredRemixSettings>) => setSettings((current) => ({ ...current, ...changes }));
  return { settings, update };
}
