import { z } from 'zod';
import { disclosureRuleSchema } from './disclosure';
import { qualitySchema, remixModeSchema } from './enums';

/** `GET /api/health`: whether the API and its Firestore are answering. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  firestore: z.enum(['reachable', 'unreachable']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Image engines the worker can run (docs/architecture.md#image-engines). */
export const imageEngineSchema = z.enum(['local', 'openai', 'gemini']);
export type ImageEngine = z.infer<typeof imageEngineSchema>;

/** The Firebase web SDK config the browser needs (public values, not secrets). */
export const firebaseWebConfigSchema = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  /** Set only when the app runs against the Auth emulator, e.g. `http://127.0.0.1:9099`. */
  authEmulatorUrl: z.string().nullable(),
});
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;

/** `GET /api/config`: public client configuration. A null Stripe key means payments are off. */
export const publicConfigSchema = z.object({
  firebase: firebaseWebConfigSchema,
  stripePublishableKey: z.string().nullable(),
  imageEngine: imageEngineSchema,
  /**
   * What the configured engine can do: `modes` on any photo, `modesNeedingMask` only on a painted region (the local
   * engine's fill). The studio offers just these, the API refuses the others before any debit.
   */
  engine: z.object({
    modes: z.array(remixModeSchema).min(1),
    modesNeedingMask: z.array(remixModeSchema).default([]),
    /**
     * Whether the engine reads the written instructions, a custom style and a mode by itself (the AI engines); the
     * local colour grade applies only references, a preset room style, a colour scheme and painted removals.
     */
    followsInstructions: z.boolean().default(true),
    /** The qualities the engine's model can make: Ultra only where it draws 4K, or (the local engine) enlarges to it. */
    qualities: z.array(qualitySchema).min(1).default(['standard', 'hd']),
    /**
     * Whether Ultra is enlarged to 4K (Lanczos) rather than drawn at 4K by a model: the local engine's HD, or what an
     * OpenAI model draws at its largest size that is not experimental (ultraDrawnUpTo).
     */
    ultraUpscaled: z.boolean().default(false),
    /** When a model draws Ultra smaller and it is enlarged, the long edge it draws at, at most (px); null otherwise. */
    ultraDrawnUpTo: z.int().positive().nullable().default(null),
  }),
  /** The disclosure rules a listing's staging can follow (functions/src/domain/disclosure-rules.ts), plain choices first. */
  disclosureRules: z.array(disclosureRuleSchema).default([]),
  /** Tokens one image of each quality costs (contracts/src/constants.ts TOKEN_COST), for clients that do not bundle it. */
  tokenCosts: z.record(qualitySchema, z.int().positive()),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
