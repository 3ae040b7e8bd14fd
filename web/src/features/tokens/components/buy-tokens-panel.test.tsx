import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import type { PublicUser } from '@roomremix/contracts/public-user';
import { tokenPackage } from '@roomremix/contracts/testing';
import type { TokenPackage } from '@roomremix/contracts/tokens';
import { loadStripe } from '@stripe/stripe-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast';
import { createFakeStripe, type FakeConfirmation } from '@test/fake-stripe';
import { renderApp } from '@test/render-app';
import { publicConfig } from '@test/fixtures';
import { configHandler, liveSession, noResults, server, signedInSession, testUser } from '@test/server';

// Stripe.js is a paid outside service: the tests never load it, they get a fake with its documented API.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn() }));

const PACKAGES: TokenPackage[] = [
  tokenPackage(),
  tokenPackage({
    id: 'plus',
    name: 'Plus',
    size: 'medium',
    description: '30 tokens',
    tokenAmount: 30,
    price: '24.99',
    priceCents: 2499,
  }),
];

const config = (stripePublishableKey: string | null) => configHandler(publicConfig({ stripePublishableKey }));

const packagesHandler = http.get('/api/tokens/packages', () => HttpResponse.json(PACKAGES));

const WELCOME10 = {
  valid: true,
  percentOff: 10,
  amountOff: null,
  message: 'Coupon applied: 10% off',
  finalPrice: '8.99',
};

let fakeStripe: ReturnType<typeof createFakeStripe>;

function useFakeStripe(confirmation?: FakeConfirmation) {
  fakeStripe = createFakeStripe(confirmation);
  vi.mocked(loadStripe).mockResolvedValue(fakeStripe.stripe);
}

beforeEach(() => {
  useFakeStripe();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(loadStripe).mockReset();
});

async function openStore(user: PublicUser = testUser) {
  server.use(signedInSession(user), packagesHandler);
  const view = renderApp('/account?tab=tokens');
  await screen.findByRole('button', { name: /Basic/ });
  return view;
}

function purchaseButton() {
  return screen.getByRole('button', { name: /^(Purchase for|Select a package)/ });
}

