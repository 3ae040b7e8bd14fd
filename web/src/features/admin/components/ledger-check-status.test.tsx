import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@test/render-app';
import { server, signedInSession } from '@test/server';
import { adminUser, userDetail } from '@test/admin/fixtures';

describe('An account’s ledger check (admin)', () => {
  it('says the ledger reconciles when the check found nothing', async () => {
    server.use(
      signedInSession(adminUser),
      http.get('/api/admin/users/user-1', () =>
        HttpResponse.json(userDetail({ ledgerCheck: { entries: 12, violations: [] } })),
      ),
    );
    renderApp('/admin/users/user-1');
    expect(await screen.findByText('Ledger reconciled: all 12 entries add up to the balance.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists every violation in an alert when the ledger disagrees with the balance', async () => {
    const violations = [
      { kind: 'sum' as const, message: 'The ledger adds up to 4 tokens but the balance is 12.' },
      { kind: 'over_refund' as const, message: 'b9 was refunded 8 tokens but debited 0.' },
    ];
    server.use(
      signedInSession(adminUser),
      http.get('/api/admin/users/user-1', () =>
        HttpResponse.json(userDetail({ ledgerCheck: { entries: 3, violations } })),
      ),
    );
    renderApp('/admin/users/user-1');
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('The ledger does not agree with the balance')).toBeVisible();
    expect(alert.getAllByRole('listitem').map((item) => item.textContent)).toEqual(violations.map((v) => v.message));
  });
});
