import { type SavedRemixSettings, savedRemixSettingsSchema } from '@roomremix/contracts/remix-settings';

/**
 * The settings a job or result document stored, in today's spelling (contracts/src/remix-settings.ts): each field is
 * read by its own schema, so one stored before it existed (`mode`, `roomType`) takes its default and a blank text stored
 * as '' or left out reads as null. A value its schema refuses (one a later version wrote, say) is kept as stored: a
 * document that cannot be read would strand its job.
 */
export function readStoredSettings(stored: Partial<Record<keyof SavedRemixSettings, unknown>>): SavedRemixSettings {
  const entries = Object.entries(savedRemixSettingsSchema.shape).map(([key, schema]) => {
    const value = stored[key as keyof SavedRemixSettings];
    const read = schema.safeParse(value);
    return [key, read.success ? read.data : value] as const;
  });
  return Object.fromEntries(entries) as SavedRemixSettings;
}
