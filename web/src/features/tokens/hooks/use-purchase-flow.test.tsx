import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { publicConfig } from '@test/fixtures';
import { configHandler, server, testUser } from '@test/server';
import { usePurchaseFlow } from './use-purchase-flow';

// The flow's contract with the panel: what it does to the checkout and which of its callbacks it calls. What the
// user sees of it is tested through the Buy Tokens panel (components/buy-tokens-panel.test.tsx).

const stripeKeyConfig = configHandler(publicConfig({ stripePublishableKey: 'pk_test_123' }));

function renderFlow() {
  const onUserChanged = vi.fn();
  const onPurchased = vi.fn();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => usePurchaseFlow({ onUserChanged, onPurchased }), { wrapper });
  return { flow: result, onUserChanged, onPurchased };
}

function toastTitles() {
  return toaster.getVisibleToasts().map((item) => item.title);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usePurchaseFlow', () => {
  it('when a coupon makes the order free, then it completes without Stripe or a checkout, and the coupon is used', async () => {
    const user = { ...testUser, tokenBalance: 15 };
    server.use(
      http.post('/api/tokens/create-payment-intent', () =>
        HttpResponse.json({ amount: 0, purchaseId: 'free_1', message: '10 tokens added to your account', user }),
      ),
    );
    const { flow, onUserChanged, onPurchased } = renderFlow();

    await act(() => flow.current.buy({ packageId: 'basic', couponCode: 'FREEPACK', price: '0.00' }));

    expect(flow.current.checkout).toBeNull();
    expect(flow.current.publishableKey).toBeNull();
    expect(onPurchased).toHaveBeenCalledOnce();
    expect(onUserChanged).toHaveBeenCalledWith(user);
    expect(toastTitles()).toEqual(['Payment Successful']);
  });

  it('when the tokens cannot be added after payment, then the checkout closes, the coupon stays, and the balance is read again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      stripeKeyConfig,
      http.post('/api/tokens/create-payment-intent', () =>
        HttpResponse.json({ clientSecret: 'pi_test_1_secret_abc', paymentIntentId: 'pi_test_1', amount: 899 }),
      ),
      http.post('/api/tokens/purchase', () =>
        HttpResponse.json({ message: 'Boom', code: 'internal' }, { status: 500 }),
      ),
    );
    const { flow, onUserChanged, onPurchased } = renderFlow();
    await act(() => flow.current.buy({ packageId: 'basic', couponCode: 'WELCOME10', price: '8.99' }));
    expect(flow.current.checkout).toMatchObject({ status: 'ready', intent: { paymentIntentId: 'pi_test_1' } });

    await act(() => flow.current.pay('pi_test_1'));

    expect(flow.current.checkout).toBeNull();
    // No coupon is recorded on a purchase that did not complete: a call to apply-coupon would fail this test.
    expect(onPurchased).not.toHaveBeenCalled();
    expect(onUserChanged).toHaveBeenCalledWith(undefined);
    expect(toastTitles()).toEqual(['Payment Error']);
  });

  it('when the server says the Starter Pack was claimed before, then it is shown claimed, without a toast', async () => {
    server.use(
      http.post('/api/tokens/free', () =>
        HttpResponse.json({ message: 'Already claimed', code: 'conflict', alreadyClaimed: true }, { status: 409 }),
      ),
    );
    const { flow } = renderFlow();

    await act(() => flow.current.claim());

    expect(flow.current.starterClaimed).toBe(true);
    expect(flow.current.checkout).toBeNull();
    expect(toastTitles()).toEqual([]);
  });
});
