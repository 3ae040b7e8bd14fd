import { z } from 'zod';
import { jobStageSchema, jobStatusSchema, packageSizeSchema, purchaseKindSchema, userRoleSchema } from './enums';
import { ADMIN_MESSAGES, FIELD_MESSAGES } from './messages';
import { imageEngineSchema } from './system';
import { decimalPriceSchema, paymentIntentIdSchema, tokenActivityItemSchema } from './tokens';

// The admin API's requests and answers (docs/api.md#admin). Coupons and packages are in admin-catalogue.ts.

/** Most rows each admin list answers, newest (or best matching) first. */
export const ADMIN_LIST_LIMITS = {
  users: 20,
  ledger: 100,
  purchases: 100,
  userJobs: 50,
  /** Per kind of `GET /api/admin/jobs?status=stuck` (queued and processing), and for failed jobs. */
  jobs: 100,
  audit: 200,
  auditDefault: 100,
} as const;

/** Largest change one token adjustment may make, either way, and the longest written reason. */
export const TOKEN_ADJUSTMENT_LIMITS = { maxDelta: 100_000, reasonMaxLength: 500 } as const;

const isoDate = z.iso.datetime();

/** The earliest instant Firestore stores; an ISO time cannot be later than the latest (9999-12-31). */
const FIRESTORE_MIN_TIME_MS = Date.parse('0001-01-01T00:00:00Z');

/** An ISO 8601 time from a client (an offset allowed) that Firestore can store; `field` names it in the refusal. */
export function storableTimeSchema(field: string) {
  const error = ADMIN_MESSAGES.isoTime(field);
  return z.iso.datetime({ offset: true, error }).refine((time) => Date.parse(time) >= FIRESTORE_MIN_TIME_MS, { error });
}

/** `GET /api/admin/users?q=`: a username or e-mail prefix (any case) or an exact uid; none lists the newest users. */
export const adminUserSearchQuerySchema = z.object({
  q: z
    .string({ error: FIELD_MESSAGES.mustBeText('q') })
    .trim()
    .max(254, { error: FIELD_MESSAGES.tooLong('q', 254) })
    .optional(),
});

