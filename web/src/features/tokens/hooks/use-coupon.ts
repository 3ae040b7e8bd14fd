import { useState } from 'react';
import { COUPON_MESSAGES } from '@roomremix/contracts/messages';
import { couponCodeSchema } from '@roomremix/contracts/tokens';
import { toast } from '@/components/ui/toast';
import { toastApiError } from '@/lib/toast-api-error';
import { useValidateCoupon } from '../api/validate-coupon';

/** A coupon the server accepted for one package, with the price it leaves. */
export interface AppliedCoupon {
  /** The code as typed, trimmed and upper-cased like the stored coupon. */
  code: string;
  packageId: string;
  /** The package price after the coupon, as a decimal string. */
  finalPrice: string;
  /** What the coupon gives, e.g. 'Coupon applied: 10% off'. */
  message: string;
}

function couponError(description: string) {
  toast({ title: COUPON_MESSAGES.errorTitle, description, variant: 'destructive' });
}

/**
 * The coupon input of Buy Tokens: none or applied. `apply` checks the typed code for a package (blank → the 'Enter a
 * coupon code' toast; refused → 'Coupon Error'); `reapply` checks the applied code again when another package is
 * selected, since a coupon's discount depends on the package.
 */
export function useCoupon() {
  const [input, setInput] = useState('');
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const validate = useValidateCoupon();

  const check = async (code: string, packageId: string): Promise<AppliedCoupon | null> => {
    const parsed = couponCodeSchema.safeParse(code);
    if (!parsed.success) {
      couponError(parsed.error.issues[0]?.message ?? COUPON_MESSAGES.invalidCode);
      return null;
    }
    try {
      const answer = await validate.mutateAsync({ code, packageId });
      if (!answer.valid || answer.finalPrice === null) {
        couponError(answer.message || COUPON_MESSAGES.invalidCode);
        return null;
      }
      return { code: code.trim().toUpperCase(), packageId, finalPrice: answer.finalPrice, message: answer.message };
    } catch (error) {
      toastApiError(error, { title: COUPON_MESSAGES.errorTitle, fallback: COUPON_MESSAGES.applyFailed });
      return null;
    }
  };

  const apply = async (packageId: string) => {
    if (input.trim() === '') {
      toast({ ...COUPON_MESSAGES.enterCode, variant: 'destructive' });
      return;
    }
    setApplied(await check(input.trim(), packageId));
  };

  const reapply = async (packageId: string) => {
    if (!applied || applied.packageId === packageId) return;
    const again = await check(applied.code, packageId);
    setApplied(again);
    if (!again) setInput('');
  };

  const remove = () => {
    setApplied(null);
    setInput('');
  };

  return { input, setInput, applied, apply, reapply, remove, isChecking: validate.isPending };
}
