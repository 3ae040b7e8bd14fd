import { z } from 'zod';
import { TEXT_LIMITS, UPLOAD_LIMITS, VARIANT_LIMITS } from './constants';
import {
  DEFAULT_QUALITY,
  DEFAULT_REMIX_MODE,
  DEFAULT_ROOM_STYLE,
  DEFAULT_STYLE_INTENSITY,
  qualitySchema,
  remixModeSchema,
  roomStyleOptionSchema,
  roomTypeSchema,
  styleIntensitySchema,
} from './enums';
import { FIELD_MESSAGES, REMIX_MESSAGES } from './messages';

// The remix settings, declared once (docs/data-model.md#remixjobs). The form, the multipart body of POST /api/process,
// the job and result documents, the prompt and the API's answers all read them through `remixSettingsSchema` or the
// schemas derived from it below.
//
// Blank is null. A text the user left blank (empty or only spaces) and a room type they did not give are null, in the
// form, the job, the result, the prompt and the API's answers. Null because it is the one spelling every holder of the
// settings can keep: JSON (the API's answers, local storage) has no undefined and drops absent keys, a Firestore update
// can set a field to null but not to "absent", and '' means nothing for a choice such as the room type. Multipart,
// which carries only text, is the one place where blank is spelt otherwise: the field is not sent.

/** A trimmed free text bounded to `max` characters; the message names the field as the user knows it. */
const boundedText = (field: string, max: number) =>
  z
    .string({ error: FIELD_MESSAGES.mustBeText(field) })
    .trim()
    .max(max, { error: FIELD_MESSAGES.tooLong(field, max) });

/** A free text setting: blank (empty, only spaces, or not given) is null. */
const optionalText = (field: string, max: number) =>
  boundedText(field, max)
    .transform((text) => text || null)
    .nullable()
    .default(null);

/** A copy of an enum whose error lists the allowed values. */
const choice = <T extends Readonly<Record<string, string>>>(field: string, schema: z.ZodEnum<T>) =>
  z.enum(schema.enum, { error: FIELD_MESSAGES.mustBeOneOf(field, schema.options) });

/** How many variants a remix makes: a whole number within VARIANT_LIMITS. */
const variantCountSchema = z
  .int({ error: REMIX_MESSAGES.variantsOutOfRange })
  .min(VARIANT_LIMITS.min, { error: REMIX_MESSAGES.variantsOutOfRange })
  .max(VARIANT_LIMITS.max, { error: REMIX_MESSAGES.variantsOutOfRange });

const referenceImageLabelSchema = boundedText('Reference image label', TEXT_LIMITS.referenceImageLabel);

/**
 * Labels of the reference images, in upload order. A list keeps its places, so an unlabelled image's label is '' (the
 * API has always answered it so); the list itself is never blank.
 */
const referenceImageLabelsSchema = z
  .array(referenceImageLabelSchema)
  .max(UPLOAD_LIMITS.referenceImages, { error: REMIX_MESSAGES.tooManyReferenceLabels });

/**
 * One setting: `value` reads it wherever it is kept as a value (form, local storage, documents, answers); `multipart`
 * reads its text field of `POST /api/process`. A setting whose value is text travels as that text, so both are one.
 */
const setting = <Value extends z.ZodType, Multipart extends z.ZodType<z.output<Value>>>(
  value: Value,
  multipart: Multipart,
) => ({ value, multipart });
const textSetting = <Value extends z.ZodType<string | null>>(value: Value) => ({ value, multipart: value });

/** `referenceImageLabels` as sent in multipart: text holding a JSON list of strings. */
const referenceImageLabelsFieldSchema = z
  .string({ error: REMIX_MESSAGES.referenceLabelsNotJson })
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: REMIX_MESSAGES.referenceLabelsNotJson });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.unknown(), { error: REMIX_MESSAGES.referenceLabelsNotJson }))
  .pipe(referenceImageLabelsSchema);

/** `preserveStructure` as sent in multipart: exactly 'true' or 'false'. */
const preserveStructureFieldSchema = z
  .enum(['true', 'false'], { error: REMIX_MESSAGES.preserveStructureNotBoolean })
  .transform((text) => text === 'true');

/** `variants` as sent in multipart: one or two digits. */
const variantsFieldSchema = z
  .string({ error: REMIX_MESSAGES.variantsOutOfRange })
  .regex(/^\d{1,2}$/, { error: REMIX_MESSAGES.variantsOutOfRange })
  .transform(Number)
  .pipe(variantCountSchema);

