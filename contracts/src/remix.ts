import { z } from 'zod';
import { TEXT_LIMITS, UPLOAD_LIMITS, VARIANT_LIMITS } from './constants';
import {
  DEFAULT_QUALITY,
  DEFAULT_REMIX_MODE,
  DEFAULT_ROOM_STYLE,
  DEFAULT_STYLE_INTENSITY,
  jobStageSchema,
  jobStatusSchema,
  qualitySchema,
  remixModeSchema,
  roomStyleOptionSchema,
  roomTypeSchema,
  styleIntensitySchema,
  type MaterialType,
  type RemixMode,
  type RoomStyleOption,
} from './enums';
import { FIELD_MESSAGES, REMIX_MESSAGES } from './messages';
import { imageEngineSchema } from './system';

/** A trimmed free text bounded to `max` characters; the message names the field as the user knows it. */
const boundedText = (field: string, max: number) =>
  z
    .string({ error: FIELD_MESSAGES.mustBeText(field) })
    .trim()
    .max(max, { error: FIELD_MESSAGES.tooLong(field, max) });

/** An optional free text as a multipart field: blank or missing becomes undefined. */
const optionalTextField = (field: string, max: number) =>
  boundedText(field, max)
    .optional()
    .transform((text) => text || undefined);

/** A copy of an enum whose error lists the allowed values. */
const enumField = <T extends Readonly<Record<string, string>>>(field: string, schema: z.ZodEnum<T>) =>
  z.enum(schema.enum, { error: FIELD_MESSAGES.mustBeOneOf(field, schema.options) });

/** How many variants a remix makes: a whole number within VARIANT_LIMITS. */
const variantCountSchema = z
  .int({ error: REMIX_MESSAGES.variantsOutOfRange })
  .min(VARIANT_LIMITS.min, { error: REMIX_MESSAGES.variantsOutOfRange })
  .max(VARIANT_LIMITS.max, { error: REMIX_MESSAGES.variantsOutOfRange });

const referenceImageLabelSchema = boundedText('Reference image label', TEXT_LIMITS.referenceImageLabel);

/** Labels of the reference images, in upload order; an empty label means the image is unlabelled. */
const referenceImageLabelsSchema = z
  .array(referenceImageLabelSchema)
  .max(UPLOAD_LIMITS.referenceImages, { error: REMIX_MESSAGES.tooManyReferenceLabels });

/**
 * Remix settings as the form keeps them and saves them in local storage (the remix request without
 * the files). Missing fields take the product's defaults, so `remixSettingsSchema.parse({})` is a fresh form.
 */
export const remixSettingsSchema = z.object({
  textPrompt: boundedText('Custom instructions', TEXT_LIMITS.textPrompt).default(''),
  referenceImageLabels: referenceImageLabelsSchema.default([]),
  styleIntensity: styleIntensitySchema.default(DEFAULT_STYLE_INTENSITY),
  preserveStructure: z.boolean().default(true),
  roomStyle: roomStyleOptionSchema.default(DEFAULT_ROOM_STYLE),
  customStyle: boundedText('Custom style', TEXT_LIMITS.customStyle).default(''),
  quality: qualitySchema.default(DEFAULT_QUALITY),
  colorScheme: boundedText('Color scheme', TEXT_LIMITS.colorScheme).default(''),
  mode: remixModeSchema.default(DEFAULT_REMIX_MODE),
  /** Null: not said; the engine reads the photo. */
  roomType: roomTypeSchema.nullable().default(null),
  /** Images to make from one submit, each costing as one remix. */
  variants: variantCountSchema.default(VARIANT_LIMITS.min),
});
export type RemixSettings = z.infer<typeof remixSettingsSchema>;

/** The remix form's starting settings. */
export const DEFAULT_REMIX_SETTINGS: RemixSettings = remixSettingsSchema.parse({});

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

/**
 * The text fields of the `POST /api/process` multipart body (docs/api.md#post-apiprocess), parsed into settings. Every
 * value arrives as text; missing ones take the product's defaults; `customStyle` is kept only when `roomStyle` is
 * 'other'. The files and the design-input rule (which needs the reference count) are checked beside it.
 */
