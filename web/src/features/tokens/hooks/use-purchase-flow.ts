import { useState } from 'react';
import { PAYMENT_MESSAGES } from '@roomremix/contracts/messages';
import {
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  type FreePurchaseResponse,
  STARTER_PACK_PACKAGE_ID,
} from '@roomremix/contracts/tokens';
import { toast } from '@/components/ui/toast';
import { readApiErrorBody } from '@/lib/api-error-body';
import { toastApiError } from '@/lib/toast-api-error';
import { useApplyCoupon } from '../api/apply-coupon';
import { isAlreadyClaimed, useClaimStarterPack } from '../api/claim-starter-pack';
import { useCompletePurchase } from '../api/complete-purchase';
import { useCreatePaymentIntent } from '../api/create-payment-intent';
import { TOKEN_TEXTS } from '../texts';
import { type OnUserChanged, usePurchaseRefresh } from './use-purchase-refresh';
import { useStripeKey } from './use-stripe-key';
import { PURCHASE_TOAST } from '../utils/purchase-toast';

/** Where a checkout stands: creating the payment intent, unable to pay, or an intent ready to confirm. */
export type Checkout =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; intent: CreatePaymentIntentResponse };

/** What 'Purchase for $X' buys: the package, the coupon it uses, and the price the button shows. */
export interface PackageOrder extends CreatePaymentIntentRequest {
  price: string;
}

interface PurchaseFlowOptions {
  onUserChanged: OnUserChanged;
  /** Tokens were added: the coupon has been used. */
  onPurchased: () => void;
  /** The Starter Pack's tokens were added (granted at once, or paid in the dialog). */
  onStarterPackClaimed?: () => void;
}

/**
 * Buying tokens: a package order, which a free price completes at once and any other price pays in
 * 'Complete Your Purchase'; the Starter Pack claim; and the payment's completion on the server. Owns the checkout
 * the dialog shows, the toasts, and the refresh of balance, history and activity once tokens were added.
 */
export function usePurchaseFlow({ onUserChanged, onPurchased, onStarterPackClaimed }: PurchaseFlowOptions) {
  const stripeKey = useStripeKey();
  const createIntent = useCreatePaymentIntent();
  const completePurchase = useCompletePurchase();
  const applyCoupon = useApplyCoupon();
  const claimStarterPack = useClaimStarterPack();
  const refresh = usePurchaseRefresh(onUserChanged);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  // What the payment in the dialog buys: the package the purchase call names, and the coupon to record.
  const [pending, setPending] = useState<CreatePaymentIntentRequest | null>(null);
  const [starterClaimed, setStarterClaimed] = useState(false);

  const finishFreePurchase = async (result: FreePurchaseResponse) => {
    setCheckout(null);
    toast({ topic: PURCHASE_TOAST, title: TOKEN_TEXTS.paymentSucceeded, description: result.message });
    onPurchased();
    await refresh(result.user);
  };

  const buy = async ({ price, ...request }: PackageOrder) => {
    stripeKey.dismissConfigError();
    const isFree = Number(price) === 0;
    if (!isFree && (await stripeKey.require()) === null) return;
    // A coupon that makes the package free completes on the server without Stripe, so without the dialog.
    if (!isFree) setCheckout({ status: 'loading' });
    setPending(request);
    try {
      const result = await createIntent.mutateAsync(request);
      if ('purchaseId' in result) await finishFreePurchase(result);
      // A free order the server charged after all (the coupon changed meanwhile) is paid like any other.
      else if (!isFree || (await stripeKey.require()) !== null) setCheckout({ status: 'ready', intent: result });
    } catch (error) {
      const message = readApiErrorBody(error)?.message ?? PAYMENT_MESSAGES.initFailedHeading;
      if (isFree) {
        toastApiError(error, { title: PAYMENT_MESSAGES.paymentError.title, fallback: message, topic: PURCHASE_TOAST });
        return;
      }
      console.error(error);
      setCheckout({ status: 'error', message });
    }
  };

  // Stripe took the money: the tokens are added on the server, or the user is told to contact support.
  const pay = async (paymentIntentId: string) => {
    if (!pending) return;
    try {
      const result = await completePurchase.mutateAsync({ paymentIntentId, packageId: pending.packageId });
      setCheckout(null);
      if (result.alreadyProcessed) toast({ ...PAYMENT_MESSAGES.alreadyProcessed, topic: PURCHASE_TOAST });
      else toast({ topic: PURCHASE_TOAST, title: TOKEN_TEXTS.paymentSucceeded, description: result.message });
      if (pending.couponCode) applyCoupon.mutate({ paymentIntentId, couponCode: pending.couponCode });
      onPurchased();
      await refresh(result.user);
      if (pending.packageId === STARTER_PACK_PACKAGE_ID) onStarterPackClaimed?.();
    } catch (error) {
      console.error(error);
      setCheckout(null);
      toast({
        topic: PURCHASE_TOAST,
        title: PAYMENT_MESSAGES.paymentError.title,
        description: PAYMENT_MESSAGES.tokensNotAdded,
        variant: 'destructive',
      });
      await refresh();
    }
  };

  const claim = async () => {
    stripeKey.dismissConfigError();
    try {
      const result = await claimStarterPack.mutateAsync();
      if ('user' in result) {
        toast({ topic: PURCHASE_TOAST, title: PAYMENT_MESSAGES.starterPackActivated });
        await refresh(result.user);
        onStarterPackClaimed?.();
        return;
      }
      if ((await stripeKey.require()) === null) return;
      setPending({ packageId: STARTER_PACK_PACKAGE_ID });
      setCheckout({ status: 'ready', intent: result });
    } catch (error) {
      if (isAlreadyClaimed(error)) {
        setStarterClaimed(true);
        return;
      }
      console.error(error);
      const description = readApiErrorBody(error)?.message;
      toast({ topic: PURCHASE_TOAST, title: PAYMENT_MESSAGES.starterPackFailed, description, variant: 'destructive' });
    }
  };

  return {
    checkout,
    publishableKey: stripeKey.publishableKey,
    configError: stripeKey.configError,
    dismissConfigError: stripeKey.dismissConfigError,
    starterClaimed,
    buy,
    pay,
    claim,
    closeCheckout: () => setCheckout(null),
    isBuying: createIntent.isPending,
    isClaiming: claimStarterPack.isPending,
  };
}
