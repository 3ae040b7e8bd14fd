import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminCoupon } from '@roomremix/contracts/admin-catalogue';
import { ADMIN_MESSAGES } from '@roomremix/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/render-app';
import { failingOnce, server, signedInSession } from '@test/server';
import { adminCoupon, adminUser } from '@test/admin/fixtures';

const WELCOME = adminCoupon();
const SAVE5 = adminCoupon({
  code: 'SAVE5',
  percentOff: null,
  amountOffCents: 500,
  active: false,
  maxRedemptions: 10,
  redemptions: 3,
  reserved: 1,
  maxPerUser: 2,
});
const SPRING = adminCoupon({
  code: 'SPRING',
  percentOff: 20,
  amountOffCents: 100,
  expiresAt: '2020-03-31T22:00:00.000Z',
});

/**
 * `GET /api/admin/coupons` over `initial` and the PATCH and POST that change it as the API would; `sent` records each
 * change's code and body.
 */
function couponsStore(initial: AdminCoupon[]) {
  let current = initial;
  const sent: { code: string | null; body: Record<string, unknown> }[] = [];
  server.use(
    signedInSession(adminUser),
    http.get('/api/admin/coupons', () => HttpResponse.json(current)),
    http.patch('/api/admin/coupons/:code', async ({ params, request }) => {
      const body = (await request.json()) as Partial<AdminCoupon>;
      sent.push({ code: String(params.code), body });
      current = current.map((coupon) => (coupon.code === params.code ? { ...coupon, ...body } : coupon));
      return HttpResponse.json(current.find((coupon) => coupon.code === params.code));
    }),
    http.post('/api/admin/coupons', async ({ request }) => {
      const body = (await request.json()) as AdminCoupon;
      sent.push({ code: null, body: { ...body } });
      if (current.some((coupon) => coupon.code === body.code)) {
        return HttpResponse.json(
          {
            message: ADMIN_MESSAGES.couponExists,
            code: 'conflict',
            issues: [{ path: 'code', message: ADMIN_MESSAGES.couponExists }],
          },
          { status: 409 },
        );
      }
      return HttpResponse.json({ ...body, redemptions: 0, reserved: 0 }, { status: 201 });
    }),
  );
  return { sent, ...renderApp('/admin/coupons') };
}

async function couponsTable() {
  return screen.findByRole('table', { name: 'Coupons' });
}

function cellsOf(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Coupons (admin)', () => {
  it('lists every coupon: discount, state (expired too), expiry, redemptions of the cap with those reserved, per user', async () => {
    couponsStore([WELCOME, SAVE5, SPRING]);
    const table = within(await couponsTable());
    expect(cellsOf(table.getByRole('row', { name: 'WELCOME10' })).slice(0, 6)).toEqual([
      'WELCOME10',
      '10% off',
      'active',
      '—',
      '2',
      '1',
    ]);
    expect(cellsOf(table.getByRole('row', { name: 'SAVE5' })).slice(0, 6)).toEqual([
      'SAVE5',
      '$5.00 off',
      'inactive',
      '—',
      '3 / 10 (+1 reserved)',
      '2',
    ]);
    const spring = cellsOf(table.getByRole('row', { name: 'SPRING' }));
    expect(spring.slice(0, 3)).toEqual(['SPRING', '20% + $1.00 off', 'expired']);
    expect(spring[3]).toMatch(/^(Mar 31|Apr 1), 2020, \d{1,2}:\d\d [AP]M$/);
  });

  it('deactivates a coupon and activates one, saying so, and the list follows', async () => {
    const { user, sent } = couponsStore([WELCOME, SAVE5]);
    const table = within(await couponsTable());
    await user.click(table.getByRole('button', { name: 'Deactivate WELCOME10' }));
    expect(await screen.findByRole('status', { name: 'WELCOME10 deactivated' })).toBeInTheDocument();
    await waitFor(() => expect(cellsOf(table.getByRole('row', { name: 'WELCOME10' }))[2]).toBe('inactive'));
    expect(table.getByRole('button', { name: 'Activate WELCOME10' })).toBeInTheDocument();

    await user.click(table.getByRole('button', { name: 'Activate SAVE5' }));
    await waitFor(() => expect(cellsOf(table.getByRole('row', { name: 'SAVE5' }))[2]).toBe('active'));
    expect(sent).toEqual([
      { code: 'WELCOME10', body: { active: false } },
      { code: 'SAVE5', body: { active: true } },
    ]);
  });

  it('creates a coupon from the dialog, converting dollars to cents and blanks to none', async () => {
    const { user, sent } = couponsStore([WELCOME]);
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const form = within(await screen.findByRole('form', { name: 'New coupon' }));
    await user.type(form.getByLabelText('Code'), ' summer5 ');
    await user.type(form.getByLabelText('Amount off ($)'), '5.5');
    await user.type(form.getByLabelText('Max redemptions'), '100');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status', { name: 'Coupon saved' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        code: null,
        body: {
          code: 'SUMMER5',
          percentOff: null,
          amountOffCents: 550,
          active: true,
          expiresAt: null,
          maxRedemptions: 100,
          maxPerUser: 1,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says under Code that a coupon with the code exists, and under Percent off that a coupon must take something off', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, sent } = couponsStore([WELCOME]);
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const form = within(await screen.findByRole('form', { name: 'New coupon' }));
    await user.type(form.getByLabelText('Code'), 'welcome10');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByLabelText('Percent off')).toHaveAccessibleErrorMessage(ADMIN_MESSAGES.couponNeedsDiscount);
    expect(sent).toEqual([]);

    await user.type(form.getByLabelText('Percent off'), '15');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getByLabelText('Code')).toHaveAccessibleErrorMessage(ADMIN_MESSAGES.couponExists));
    expect(form.getByLabelText('Code')).toHaveFocus();
  });

  it('says the list failed to load, and Retry loads it', async () => {
    server.use(signedInSession(adminUser), failingOnce('/api/admin/coupons', [WELCOME]));
    const { user } = renderApp('/admin/coupons');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load coupons');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(await couponsTable()).getByRole('row', { name: 'WELCOME10' })).toBeInTheDocument();
  });
});