export const processFieldsSchema = z
  .object({
    title: optionalTextField('Title', TEXT_LIMITS.title),
    textPrompt: optionalTextField('Custom instructions', TEXT_LIMITS.textPrompt),
    referenceImageLabels: referenceImageLabelsFieldSchema.default([]),
    styleIntensity: enumField('Style intensity', styleIntensitySchema).default(DEFAULT_STYLE_INTENSITY),
    preserveStructure: z
      .enum(['true', 'false'], { error: REMIX_MESSAGES.preserveStructureNotBoolean })
      .transform((text) => text === 'true')
      .default(true),
    roomStyle: enumField('Room style', roomStyleOptionSchema).default(DEFAULT_ROOM_STYLE),
    customStyle: optionalTextField('Custom style', TEXT_LIMITS.customStyle),
    quality: enumField('Quality', qualitySchema).default(DEFAULT_QUALITY),
    colorScheme: optionalTextField('Color scheme', TEXT_LIMITS.colorScheme),
    mode: enumField('Mode', remixModeSchema).default(DEFAULT_REMIX_MODE),
    roomType: enumField('Room type', roomTypeSchema).optional(),
    variants: z
      .string({ error: REMIX_MESSAGES.variantsOutOfRange })
      .regex(/^\d{1,2}$/, { error: REMIX_MESSAGES.variantsOutOfRange })
      .transform(Number)
      .pipe(variantCountSchema)
      .default(VARIANT_LIMITS.min),
  })
  .transform((fields) => ({
    ...fields,
    customStyle: fields.roomStyle === 'other' ? fields.customStyle : undefined,
  }));
export type ProcessFields = z.infer<typeof processFieldsSchema>;

/** The multipart text fields the web sends for `settings` (the inverse of `processFieldsSchema`). */
export function processFormFields(settings: RemixSettings, title: string): Record<string, string> {
  const fields: Record<string, string> = {
    title,
    referenceImageLabels: JSON.stringify(settings.referenceImageLabels),
    styleIntensity: settings.styleIntensity,
    preserveStructure: String(settings.preserveStructure),
    roomStyle: settings.roomStyle,
    quality: settings.quality,
    mode: settings.mode,
    variants: String(settings.variants),
  };
  if (settings.roomType !== null) fields.roomType = settings.roomType;
  if (settings.textPrompt.trim()) fields.textPrompt = settings.textPrompt;
  if (settings.roomStyle === 'other') fields.customStyle = settings.customStyle;
  if (settings.colorScheme.trim()) fields.colorScheme = settings.colorScheme;
  return fields;
}

/**
 * Title of a result when the user gave none: 'Result' and the date with the time, so two remixes of one day can be
 * told apart. The browser passes no locale (the user's own); the server, which knows no user's, writes en-US.
 */
export function defaultResultTitle(date: Date, locale?: string): string {
  return `Result ${date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}`;
}

/** What counts towards "at least one design input". */
export interface DesignInput {
  referenceCount: number;
  roomStyle: RoomStyleOption;
  mode: RemixMode;
  colorScheme?: string | undefined;
  textPrompt?: string | undefined;
}

/**
 * Whether a remix has a design input: a reference image, a room style other than none, a mode other than redesign
 * (staging or decluttering says what to do by itself), a non-blank colour scheme or non-blank custom instructions.
 * The form disables Start Remix and the server answers 400 without one.
 */
export function hasDesignInput({ referenceCount, roomStyle, mode, colorScheme, textPrompt }: DesignInput): boolean {
  return (
    referenceCount > 0 ||
    roomStyle !== 'none' ||
    mode !== DEFAULT_REMIX_MODE ||
    Boolean(colorScheme?.trim()) ||
    Boolean(textPrompt?.trim())
  );
}

/** What an engine that reads no instructions (the local colour grade) can apply, of a remix's inputs. */
export interface GradeInput {
  referenceCount: number;
  roomStyle: RoomStyleOption;
  colorScheme?: string | undefined;
  /** A removal mode with something painted: the local engine fills that region. */
  paintedRemoval: boolean;
}

/**
 * Whether an engine that reads no instructions has anything to apply: a reference image, a preset room style (not
 * 'other', which is words), a colour scheme or a painted removal. Without one its remix would come back unchanged.
 */
export function hasGradeInput({ referenceCount, roomStyle, colorScheme, paintedRemoval }: GradeInput): boolean {
  return (
    referenceCount > 0 ||
    (roomStyle !== 'none' && roomStyle !== 'other') ||
    Boolean(colorScheme?.trim()) ||
    paintedRemoval
  );
}

