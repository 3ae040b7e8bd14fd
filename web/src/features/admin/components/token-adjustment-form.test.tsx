import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TokenAdjustment } from '@roomremix/contracts/admin';
import { ADMIN_MESSAGES } from '@roomremix/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/render-app';
import { server, signedInSession } from '@test/server';
import { adminUser, userDetail } from '@test/admin/fixtures';

type Answer = 'apply' | Response;

/**
 * Jane's account at /admin/users/user-1 and `POST …/token-adjustments` answering each call with the next of
 * `answers` ('apply' changes her balance and answers 201). `sent` records each call's Idempotency-Key and body.
 */
function janeWithAdjustments(answers: Answer[]) {
  let balance = 5;
  const sent: { key: string | null; body: unknown }[] = [];
  server.use(
    signedInSession(adminUser),
    http.get('/api/admin/users/user-1', () => {
      const detail = userDetail();
      return HttpResponse.json({ ...detail, user: { ...detail.user, tokenBalance: balance } });
    }),
    http.post('/api/admin/users/user-1/token-adjustments', async ({ request }) => {
      const body = (await request.json()) as { delta: number; reason: string };
      sent.push({ key: request.headers.get('Idempotency-Key'), body });
      const answer = answers.shift();
      if (answer !== 'apply') return answer ?? HttpResponse.json({ message: 'Unexpected' }, { status: 500 });
      const adjustment: TokenAdjustment = {
        id: `admin-${sent.length}`,
        userId: 'user-1',
        delta: body.delta,
        reason: body.reason,
        adminId: adminUser.id,
        balanceBefore: balance,
        balanceAfter: balance + body.delta,
        createdAt: '2025-05-05T10:00:00.000Z',
      };
      balance += body.delta;
      return HttpResponse.json(adjustment, { status: 201 });
    }),
  );
  return { sent, ...renderApp('/admin/users/user-1') };
}

async function adjustForm() {
  return screen.findByRole('form', { name: 'Adjust tokens' });
}

async function fillIn(user: ReturnType<typeof renderApp>['user'], delta: string, reason: string) {
  const form = within(await adjustForm());
  await user.clear(form.getByLabelText('Tokens'));
  await user.type(form.getByLabelText('Tokens'), delta);
  await user.clear(form.getByLabelText('Reason'));
  if (reason !== '') await user.type(form.getByLabelText('Reason'), reason);
  return form;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the token adjustment form', () => {
  it('asks for a reason under its field, focused, and sends nothing without one', async () => {
    const { user, sent } = janeWithAdjustments([]);
    const form = await fillIn(user, '5', '');
    await user.click(form.getByRole('button', { name: 'Apply adjustment' }));

    const reason = form.getByLabelText('Reason');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleErrorMessage(ADMIN_MESSAGES.reasonRequired);
    expect(reason).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('retries an unconfirmed adjustment with the same Idempotency-Key, and makes a new one with a fresh key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unavailable = HttpResponse.json({ message: 'Service unavailable', code: 'unavailable' }, { status: 503 });
    const { user, sent } = janeWithAdjustments([unavailable, 'apply', 'apply']);
    let form = await fillIn(user, '5', 'Remix failed twice');
    await user.click(form.getByRole('button', { name: 'Apply adjustment' }));

    expect(await screen.findByRole('status', { name: 'Adjustment failed' })).toHaveTextContent('Service unavailable');
    expect(form.getByRole('alert')).toHaveTextContent('The adjustment was not confirmed');
    await user.click(form.getByRole('button', { name: 'Retry adjustment' }));

    expect(await screen.findByRole('status', { name: 'Tokens adjusted' })).toHaveTextContent('jane: 5 → 10 tokens');
    expect(await screen.findByLabelText('Token balance')).toHaveTextContent('10 tokens');
    form = within(await adjustForm());
    expect(form.getByLabelText('Tokens')).toHaveValue('');
    expect(form.queryByRole('alert')).not.toBeInTheDocument();

    // The same amount and reason once more, on purpose: a new adjustment.
    await fillIn(user, '5', 'Remix failed twice');
    await user.click(form.getByRole('button', { name: 'Apply adjustment' }));
    await waitFor(() => expect(sent).toHaveLength(3));

    const [first, retry, next] = sent;
    expect(first?.key).toMatch(/^[\x21-\x7e]{1,128}$/);
    expect(retry?.key).toBe(first?.key);
    expect(next?.key).not.toBe(first?.key);
    expect(sent.map((call) => call.body)).toEqual(Array(3).fill({ delta: 5, reason: 'Remix failed twice' }));
  });

  it('puts a refusal under its field, and the next submit is a new adjustment', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const belowZero = HttpResponse.json(
      {
        message: ADMIN_MESSAGES.belowZero(5, 8),
        code: 'conflict',
        issues: [{ path: 'delta', message: ADMIN_MESSAGES.belowZero(5, 8) }],
      },
      { status: 409 },
    );
    const { user, sent } = janeWithAdjustments([belowZero, 'apply']);
    const form = await fillIn(user, '-8', 'Chargeback');
    await user.click(form.getByRole('button', { name: 'Apply adjustment' }));

    const tokens = form.getByLabelText('Tokens');
    await waitFor(() => expect(tokens).toHaveAccessibleErrorMessage(ADMIN_MESSAGES.belowZero(5, 8)));
    expect(tokens).toHaveFocus();
    expect(form.queryByRole('alert')).not.toBeInTheDocument();

    await fillIn(user, '-5', 'Chargeback');
    await user.click(form.getByRole('button', { name: 'Apply adjustment' }));
    expect(await screen.findByRole('status', { name: 'Tokens adjusted' })).toHaveTextContent('jane: 5 → 0 tokens');
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });
});
