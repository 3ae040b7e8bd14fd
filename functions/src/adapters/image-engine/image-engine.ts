import type { ImageMimeType, Quality } from '@roomremix/contracts/enums';
import type { ImageEngine as ImageEngineName } from '@roomremix/contracts/system';
import { namedError } from '../../domain/named-error';
import type { RemixPromptSettings } from '../../domain/prompt';

export type { ImageEngineName };

/** The remix settings an engine reads: the prompt's settings plus the output quality. */
export interface ImageEngineSettings extends RemixPromptSettings {
  quality: Quality;
}

/** A reference image as stored after `decodeUpload`, with the user's label (`formatMaterialLabel`), if any. */
export interface ReferenceImage {
  buffer: Buffer;
  label?: string | undefined;
}

/**
 * One remix to generate. `prompt` is `buildRemixPrompt(settings, references)`, the whole prompt as one text for
 * engines that take the images and one prompt; an engine that interleaves text and images (Gemini) builds the same
 * prompt in parts from `settings` and `references` instead.
 */
export interface ImageEngineInput {
  /** The room photo, image 1. */
  base: Buffer;
  /** Reference images in upload order: images 2, 3, ... */
  references: readonly ReferenceImage[];
  settings: ImageEngineSettings;
  prompt: string;
  /**
   * The painted region as stored (`decodeMask`): a black-and-white PNG the size of `base`, white the area to change.
   * An engine that takes masks turns it into its provider's convention; one that cannot ignores it and says so in
   * `notes`. Either way the worker puts back everything outside the region afterwards.
   */
  mask?: Buffer | undefined;
  /**
   * Which of several variants of one remix this call makes, 0-based; absent means 0. A deterministic engine (local)
   * makes each variant a different take on the same settings, so the variants differ; a model's own randomness does
   * that for the AI engines.
   */
  variant?: number | undefined;
  /** An opaque, stable id of the end user (e.g. the uid), hashed before it reaches a provider's abuse monitoring. */
  endUserId?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** An image to make Ultra: a result the user already has, whose content must not change. */
export interface UpscaleInput {
  image: Buffer;
  /** As ImageEngineInput's. */
  endUserId?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** A generated image, re-encoded by us whatever the provider sent. */
export interface GeneratedImage {
  image: Buffer;
  contentType: ImageMimeType;
  width: number;
  height: number;
  engine: ImageEngineName;
  /** Things the user or the job log should know, e.g. references a model could not take. */
  notes: string[];
}

/** Turns a room photo, references and settings into a redesigned photo. */
export interface ImageEngine {
  readonly name: ImageEngineName;
  generate(input: ImageEngineInput): Promise<GeneratedImage>;
  /**
   * `count` variants of one remix from one provider call, for providers that make several images at once (OpenAI's
   * `n`); they come back together or fail together. Engines without it are called once per variant.
   */
  generateBatch?(input: ImageEngineInput, count: number): Promise<GeneratedImage[]>;
  /**
   * `input.image` at Ultra (outputSize(its size, 'ultra')), its content unchanged: a model redraws it at 4K with
   * UPSCALE_PROMPT, the local engine enlarges it (Lanczos). Errors as generate's.
   */
  upscale(input: UpscaleInput): Promise<GeneratedImage>;
}

/** Options shared by the engine error classes. */
export interface EngineErrorOptions extends ErrorOptions {
  engine: ImageEngineName;
  /** HTTP status of the provider's answer, when there was one. */
  status?: number | undefined;
  /** The provider's error code or finish reason, for the log. */
  code?: string | undefined;
}

/**
 * A failure that may pass (rate limit, provider overload, timeout, network): the worker throws so Cloud Tasks
 * retries. `message` is for the log; the job shows RETRYABLE_FAILURE_MESSAGE if the last attempt fails too.
 */
export class RetryableEngineError extends namedError('RetryableEngineError') {
  readonly engine: ImageEngineName;
  readonly status: number | undefined;
  readonly code: string | undefined;

  constructor(message: string, options: EngineErrorOptions) {
    super(message, options);
    this.engine = options.engine;
    this.status = options.status;
    this.code = options.code;
  }
}

/**
 * Why a permanent failure will not pass on retry: the content rules stopped it, the provider could not use our
 * images, the provider is misconfigured on our side (bad key, no permission, no credit, a model it does not serve),
 * or the model's catalogue row says the provider has shut it down (shut-down-guard.ts); only an operator can fix the
 * last two, and the user must not be blamed for them.
 */
export type PermanentFailureReason = 'content_policy' | 'bad_input' | 'provider_misconfigured' | 'model_shut_down';

/** What the user reads on a job that failed for good (and was refunded). */
export const PERMANENT_FAILURE_MESSAGES = {
  content_policy:
    'The image service declined this remix under its content policy. Your tokens were refunded; try a different photo or instructions.',
  bad_input: 'The image service could not use these images. Your tokens were refunded; try other photos.',
  provider_misconfigured:
    'The image service is temporarily unavailable. Your tokens were refunded; please try again later.',
  model_shut_down:
    'The AI model this service uses has been retired by its provider, so this remix was not made. Your tokens were refunded; please try again later.',
} as const satisfies Record<PermanentFailureReason, string>;

/** What the user reads when every attempt failed with a retryable error. */
export const RETRYABLE_FAILURE_MESSAGE =
  'The image service is busy or unavailable. Your tokens were refunded; please try again in a few minutes.';

/**
 * A failure retrying will not fix (content policy, unusable input, a misconfigured provider): the worker marks the
 * job failed and refunds at once. `userMessage` is safe to show; `message`, `status` and `code` (the provider's
 * error code or reason) tell the log which failure it was.
 */
export class PermanentEngineError extends namedError('PermanentEngineError') {
  readonly engine: ImageEngineName;
  readonly reason: PermanentFailureReason;
  readonly userMessage: string;
  readonly status: number | undefined;
  readonly code: string | undefined;

  constructor(reason: PermanentFailureReason, message: string, options: EngineErrorOptions) {
    super(message, options);
    this.engine = options.engine;
    this.reason = reason;
    this.userMessage = PERMANENT_FAILURE_MESSAGES[reason];
    this.status = options.status;
    this.code = options.code;
  }
}

/** How a failed provider call ends: retried by the queue, or failed for good for one of the permanent reasons. */
export type EngineFailureKind = 'retryable' | PermanentFailureReason;

/**
 * What an HTTP error status means when the provider's own code or reason says nothing more specific: timeouts,
 * conflicts, rate limits and server errors may pass; a bad key, a missing permission or model is ours to fix; other
 * refusals of the request body mean the provider could not use what we sent.
 */
export function failureKindOfStatus(status: number): EngineFailureKind {
  if (status === 408 || status === 409 || status === 429 || status >= 500) return 'retryable';
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'bad_input';
  return 'provider_misconfigured';
}

/** The error the worker acts on for a failure of `kind`. */
export function engineError(
  kind: EngineFailureKind,
  message: string,
  options: EngineErrorOptions,
): RetryableEngineError | PermanentEngineError {
  return kind === 'retryable'
    ? new RetryableEngineError(message, options)
    : new PermanentEngineError(kind, message, options);
}