/** One account as the admin lists see it. */
export const adminUserSummarySchema = z.object({
  id: z.string().min(1),
  username: z.string(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  role: userRoleSchema,
  tokenBalance: z.int().nonnegative(),
  createdAt: isoDate,
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
export const adminUserListSchema = z.array(adminUserSummarySchema).max(ADMIN_LIST_LIMITS.users);

/** The whole profile, the fields the user's own API leaves out included. */
export const adminUserProfileSchema = adminUserSummarySchema.extend({
  profileImage: z.string().nullable(),
  hasClaimedFreeTokens: z.boolean(),
  stripeCustomerId: z.string().nullable(),
  googleId: z.string().nullable(),
});

/** A ledger entry; an admin adjustment also names its admin and their written reason. */
export const adminLedgerEntrySchema = tokenActivityItemSchema.extend({
  adminId: z.string().nullable(),
  note: z.string().nullable(),
});

/**
 * What refunds and disputes of a purchase's payment took back (docs/data-model.md#tokenpurchases): the amounts
 * reported so far, the tokens taken from the balance and those owed back that were already spent.
 */
export const purchaseReversalSchema = z.object({
  /** Refunded and not failed. */
  refundedCents: z.int().nonnegative(),
  /** Dispute funds withdrawn and not reinstated. */
  disputedCents: z.int().nonnegative(),
  tokensTakenBack: z.int().nonnegative(),
  tokensNotTakenBack: z.int().nonnegative(),
});
export type PurchaseReversal = z.infer<typeof purchaseReversalSchema>;

/** A completed purchase as stored: what it was sold at, whatever the package or coupon says today. */
export const adminPurchaseSchema = z.object({
  id: z.string().min(1),
  kind: purchaseKindSchema,
  packageId: z.string(),
  packageName: z.string(),
  packageSize: packageSizeSchema.nullable(),
  tokenAmount: z.int().positive(),
  priceCents: z.int().nonnegative(),
  price: decimalPriceSchema,
  couponCode: z.string().nullable(),
  stripePaymentId: z.string().nullable(),
  createdAt: isoDate,
  /** Null until the payment is refunded or disputed. */
  reversal: purchaseReversalSchema.nullable(),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;

/** A remix job with what support needs: its error, engine, attempts, refund and whether it is stuck. */
export const adminJobSchema = z.object({
  id: z.string().min(1),
  userId: z.string().min(1),
  /** The owner's username, null when the account is gone. */
  username: z.string().nullable(),
  status: jobStatusSchema,
  stage: jobStageSchema,
  cost: z.int().nonnegative(),
  variants: z.int().positive(),
  attempts: z.int().nonnegative(),
  refunded: z.boolean(),
  refundedTokens: z.int().nonnegative(),
  /** The readable reason of a failure; the provider's own code is in the worker's log. */
  error: z.string().nullable(),
  notes: z.array(z.string()),
  engine: imageEngineSchema.nullable(),
  /** Results of the job that still exist. */
  resultCount: z.int().nonnegative(),
  /** Nobody will finish it any more (the stale rule of the sweep); a refund gives its tokens back. */
  stuck: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
  finishedAt: isoDate.nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobListSchema = z.array(adminJobSchema);

/** `GET /api/admin/users/:uid`. */
/** One way a user's ledger disagrees with their balance or itself (`npm run reconcile` finds the same). */
export const ledgerViolationSchema = z.object({
  /** `sum`: the entries do not add up to the balance; `chain`: an entry's balanceAfter does not follow from the one
   * before; `over_refund`: a job or staging batch was refunded more than it was debited. */
  kind: z.enum(['sum', 'chain', 'over_refund']),
  message: z.string(),
});
export type LedgerViolation = z.infer<typeof ledgerViolationSchema>;

/** The reconciliation of the user's whole ledger: how many entries were checked, and every violation. */
export const ledgerCheckSchema = z.object({
  entries: z.int().nonnegative(),
  violations: z.array(ledgerViolationSchema),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserProfileSchema,
  /** The latest entries, newest first. */
  ledger: z.array(adminLedgerEntrySchema).max(ADMIN_LIST_LIMITS.ledger),
  purchases: z.array(adminPurchaseSchema).max(ADMIN_LIST_LIMITS.purchases),
  jobs: z.array(adminJobSchema).max(ADMIN_LIST_LIMITS.userJobs),
  resultCount: z.int().nonnegative(),
  ledgerCheck: ledgerCheckSchema,
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const deltaError = { error: ADMIN_MESSAGES.deltaInvalid(TOKEN_ADJUSTMENT_LIMITS.maxDelta) };

/** `POST /api/admin/users/:uid/token-adjustments` body; the `Idempotency-Key` header is required. */
export const tokenAdjustmentRequestSchema = z.strictObject({
  delta: z
    .int(deltaError)
    .min(-TOKEN_ADJUSTMENT_LIMITS.maxDelta, deltaError)
    .max(TOKEN_ADJUSTMENT_LIMITS.maxDelta, deltaError)
    .refine((delta) => delta !== 0, deltaError),
  reason: z
    .string({ error: ADMIN_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.reasonRequired })
    .max(TOKEN_ADJUSTMENT_LIMITS.reasonMaxLength, {
      error: FIELD_MESSAGES.tooLong('Reason', TOKEN_ADJUSTMENT_LIMITS.reasonMaxLength),
    }),
});
export type TokenAdjustmentRequest = z.infer<typeof tokenAdjustmentRequestSchema>;

/** A token adjustment as made; a repeated Idempotency-Key answers the same. */
export const tokenAdjustmentSchema = z.object({
  /** Its ledger entry id and audit entry id. */
  id: z.string().min(1),
  userId: z.string().min(1),
  delta: z.int(),
  reason: z.string(),
  adminId: z.string().min(1),
  balanceBefore: z.int().nonnegative(),
  balanceAfter: z.int().nonnegative(),
  createdAt: isoDate,
});
export type TokenAdjustment = z.infer<typeof tokenAdjustmentSchema>;

/** Which jobs `GET /api/admin/jobs` lists: failed ones, or stuck ones (queued or processing, nobody finishing them). */
export const adminJobFilterSchema = z.enum(['failed', 'stuck']);
export type AdminJobFilter = z.infer<typeof adminJobFilterSchema>;

/** `GET /api/admin/jobs?status=failed|stuck`. */
export const adminJobsQuerySchema = z.object({
  status: z.enum(adminJobFilterSchema.options, { error: ADMIN_MESSAGES.jobFilter }),
});

/** `POST /api/admin/jobs/:id/refund` answer: `refunded` says whether this call refunded it (false: it was before). */
export const jobRefundResponseSchema = z.object({ refunded: z.boolean(), job: adminJobSchema });
export type JobRefundResponse = z.infer<typeof jobRefundResponseSchema>;

/** `GET /api/admin/payments/:paymentIntentId`: the intent at Stripe and what this app recorded about it. */
export const adminPaymentSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  /** Null when Stripe has no such intent. */
  intent: z
    .object({
      status: z.string(),
      amountCents: z.int().nonnegative(),
      currency: z.string(),
      customerId: z.string().nullable(),
      /** What it sells (userId, packageId, tokenAmount, amountCents, couponCode, …), as signed at creation. */
      metadata: z.record(z.string(), z.string()),
    })
    .nullable(),
  /** The purchase its fulfilment created; null while it is not fulfilled. */
  purchase: adminPurchaseSchema.nullable(),
  /** Set when it was refunded instead of credited (a second Starter Pack). */
  refund: z
    .object({
      refundId: z.string().nullable(),
      reason: z.string(),
      amountCents: z.int().nonnegative(),
      createdAt: isoDate,
    })
    .nullable(),
  /** Webhook events handled for it. */
  events: z.array(z.object({ id: z.string(), type: z.string(), outcome: z.string(), processedAt: isoDate })),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** `POST /api/admin/payments/:paymentIntentId/fulfilment` answer: `alreadyProcessed` when nothing was left to do. */
export const paymentFulfilmentSchema = z.object({
  alreadyProcessed: z.boolean(),
  userId: z.string().min(1),
  tokenAmount: z.int().positive(),
  tokenBalance: z.int().nonnegative(),
});
export type PaymentFulfilment = z.infer<typeof paymentFulfilmentSchema>;

/** Every kind of admin action the audit log records. */
export const auditActionSchema = z.enum([
  'role.grant',
  'role.revoke',
  'tokens.adjust',
  'job.refund',
  'coupon.create',
  'coupon.update',
  'package.create',
  'package.update',
  'payment.fulfil',
]);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** Who acted: an admin through the API, or a command run with server credentials (its command line). */
export const auditActorSchema = z.object({
  kind: z.enum(['admin', 'command']),
  /** The admin's uid; null for a command. */
  uid: z.string().nullable(),
  /** The admin's username, or the command line and who ran it where. */
  name: z.string(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** What was acted on, and whose it is. */
export const auditTargetSchema = z.object({
  kind: z.enum(['user', 'job', 'coupon', 'package', 'payment']),
  id: z.string().min(1),
  /** The user it belongs to (a job's or payment's owner, the user itself); null for coupons and packages. */
  userId: z.string().nullable(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/** One admin action: the fields it changed as they were before and after (null before a create). */
export const auditEntrySchema = z.object({
  id: z.string().min(1),
  action: auditActionSchema,
  actor: auditActorSchema,
  target: auditTargetSchema,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The admin's written reason, where the action takes one. */
  reason: z.string().nullable(),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.array(auditEntrySchema).max(ADMIN_LIST_LIMITS.audit);

/** `GET /api/admin/audit?limit=&before=`: newest first; `before` (ISO time) pages to older entries. */
export const auditQuerySchema = z.object({
  limit: z
    .string({ error: ADMIN_MESSAGES.auditLimit(ADMIN_LIST_LIMITS.audit) })
    .regex(/^\d{1,3}$/, { error: ADMIN_MESSAGES.auditLimit(ADMIN_LIST_LIMITS.audit) })
    .transform(Number)
    .pipe(
      z
        .int()
        .min(1, { error: ADMIN_MESSAGES.auditLimit(ADMIN_LIST_LIMITS.audit) })
        .max(ADMIN_LIST_LIMITS.audit, { error: ADMIN_MESSAGES.auditLimit(ADMIN_LIST_LIMITS.audit) }),
    )
    .default(ADMIN_LIST_LIMITS.auditDefault),
  before: storableTimeSchema('before').optional(),
});
