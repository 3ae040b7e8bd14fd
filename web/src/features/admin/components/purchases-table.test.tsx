import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@test/render-app';
import { server, signedInSession } from '@test/server';
import { adminPurchase, adminUser, userDetail } from '@test/admin/fixtures';

describe('Purchases of a user (admin)', () => {
  it('shows what a refund took back and what was already spent, and a dash for a purchase without one', async () => {
    const refunded = adminPurchase({
      reversal: { refundedCents: 999, disputedCents: 0, tokensTakenBack: 8, tokensNotTakenBack: 2 },
    });
    const kept = adminPurchase({ id: 'pi_456', stripePaymentId: 'pi_456' });
    server.use(
      signedInSession(adminUser),
      http.get('/api/admin/users/user-1', () => HttpResponse.json(userDetail({ purchases: [refunded, kept] }))),
    );
    const { user } = renderApp('/admin/users/user-1');
    await user.click(await screen.findByRole('tab', { name: 'Purchases (2)' }));

    const table = within(await screen.findByRole('table', { name: 'Purchases' }));
    expect(table.getByRole('columnheader', { name: 'Refund or dispute' })).toBeInTheDocument();
    const [, refundedRow, keptRow] = table.getAllByRole('row');
    expect(within(refundedRow ?? document.body).getByText('Taken back 8 of 10 tokens (2 already spent)')).toBeVisible();
    expect(within(refundedRow ?? document.body).getByText('Refunded $9.99')).toBeVisible();
    expect(within(keptRow ?? document.body).getAllByText('—').length).toBeGreaterThan(0);
  });
});
