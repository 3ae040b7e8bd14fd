import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminJob } from '@roomremix/contracts/admin';
import { ADMIN_MESSAGES } from '@roomremix/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@test/render-app';
import { server, signedInSession } from '@test/server';
import { adminJob, adminUser } from '@test/admin/fixtures';

const FAILED = adminJob();
const STUCK = adminJob({
  id: 'job-2',
  status: 'processing',
  stage: 'generating',
  refunded: false,
  refundedTokens: 0,
  error: null,
  stuck: true,
  finishedAt: null,
});

/** `GET /api/admin/jobs?status=` and `POST /api/admin/jobs/:id/refund`, which fails the stuck job as the API does. */
function jobsStore() {
  let stuck: AdminJob[] = [STUCK];
  const refunds: string[] = [];
  server.use(
    signedInSession(adminUser),
    http.get('/api/admin/jobs', ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('status') === 'stuck' ? stuck : [FAILED]),
    ),
    http.post('/api/admin/jobs/:id/refund', ({ params }) => {
      refunds.push(String(params.id));
      stuck = [];
      const job = {
        ...STUCK,
        status: 'failed',
        stuck: false,
        refunded: true,
        refundedTokens: 2,
        error: ADMIN_MESSAGES.jobStoppedBySupport,
      };
      return HttpResponse.json({ refunded: true, job });
    }),
  );
  return { refunds };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Jobs (admin)', () => {
  it('lists failed jobs across users: whose, status, cost, engine and attempts, the error; no Refund on them', async () => {
    jobsStore();
    renderApp('/admin/jobs');
    const table = within(await screen.findByRole('table', { name: 'Failed jobs' }));
    const row = within(table.getByRole('row', { name: 'Job job-1' }));
    expect(row.getByRole('link', { name: 'jane' })).toHaveAttribute('href', '/admin/users/user-1');
    expect(row.getByText('failed')).toBeInTheDocument();
    expect(row.getByText('refunded 2')).toBeInTheDocument();
    expect(row.getByText('openai · 3')).toBeInTheDocument();
    expect(row.getByText(FAILED.error ?? '')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
  });

  it('refunds a stuck job after asking, says so, and the job leaves the stuck list', async () => {
    const { refunds } = jobsStore();
    const { user } = renderApp('/admin/jobs?status=stuck');
    const table = within(await screen.findByRole('table', { name: 'Stuck jobs' }));
    expect(within(table.getByRole('row', { name: 'Job job-2' })).getByText('stuck')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Refund job job-2' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Stop and refund this remix?' }));
    expect(dialog.getByText(/2 tokens go back to the user, once/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Refund' }));

    expect(await screen.findByRole('status', { name: 'Remix refunded' })).toBeInTheDocument();
    expect(await screen.findByText('No stuck jobs.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(refunds).toEqual(['job-2']);
  });

  it("toasts the API's refusal of a refund", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    jobsStore();
    server.use(
      http.post('/api/admin/jobs/:id/refund', () =>
        HttpResponse.json({ message: ADMIN_MESSAGES.succeededJobNotRefunded, code: 'conflict' }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/admin/jobs?status=stuck');
    const table = within(await screen.findByRole('table', { name: 'Stuck jobs' }));
    await user.click(table.getByRole('button', { name: 'Refund job job-2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('status', { name: 'Refund failed' })).toHaveTextContent(
      ADMIN_MESSAGES.succeededJobNotRefunded,
    );
  });
});