/** A reference-image label as kept and sent: 'material: description', or the material alone without a description. */
export function formatMaterialLabel(material: MaterialType, description: string): string {
  const text = description.trim();
  return text ? `${material}: ${text}` : material;
}

/** A saved remix as the API returns it: image URLs are signed for the caller. */
export const imageResultSchema = z.object({
  id: z.string().min(1),
  userId: z.string().min(1),
  title: z.string(),
  baseImageUrl: z.string().min(1),
  resultImageUrl: z.string().min(1),
  referenceImageUrls: z.array(z.string().min(1)),
  referenceImageLabels: z.array(z.string()).default([]),
  /** The mask the remix was made with (white: the region it changed), null without one. */
  maskImageUrl: z.string().min(1).nullable().default(null),
  textPrompt: z.string().nullable(),
  styleIntensity: styleIntensitySchema,
  preserveStructure: z.boolean(),
  roomStyle: roomStyleOptionSchema,
  customStyle: z.string().nullable(),
  quality: qualitySchema,
  colorScheme: z.string().nullable(),
  /** Results made before modes existed were redesigns of an unnamed room. */
  mode: remixModeSchema.default(DEFAULT_REMIX_MODE),
  roomType: roomTypeSchema.nullable().default(null),
  tokensUsed: z.int().nonnegative(),
  createdAt: z.iso.datetime(),
  /** Size of the result image, in bytes. */
  fileSize: z.int().nonnegative(),
  /** How much of the base image's structure the result kept (edge-map similarity), 0–100; null when not measured. */
  structureScore: z.int().min(0).max(100).nullable(),
  /**
   * The same inside and outside the painted region: outside shows what was kept was kept, inside how much the remix
   * changed there. Null without a mask, or for a region too small or too plain to judge.
   */
  structureScoreInside: z.int().min(0).max(100).nullable().default(null),
  structureScoreOutside: z.int().min(0).max(100).nullable().default(null),
  /** Engine that produced the image; the web labels 'local' results "Local engine". */
  engine: imageEngineSchema,
  /** Which of its remix's variants this is (1-based), and how many the remix asked for. */
  variant: z.int().positive().default(1),
  variantCount: z.int().positive().default(1),
});
export type ImageResult = z.infer<typeof imageResultSchema>;

/** `GET /api/results`: the user's results, newest first. */
export const imageResultListSchema = z.array(imageResultSchema);

/** A remix job as the API returns it: `202` of `POST /api/process` and `GET /api/jobs/:id`. */
export const remixJobSchema = z.object({
  id: z.string().min(1),
  status: jobStatusSchema,
  stage: jobStageSchema,
  /** Percent done, 0–100. */
  progress: z.int().min(0).max(100),
  /** Tokens debited for this job: the per-image cost times the variants. */
  cost: z.int().positive(),
  /** Images asked for. */
  variants: z.int().positive().default(1),
  /** Whether the whole cost was given back (the job failed); a refund happens at most once. */
  refunded: z.boolean(),
  /** Tokens given back: the whole cost of a failed job, or the cost of the variants a succeeded job could not make. */
  refundedTokens: z.int().nonnegative().default(0),
  /** Readable reason of a failed job. */
  error: z.string().nullable(),
  /** What the user should know about how the image was made, e.g. the local engine's limits. */
  notes: z.array(z.string()).default([]),
  /** The first of `results`, or null (kept for clients that know one result per job). */
  result: imageResultSchema.nullable(),
  /** The saved variants once the job succeeded, in variant order; a deleted variant drops out. */
  results: z.array(imageResultSchema).default([]),
  createdAt: z.iso.datetime(),
});
export type RemixJob = z.infer<typeof remixJobSchema>;

/** `POST /api/process` answers `202 { job }` with `Location: /api/jobs/:id`; the web then polls the job. */
export const processResponseSchema = z.object({ job: remixJobSchema });

/** Whether a job is finished: the web stops polling, and a finished job never changes again. */
export function isFinishedJob(job: Pick<RemixJob, 'status'>): boolean {
  return job.status === 'succeeded' || job.status === 'failed';
}

/**
 * Header that makes `POST /api/process` idempotent: a retried submit with the same key (same user) answers the same
 * job and is debited once. The web sends a new key per Start Remix click and the same key when it retries that click.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A valid Idempotency-Key: 1–128 visible ASCII characters (a UUID fits). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,128}$/, { error: REMIX_MESSAGES.invalidIdempotencyKey });