async function applyCoupon(user: ReturnType<typeof renderApp>['user'], code: string) {
  await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

/** `POST /api/tokens/create-payment-intent` for the $9.99 Basic package. */
const basicPaymentIntent = http.post('/api/tokens/create-payment-intent', () =>
  HttpResponse.json({ clientSecret: 'pi_test_1_secret_abc', paymentIntentId: 'pi_test_1', amount: 999 }),
);

/** Chooses Basic, opens the payment dialog and presses 'Pay $9.99' once the card form is ready. */
async function payForBasic() {
  const { user } = await openStore();
  await user.click(screen.getByRole('button', { name: /Basic/ }));
  await user.click(purchaseButton());
  const dialog = within(await screen.findByRole('dialog', { name: 'Complete Your Purchase' }));
  const pay = await dialog.findByRole('button', { name: 'Pay $9.99' });
  await waitFor(() => expect(pay).toBeEnabled());
  await user.click(pay);
  return { dialog, pay };
}

async function toastWith(title: string) {
  return screen.findByRole('status', { name: title });
}

describe('Buy Tokens: packages', () => {
  it("shows 'Select a package' until one is chosen, then 'Purchase for $X' of the chosen one", async () => {
    const { user } = await openStore();
    expect(purchaseButton()).toHaveTextContent('Select a package');
    expect(purchaseButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Basic/ }));
    expect(screen.getByRole('button', { name: /Basic/ })).toHaveAttribute('aria-pressed', 'true');
    expect(purchaseButton()).toHaveTextContent('Purchase for $9.99');
    await user.click(screen.getByRole('button', { name: /Plus/ }));
    expect(screen.getByRole('button', { name: /Basic/ })).toHaveAttribute('aria-pressed', 'false');
    expect(purchaseButton()).toHaveTextContent('Purchase for $24.99');
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it("shows 'Failed to load token packages' and loads them again on Retry", async () => {
    let calls = 0;
    server.use(
      signedInSession(),
      http.get('/api/tokens/packages', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Boom', code: 'internal' }, { status: 500 })
          : HttpResponse.json(PACKAGES);
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/account?tab=tokens');
    expect(await screen.findByText('Failed to load token packages')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Plus/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load token packages')).not.toBeInTheDocument();
  });
});

describe('Buy Tokens: coupon', () => {
  it('applies a trimmed code to the selected package, shows the discount, and removes it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/coupons/validate', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(WELCOME10);
      }),
    );
    const { user } = await openStore();
    const input = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Basic/ }));
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.type(input, '   ');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(input);

    await applyCoupon(user, '  welcome10 ');
    expect(await screen.findByText('Coupon applied: 10% off')).toBeInTheDocument();
    expect(bodies).toEqual([{ code: 'WELCOME10', packageId: 'basic' }]);
    expect(input).toBeDisabled();
    expect(purchaseButton()).toHaveTextContent('Purchase for $8.99');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(input).toBeEnabled();
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(purchaseButton()).toHaveTextContent('Purchase for $9.99');
  });

  it("toasts 'Enter a coupon code' when a blank code is submitted", async () => {
    const { user } = await openStore();
    await user.click(screen.getByRole('button', { name: /Basic/ }));
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), '  {Enter}');
    expect(await toastWith('Enter a coupon code')).toHaveTextContent('Please enter a coupon code to apply.');
  });

  it("toasts 'Coupon Error' with the server's reason for a refused code", async () => {
    server.use(
      http.post('/api/coupons/validate', () =>
        HttpResponse.json({
          valid: false,
          percentOff: null,
          amountOff: null,
          message: 'This coupon has expired',
          finalPrice: null,
        }),
      ),
    );
    const { user } = await openStore();
    await user.click(screen.getByRole('button', { name: /Basic/ }));
    await applyCoupon(user, 'OLD');
    expect(await toastWith('Coupon Error')).toHaveTextContent('This coupon has expired');
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeEnabled();
    expect(purchaseButton()).toHaveTextContent('Purchase for $9.99');
  });

  it("falls back to 'Invalid coupon code', and to 'Failed to apply coupon' when the call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/api/coupons/validate', () =>
        HttpResponse.json({ valid: false, percentOff: null, amountOff: null, message: '', finalPrice: null }),
      ),
    );
    const { user } = await openStore();
    await user.click(screen.getByRole('button', { name: /Basic/ }));
    await applyCoupon(user, 'NOPE');
    expect(await toastWith('Coupon Error')).toHaveTextContent('Invalid coupon code');
    act(() => toaster.remove());

    server.use(http.post('/api/coupons/validate', () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Coupon Error' })).toHaveTextContent(
        'Failed to apply coupon. Please try again.',
      ),
    );
  });

  it('completes a purchase a coupon makes free without the dialog, and refreshes the balance', async () => {
    const session = liveSession(testUser);
    server.use(
      session.handler,
      packagesHandler,
      http.post('/api/coupons/validate', () =>
        HttpResponse.json({
          valid: true,
          percentOff: 100,
          amountOff: null,
          message: 'Coupon applied: 100% off',
          finalPrice: '0.00',
        }),
      ),
      http.post('/api/tokens/create-payment-intent', async ({ request }) => {
        expect(await request.json()).toEqual({ packageId: 'basic', couponCode: 'FREEPACK' });
        const user = { ...testUser, tokenBalance: 15 };
        session.setUser(user);
        return HttpResponse.json({ amount: 0, purchaseId: 'free_1', message: '10 tokens added to your account', user });
      }),
    );
    const { user } = renderApp('/account?tab=tokens');
    await user.click(await screen.findByRole('button', { name: /Basic/ }));
    await applyCoupon(user, 'FREEPACK');
    await waitFor(() => expect(purchaseButton()).toHaveTextContent('Purchase for $0.00'));
    await user.click(purchaseButton());

    expect(await toastWith('Payment Successful')).toHaveTextContent('10 tokens added to your account');
    expect(await screen.findByText('15 tokens available')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
  });
});

