import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SHARE_MESSAGES } from '@roomremix/contracts/messages';
import type { Share } from '@roomremix/contracts/shares';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { share } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { failingOnce, server, signedInSession } from '@test/server';

const KITCHEN = share({
  id: 'share-2',
  url: 'http://localhost:3000/s/Kt9_kLq2-Vn3Rt5yWb7uPm9sDf1gHj4c',
  title: 'Kitchen',
  views: 1,
  createdAt: '2025-05-06T08:00:00.000Z',
  previewImageUrl: '/api/public/shares/Kt9_kLq2-Vn3Rt5yWb7uPm9sDf1gHj4c/preview.jpg',
});
const BEDROOM = share({ title: 'Bedroom', views: 12 });

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * `GET /api/shares` and `DELETE /api/shares/:id` over `initial`: a turn-off removes the link from what the next GET
 * answers (unless `refuse` answers it), and `revoked` records the ids the app turned off.
 */
function sharesStore(initial: Share[], refuse?: () => Response) {
  let current = initial;
  const revoked: string[] = [];
  server.use(
    signedInSession(),
    http.get('/api/shares', () => HttpResponse.json(current)),
    http.delete('/api/shares/:id', ({ params }) => {
      revoked.push(String(params.id));
      if (refuse) return refuse();
      current = current.filter((item) => item.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { revoked };
}

async function sharedLinks() {
  return screen.findByRole('list', { name: 'Shared links' });
}

async function confirmTurnOff(user: ReturnType<typeof renderApp>['user'], title: string) {
  await user.click(within(await sharedLinks()).getByRole('button', { name: `Turn off link: ${title}` }));
  return screen.findByRole('alertdialog', { name: 'Turn off this link?' });
}

describe('Shared links (account tab)', () => {
  it('lists each live link: preview, title opening the page, date, views, and the link with Copy', async () => {
    sharesStore([KITCHEN, BEDROOM]);
    const { user } = renderApp('/account?tab=shares');
    const links = within(await sharedLinks());
    expect(links.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Kitchen',
      'Bedroom',
    ]);

    const kitchen = within(links.getByRole('listitem', { name: 'Kitchen' }));
    expect(kitchen.getByRole('img', { name: 'Preview of Kitchen' })).toHaveAttribute('src', KITCHEN.previewImageUrl);
    const page = kitchen.getByRole('link', { name: 'Kitchen' });
    expect(page).toHaveAttribute('href', KITCHEN.url);
    expect(page).toHaveAttribute('target', '_blank');
    expect(kitchen.getByText(/^Shared/)).toHaveTextContent('Shared May 6, 2025 · 1 view');
    expect(within(links.getByRole('listitem', { name: 'Bedroom' })).getByText(/^Shared/)).toHaveTextContent(
      'Shared May 4, 2025 · 12 views',
    );
    expect(kitchen.getByRole('textbox', { name: 'Link to Kitchen' })).toHaveValue(KITCHEN.url);

    const copied = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(kitchen.getByRole('button', { name: 'Copy link: Kitchen' }));
    expect(await screen.findByRole('status', { name: SHARE_MESSAGES.linkCopied })).toBeInTheDocument();
    expect(copied).toHaveBeenCalledExactlyOnceWith(KITCHEN.url);
  });

  it('says to copy the link by hand, and selects it, when the browser refuses the clipboard', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sharesStore([KITCHEN]);
    const { user } = renderApp('/account?tab=shares');
    const kitchen = within(within(await sharedLinks()).getByRole('listitem', { name: 'Kitchen' }));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(kitchen.getByRole('button', { name: 'Copy link: Kitchen' }));

    expect(await screen.findByRole('status', { name: SHARE_MESSAGES.copyFailed })).toHaveAttribute(
      'data-type',
      'error',
    );
    const field = kitchen.getByRole('textbox', { name: 'Link to Kitchen' }) as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, KITCHEN.url.length]);
  });

  it('turns a link off after asking, says so, and drops it from the list', async () => {
    const { revoked } = sharesStore([KITCHEN, BEDROOM]);
    const { user } = renderApp('/account?tab=shares');
    const confirmation = within(await confirmTurnOff(user, 'Kitchen'));
    await user.click(confirmation.getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByRole('status', { name: SHARE_MESSAGES.revokedToast })).toBeInTheDocument();
    expect(revoked).toEqual(['share-2']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(
      within(await sharedLinks())
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Bedroom']);
  });

  it('keeps the link when the user cancels', async () => {
    const { revoked } = sharesStore([KITCHEN]);
    const { user } = renderApp('/account?tab=shares');
    const confirmation = within(await confirmTurnOff(user, 'Kitchen'));
    await user.click(confirmation.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(revoked).toEqual([]);
    expect(within(await sharedLinks()).getByRole('listitem', { name: 'Kitchen' })).toBeInTheDocument();
  });

  it("toasts the server's reason when turning off fails, and keeps the link", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sharesStore([KITCHEN], () =>
      HttpResponse.json({ message: SHARE_MESSAGES.notFound, code: 'not_found' }, { status: 404 }),
    );
    const { user } = renderApp('/account?tab=shares');
    const confirmation = within(await confirmTurnOff(user, 'Kitchen'));
    await user.click(confirmation.getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByRole('status', { name: 'Error' })).toHaveTextContent(SHARE_MESSAGES.notFound);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(await sharedLinks()).getByRole('listitem', { name: 'Kitchen' })).toBeInTheDocument();
  });

  it('says when nothing is shared yet', async () => {
    sharesStore([]);
    renderApp('/account?tab=shares');
    expect(
      await screen.findByText(
        "You haven't shared any results yet. Share one from the studio or My Results to get a link anyone can open.",
      ),
    ).toBeInTheDocument();
  });

  it('says the list failed to load, and Retry loads it', async () => {
    server.use(signedInSession(), failingOnce('/api/shares', [KITCHEN]));
    const { user } = renderApp('/account?tab=shares');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load shared links');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(await sharedLinks()).getByRole('listitem', { name: 'Kitchen' })).toBeInTheDocument();
  });
});