/** Every remix setting, in the order the API answers them; missing ones take the product's defaults. */
const SETTINGS = {
  textPrompt: textSetting(optionalText('Custom instructions', TEXT_LIMITS.textPrompt)),
  referenceImageLabels: setting(referenceImageLabelsSchema.default([]), referenceImageLabelsFieldSchema.default([])),
  styleIntensity: textSetting(choice('Style intensity', styleIntensitySchema).default(DEFAULT_STYLE_INTENSITY)),
  preserveStructure: setting(
    z.boolean({ error: REMIX_MESSAGES.preserveStructureNotBoolean }).default(true),
    preserveStructureFieldSchema.default(true),
  ),
  roomStyle: textSetting(choice('Room style', roomStyleOptionSchema).default(DEFAULT_ROOM_STYLE)),
  /** Only for roomStyle 'other'. */
  customStyle: textSetting(optionalText('Custom style', TEXT_LIMITS.customStyle)),
  quality: textSetting(choice('Quality', qualitySchema).default(DEFAULT_QUALITY)),
  colorScheme: textSetting(optionalText('Color scheme', TEXT_LIMITS.colorScheme)),
  mode: textSetting(choice('Mode', remixModeSchema).default(DEFAULT_REMIX_MODE)),
  /** Null: not said; the engine reads the photo. */
  roomType: textSetting(choice('Room type', roomTypeSchema).nullable().default(null)),
  /** Images to make from one submit, each costing as one remix. */
  variants: setting(variantCountSchema.default(VARIANT_LIMITS.min), variantsFieldSchema.default(VARIANT_LIMITS.min)),
};
type SettingDefinitions = typeof SETTINGS;

/** One part (`value` or `multipart`) of every setting, as a zod shape. */
function shapeOf<Part extends 'value' | 'multipart'>(part: Part) {
  return Object.fromEntries(Object.entries(SETTINGS).map(([key, definition]) => [key, definition[part]])) as {
    [Key in keyof SettingDefinitions]: SettingDefinitions[Key][Part];
  };
}

/**
 * The remix settings: what the form keeps (and saves in local storage), a job and its results store, the prompt is
 * built from and the API answers. Missing fields take the product's defaults, so `remixSettingsSchema.parse({})` is a
 * fresh form; a blank text reads as null.
 */
export const remixSettingsSchema = z.object(shapeOf('value'));
export type RemixSettings = z.infer<typeof remixSettingsSchema>;

/** The remix form's starting settings. */
export const DEFAULT_REMIX_SETTINGS: RemixSettings = remixSettingsSchema.parse({});

/**
 * The settings a remix was made with, as its job and its results keep them and the API answers them: the title, then
 * every setting but the variant count (the job keeps that beside them, each result its own variant).
 */
export const savedRemixSettingsSchema = z.object({
  title: z.string(),
  ...remixSettingsSchema.omit({ variants: true }).shape,
});
export type SavedRemixSettings = z.infer<typeof savedRemixSettingsSchema>;

const SAVED_SETTING_KEYS = Object.keys(savedRemixSettingsSchema.shape) as (keyof SavedRemixSettings)[];

/** Just the saved settings of anything that holds them (a job's, a result's), in the schema's order. */
export function pickRemixSettings(holder: SavedRemixSettings): SavedRemixSettings {
  return Object.fromEntries(SAVED_SETTING_KEYS.map((key) => [key, holder[key]])) as SavedRemixSettings;
}

/**
 * The text fields of the `POST /api/process` multipart body (docs/api.md#post-apiprocess), read into the settings and
 * the title: every setting's own field, read by its `multipart` schema. Every value arrives as text; missing ones take
 * the product's defaults; `customStyle` is kept only when `roomStyle` is 'other'. The files and the design-input rule
 * (which needs the reference count) are checked beside it.
 */
export const processFieldsSchema = z
  .object({ title: optionalText('Title', TEXT_LIMITS.title), ...shapeOf('multipart') })
  .transform((fields) => ({ ...fields, customStyle: fields.roomStyle === 'other' ? fields.customStyle : null }));
export type ProcessFields = z.infer<typeof processFieldsSchema>;

/**
 * The multipart text fields the web sends for `settings` (the inverse of `processFieldsSchema`): the title, then each
 * setting of the schema as read by it, a text as it is and any other value as JSON. A blank setting is not sent, nor the
 * custom style of a style other than 'other'.
 */
export function processFormFields(settings: RemixSettings, title: string): Record<string, string> {
  const read = remixSettingsSchema.parse(settings);
  const sent: Record<string, unknown> = {
    title,
    ...read,
    customStyle: read.roomStyle === 'other' ? read.customStyle : null,
  };
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(sent)) {
    if (value !== null) fields[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return fields;
}