describe('Buy Tokens: payment', () => {
  it("shows 'Configuration Error' when the app has no Stripe key", async () => {
    server.use(config(null));
    const { user } = await openStore();
    await user.click(screen.getByRole('button', { name: /Basic/ }));
    await user.click(purchaseButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Configuration Error');
    expect(alert).toHaveTextContent('Unable to initialize Stripe payment system. Please contact support.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();

    // Another order makes the message stale: applying a coupon clears it, as choosing another package does.
    server.use(http.post('/api/coupons/validate', () => HttpResponse.json(WELCOME10)));
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByText('Configuration Error')).not.toBeInTheDocument());

    await user.click(purchaseButton());
    await screen.findByText('Configuration Error');
    await user.click(screen.getByRole('button', { name: /Plus/ }));
    await waitFor(() => expect(screen.queryByText('Configuration Error')).not.toBeInTheDocument());
  });

  it('pays in the dialog, completes the purchase, records the coupon and refreshes the balance', async () => {
    const session = liveSession(testUser);
    const calls: Record<string, unknown[]> = { intent: [], purchase: [], applyCoupon: [] };
    server.use(
      session.handler,
      packagesHandler,
      config('pk_test_123'),
      http.post('/api/coupons/validate', () => HttpResponse.json(WELCOME10)),
      http.post('/api/tokens/create-payment-intent', async ({ request }) => {
        calls.intent?.push(await request.json());
        return HttpResponse.json({ clientSecret: 'pi_test_1_secret_abc', paymentIntentId: 'pi_test_1', amount: 899 });
      }),
      http.post('/api/tokens/purchase', async ({ request }) => {
        calls.purchase?.push(await request.json());
        const user = { ...testUser, tokenBalance: 15 };
        session.setUser(user);
        return HttpResponse.json({ alreadyProcessed: false, message: '10 tokens added to your account', user });
      }),
      http.post('/api/tokens/apply-coupon', async ({ request }) => {
        calls.applyCoupon?.push(await request.json());
        return HttpResponse.json({ couponCode: 'WELCOME10', message: 'Coupon WELCOME10 is recorded on your purchase' });
      }),
    );
    const { user } = renderApp('/account?tab=tokens');
    await user.click(await screen.findByRole('button', { name: /Basic/ }));
    await applyCoupon(user, 'welcome10');
    await waitFor(() => expect(purchaseButton()).toHaveTextContent('Purchase for $8.99'));
    await user.click(purchaseButton());

    const dialog = within(await screen.findByRole('dialog', { name: 'Complete Your Purchase' }));
    const pay = await dialog.findByRole('button', { name: 'Pay $8.99' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(fakeStripe.elements).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: 'pi_test_1_secret_abc' }));
    expect(dialog.getByRole('form', { name: 'Card payment' })).toHaveTextContent('Card details');
    await user.click(pay);

    expect(await toastWith('Payment Successful')).toHaveTextContent('10 tokens added to your account');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fakeStripe.confirmPayment).toHaveBeenCalledWith({
      elements: expect.anything(),
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/account?tab=tokens` },
    });
    expect(calls.intent).toEqual([{ packageId: 'basic', couponCode: 'WELCOME10' }]);
    expect(calls.purchase).toEqual([{ paymentIntentId: 'pi_test_1', packageId: 'basic' }]);
    await waitFor(() => expect(calls.applyCoupon).toEqual([{ paymentIntentId: 'pi_test_1', couponCode: 'WELCOME10' }]));
    expect(await screen.findByText('15 tokens available')).toBeInTheDocument();
  });

  it("shows 'Payment Error' in the dialog and toasts 'Payment Failed' when Stripe refuses the card", async () => {
    useFakeStripe({ errorMessage: 'Your card was declined.' });
    server.use(config('pk_test_123'), basicPaymentIntent);
    const { dialog, pay } = await payForBasic();

    expect(await toastWith('Payment Failed')).toHaveTextContent('Please try again or use a different payment method.');
    const alert = dialog.getByRole('alert');
    expect(alert).toHaveTextContent('Payment Error');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(pay).toBeEnabled();
  });

  it('falls back to the generic payment error when Stripe gives no message', async () => {
    useFakeStripe({ errorMessage: undefined });
    server.use(config('pk_test_123'), basicPaymentIntent);
    const { dialog } = await payForBasic();
    expect(await dialog.findByRole('alert')).toHaveTextContent('An error occurred while processing your payment');
  });

  it("toasts 'Payment Confirmed' when the purchase was already processed", async () => {
    server.use(
      config('pk_test_123'),
      basicPaymentIntent,
      http.post('/api/tokens/purchase', () =>
        HttpResponse.json({ alreadyProcessed: true, message: 'Your payment was already processed.', user: testUser }),
      ),
    );
    await payForBasic();

    expect(await toastWith('Payment Confirmed')).toHaveTextContent(
      'Your payment was already processed. Your token balance is up to date.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the tokens could not be added when completing a paid purchase fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      config('pk_test_123'),
      basicPaymentIntent,
      http.post('/api/tokens/purchase', () =>
        HttpResponse.json({ message: 'Boom', code: 'internal' }, { status: 500 }),
      ),
    );
    await payForBasic();

    expect(await toastWith('Payment Error')).toHaveTextContent(
      'Payment was processed, but there was an issue adding tokens to your account. Please contact support.',
    );
  });

  it("shows 'Failed to initialize payment' with Go Back when the payment intent cannot be created", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      config('pk_test_123'),
      http.post('/api/tokens/create-payment-intent', () =>
        HttpResponse.json(
          { message: 'The payment provider could not be reached. Please try again.', code: 'unavailable' },
          { status: 502 },
        ),
      ),
    );
    const { user } = await openStore();
    await user.click(screen.getByRole('button', { name: /Basic/ }));
    await user.click(purchaseButton());

    const dialog = within(await screen.findByRole('dialog', { name: 'Complete Your Purchase' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to initialize payment');
    expect(alert).toHaveTextContent('The payment provider could not be reached. Please try again.');
    expect(
      dialog.getByText(
        'You can still use the app even though payments are not available right now. Try claiming free tokens instead.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Buy Tokens: the engine, before paying', () => {
  it('says first that this installation runs a local colour grade, not AI', async () => {
    await openStore();
    const line = await screen.findByText(REMIX_MESSAGES.localEngineLine);
    expect(line.compareDocumentPosition(screen.getByRole('region', { name: 'Starter Pack' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('says nothing of it with an AI engine', async () => {
    server.use(configHandler(publicConfig({ imageEngine: 'openai' })));
    await openStore();
    expect(screen.queryByText(REMIX_MESSAGES.localEngineLine)).not.toBeInTheDocument();
  });
});

describe('Buy Tokens: Starter Pack', () => {
  it("is greyed out as 'Starter Pack Purchased' once claimed", async () => {
    await openStore({ ...testUser, hasClaimedFreeTokens: true });
    const card = within(screen.getByRole('region', { name: 'Starter Pack' }));
    expect(card.getByText('Starter Pack Purchased')).toBeInTheDocument();
    expect(card.getByText("You've already purchased the Starter Pack")).toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Start a remix' })).toHaveAttribute('href', '/app');
  });

  it("with payments off adds the tokens at once: 'Starter Pack activated!', new balance, claimed card", async () => {
    const session = liveSession(testUser);
    server.use(
      session.handler,
      packagesHandler,
      http.post('/api/tokens/free', () => {
        const user = { ...testUser, tokenBalance: 8, hasClaimedFreeTokens: true };
        session.setUser(user);
        return HttpResponse.json({ user });
      }),
    );
    const { user } = renderApp('/account?tab=tokens');
    const card = within(await screen.findByRole('region', { name: 'Starter Pack' }));
    // Granted, not sold: the card names no price it would not take.
    expect(await card.findByText('3 tokens, free here. A one-time pack to try RoomRemix.')).toBeInTheDocument();
    expect(card.queryByText(/\$3\.00/)).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Get 3 tokens' }));

    expect(await toastWith('Starter Pack activated!')).toBeInTheDocument();
    expect(await screen.findByText('8 tokens available')).toBeInTheDocument();
    expect(card.getByText('Starter Pack Purchased')).toBeInTheDocument();
    // The way back to spend them, not only Home.
    server.use(noResults());
    await user.click(card.getByRole('link', { name: 'Start a remix' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Remix Studio' })).toBeInTheDocument();
  });

  it('with payments on opens the dialog for the $3.00 Starter Pack and completes it as starter_pack', async () => {
    const purchases: unknown[] = [];
    server.use(
      config('pk_test_123'),
      http.post('/api/tokens/free', () =>
        HttpResponse.json({ clientSecret: 'pi_starter_secret_abc', paymentIntentId: 'pi_starter', amount: 300 }),
      ),
      http.post('/api/tokens/purchase', async ({ request }) => {
        purchases.push(await request.json());
        return HttpResponse.json({
          alreadyProcessed: false,
          message: '3 tokens added to your account',
          user: testUser,
        });
      }),
    );
    useFakeStripe({ paymentIntentId: 'pi_starter' });
    const { user } = await openStore();
    const card = within(screen.getByRole('region', { name: 'Starter Pack' }));
    expect(await card.findByText('3 tokens for $3.00. A one-time pack to try RoomRemix.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get 3 tokens' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete Your Purchase' }));
    const pay = await dialog.findByRole('button', { name: 'Pay $3.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(await toastWith('Payment Successful')).toHaveTextContent('3 tokens added to your account');
    expect(purchases).toEqual([{ paymentIntentId: 'pi_starter', packageId: 'starter_pack' }]);
  });

  it('shows the claimed state when the server says it was claimed already', async () => {
    server.use(
      http.post('/api/tokens/free', () =>
        HttpResponse.json(
          { message: "You've already purchased the Starter Pack", code: 'conflict', alreadyClaimed: true },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openStore();
    await user.click(screen.getByRole('button', { name: 'Get 3 tokens' }));
    expect(await screen.findByText('Starter Pack Purchased')).toBeInTheDocument();
  });

  it("toasts 'Failed to purchase Starter Pack' when claiming fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/api/tokens/free', () => HttpResponse.json({ message: 'Boom', code: 'internal' }, { status: 500 })),
    );
    const { user } = await openStore();
    await user.click(screen.getByRole('button', { name: 'Get 3 tokens' }));
    expect(await toastWith('Failed to purchase Starter Pack')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get 3 tokens' })).toBeEnabled();
  });
});
