import { useState } from 'react';
import type { TokenAdjustmentRequest } from '@roomremix/contracts/admin';
import { toast } from '@/components/ui/toast';
import { useAdjustTokens } from '../api/adjust-tokens';
import { ADMIN_TEXTS } from '../texts';
import { type AdjustmentAttempt, attemptFor, isSameAdjustment, mayHaveBeenApplied } from '../utils/adjustment-attempt';

/** The topic of the adjust form's toasts: an outcome takes the place of the last one instead of queueing behind it. */
export const ADJUSTMENT_TOAST = 'admin-token-adjustment';

/**
 * The adjust form's flow for one user. Each submit is a new adjustment with a fresh Idempotency-Key, except the
 * retry of one that was never confirmed (no answer, or a 5xx): submitting the same amount and reason again sends its
 * key again, so the balance changes once however many of them reached the server. `unconfirmed` is that attempt.
 */
export function useTokenAdjustment(user: { id: string; username: string }) {
  const adjust = useAdjustTokens(user.id);
  const [unconfirmed, setUnconfirmed] = useState<AdjustmentAttempt | null>(null);

  /** Sends `request`; resolves once applied (the success is toasted), else rejects with the call's error. */
  const submit = async (request: TokenAdjustmentRequest): Promise<void> => {
    const attempt = attemptFor(unconfirmed, request);
    try {
      const { balanceBefore, balanceAfter } = await adjust.mutateAsync(attempt);
      setUnconfirmed(null);
      toast({
        title: ADMIN_TEXTS.adjust.done,
        description: ADMIN_TEXTS.adjust.doneDescription(user.username, balanceBefore, balanceAfter),
        topic: ADJUSTMENT_TOAST,
      });
    } catch (error) {
      setUnconfirmed(mayHaveBeenApplied(error) ? attempt : null);
      throw error;
    }
  };

  /** Whether submitting `request` now would retry the unconfirmed attempt. */
  const isRetry = (request: TokenAdjustmentRequest | null) =>
    unconfirmed !== null && request !== null && isSameAdjustment(unconfirmed.request, request);

  return { submit, isPending: adjust.isPending, unconfirmed, isRetry };
}
