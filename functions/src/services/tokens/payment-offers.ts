import { createHash, timingSafeEqual } from 'node:crypto';
import { packageSizeSchema, purchaseKindSchema } from '@roomremix/contracts/enums';
import { couponCodeSchema, packageIdSchema } from '@roomremix/contracts/tokens';
import { z } from 'zod';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Product } from '../../domain/pricing';

/** Requests within the same minute share an idempotency key: a double click makes one intent. */
export const IDEMPOTENCY_WINDOW_MS = 60_000;

const wholeNumber = z
  .string()
  .regex(/^(0|[1-9]\d*)$/)
  .transform(Number);

/**
 * The metadata this app puts on every payment intent; Stripe keeps metadata values as strings, and the browser
 * cannot change them. It fixes what the purchase is at the price it was offered, so fulfilment never depends on the
 * package or the coupon as they are later (edited or deleted).
 */
export const intentMetadataSchema = z.object({
  userId: z.string().min(1),
  packageId: packageIdSchema,
  packageName: z.string().min(1),
  packageSize: packageSizeSchema.optional(),
  tokenAmount: wholeNumber.refine((amount) => amount > 0),
  amountCents: wholeNumber,
  couponCode: couponCodeSchema.optional(),
  kind: purchaseKindSchema,
  /** The server's signature of the fields above and the currency (offerText); an intent made elsewhere has none. */
  offerSignature: z.string().optional(),
});

/** The metadata of an intent this app made, parsed. */
export type IntentMetadata = z.output<typeof intentMetadataSchema>;

/** An offer: `uid` buys `product` at `amountCents` in `currency`, with the coupon `couponCode` if any. */
export interface Offer {
  uid: string;
  product: Product;
  amountCents: number;
  currency: string;
  couponCode: string | undefined;
}

/** The signed part of an intent: the metadata (string values, signature left out) and the currency, in a fixed order. */
function offerText(metadata: Record<string, string>, currency: string): string {
  const fields = Object.entries(metadata).filter(([name]) => name !== 'offerSignature');
  return JSON.stringify([...fields.sort(([a], [b]) => a.localeCompare(b)), currency]);
}

/** The metadata of a new intent for `offer`, signed by the server (`offerSignature`). */
export function offerMetadata(gateway: PaymentGateway, offer: Offer): Record<string, string> {
  const { uid, product, amountCents, couponCode } = offer;
  const metadata: Record<string, string> = {
    userId: uid,
    packageId: product.packageId,
    packageName: product.name,
    ...(product.size === null ? {} : { packageSize: product.size }),
    tokenAmount: String(product.tokenAmount),
    amountCents: String(amountCents),
    kind: product.kind,
    ...(couponCode === undefined ? {} : { couponCode }),
  };
  metadata.offerSignature = gateway.sign(offerText(metadata, offer.currency));
  return metadata;
}

/** Whether an intent's metadata carries this server's signature of it and its currency. */
export function isSignedOffer(gateway: PaymentGateway, metadata: Record<string, string>, currency: string): boolean {
  const signature = metadata.offerSignature;
  const expected = gateway.sign(offerText(metadata, currency));
  return signature !== undefined && safeEqual(signature, expected);
}

function safeEqual(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** One key per user, product, price, coupon and minute; the amount is in it, so Stripe never sees a key reused with other parameters. */
export function purchaseKey(
  uid: string,
  product: Product,
  amountCents: number,
  couponCode: string | undefined,
  at: Date,
): string {
  return windowedKey('payment-intent', [uid, product.kind, product.packageId, couponCode ?? '', `${amountCents}`], at);
}

/** An idempotency key for `parts` that stays the same for the minute of `at`. */
export function windowedKey(prefix: string, parts: readonly string[], at: Date): string {
  const window = Math.floor(at.getTime() / IDEMPOTENCY_WINDOW_MS);
  const digest = createHash('sha256')
    .update(JSON.stringify([...parts, window]))
    .digest('hex')
    .slice(0, 40);
  return `${prefix}-${digest}`;
}
