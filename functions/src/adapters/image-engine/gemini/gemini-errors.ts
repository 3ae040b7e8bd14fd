import { z } from 'zod';
import { failureKindOfStatus, type EngineFailureKind } from '../image-engine';

/**
 * ErrorInfo reasons that say our key or project cannot use the API (google/api/error_reason.proto): only an operator
 * can fix them, so they are a misconfigured provider whatever the status (a bad key comes as 400).
 */
const MISCONFIGURED_REASONS = new Set([
  'API_KEY_INVALID',
  'API_KEY_SERVICE_BLOCKED',
  'API_KEY_HTTP_REFERRER_BLOCKED',
  'API_KEY_IP_ADDRESS_BLOCKED',
  'SERVICE_DISABLED',
  'BILLING_DISABLED',
  'CONSUMER_INVALID',
  'CONSUMER_SUSPENDED',
]);

/** The `google.rpc.Status` error body the Gemini API answers with, as far as we read it. */
const rpcErrorBodySchema = z.object({
  error: z.object({
    message: z.string().optional(),
    status: z.string().optional(),
    details: z.array(z.looseObject({ '@type': z.string().optional(), reason: z.string().optional() })).optional(),
  }),
});

/** What an error answer says: its RPC status (e.g. INVALID_ARGUMENT), ErrorInfo reasons and message. */
export interface GoogleRpcError {
  status: string | undefined;
  reasons: string[];
  message: string | undefined;
}

/** Reads the error body the SDK serialises into ApiError's message; a body that is not JSON says nothing. */
export function readGoogleRpcError(serialisedBody: string): GoogleRpcError {
  let json: unknown;
  try {
    json = JSON.parse(serialisedBody);
  } catch {
    return { status: undefined, reasons: [], message: undefined };
  }
  const parsed = rpcErrorBodySchema.safeParse(json);
  if (!parsed.success) return { status: undefined, reasons: [], message: undefined };
  const { status, details = [], message } = parsed.data.error;
  const reasons = details
    .filter((detail) => detail['@type'] === 'type.googleapis.com/google.rpc.ErrorInfo' && detail.reason)
    .map((detail) => detail.reason ?? '');
  return { status, reasons, message };
}

/**
 * How a Gemini error ends: a key or project the API refuses (ErrorInfo reason), or FAILED_PRECONDITION (the free tier
 * is not offered where we run and billing must be enabled, https://ai.google.dev/gemini-api/docs/troubleshooting) is
 * a misconfigured provider; otherwise the HTTP status decides (403 PERMISSION_DENIED and 404 for a model we may not
 * use are misconfiguration there too).
 */
export function geminiFailureKind(status: number, rpc: GoogleRpcError): EngineFailureKind {
  if (rpc.reasons.some((reason) => MISCONFIGURED_REASONS.has(reason))) return 'provider_misconfigured';
  if (rpc.status === 'FAILED_PRECONDITION') return 'provider_misconfigured';
  return failureKindOfStatus(status);
}
