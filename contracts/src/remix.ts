import { z } from 'zod';
import { DEFAULT_REMIX_MODE, jobStageSchema, jobStatusSchema, type MaterialType } from './enums';
import { REMIX_MESSAGES } from './messages';
import { type RemixSettings, savedRemixSettingsSchema } from './remix-settings';
import { imageEngineSchema } from './system';

/**
 * Title of a result when the user gave none: 'Result' and the date with the time, so two remixes of one day can be
 * told apart. The browser passes no locale (the user's own); the server, which knows no user's, writes en-US.
 */
export function defaultResultTitle(date: Date, locale?: string): string {
  return `Result ${date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}`;
}

/** What counts towards "at least one design input". */
export interface DesignInput extends Pick<RemixSettings, 'roomStyle' | 'mode' | 'colorScheme' | 'textPrompt'> {
  referenceCount: number;
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
export interface GradeInput extends Pick<RemixSettings, 'roomStyle' | 'colorScheme'> {
  referenceCount: number;
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
  /** The settings it was made with (a result saved before modes existed reads as a redesign of an unnamed room). */
  ...savedRemixSettingsSchema.shape,
  baseImageUrl: z.string().min(1),
  resultImageUrl: z.string().min(1),
  /**
   * The result's preview for grids and cards (THUMBNAIL_LIMITS, WebP); null while an older result has none yet (the
   * list makes a few on each request), where the full image stands in.
   */
  thumbnailUrl: z.string().min(1).nullable(),
  referenceImageUrls: z.array(z.string().min(1)),
  /** The mask the remix was made with (white: the region it changed), null without one. */
  maskImageUrl: z.string().min(1).nullable().default(null),
  tokensUsed: z.int().nonnegative(),
  createdAt: z.iso.datetime(),
  /** Size of the result image, in bytes. */
  fileSize: z.int().nonnegative(),
  /** Its pixel size as stored (null on results from before it was answered). */
  width: z.int().positive().nullable().default(null),
  height: z.int().positive().nullable().default(null),
  /** The result this one upscaled to Ultra (`POST /api/results/:id/upscale`), null for a remix. */
  upscaledFrom: z.string().min(1).nullable().default(null),
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
