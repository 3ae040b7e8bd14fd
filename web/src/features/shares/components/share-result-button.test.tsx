import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SHARE_MESSAGES } from '@roomremix/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Share } from '@roomremix/contracts/shares';
import { findReadyDialog } from '@test/dialogs';
import { imageResult, share } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { resultsStore, server, signedInSession } from '@test/server';

const BEDROOM = imageResult({ id: 'result-7', title: 'Bedroom' });
const CREATED = (({ id, url, createdAt, includesOriginal }) => ({ id, url, createdAt, includesOriginal }))(
  share({ resultId: BEDROOM.id }),
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

/**
 * My Results over BEDROOM, `POST /api/results/:id/shares` answering `answer` and recording the ids shared and the
 * bodies sent; `GET /api/shares` lists `liveLinks`.
 */
function myResults(answer = () => HttpResponse.json(CREATED, { status: 201 }), liveLinks = [] as Share[]) {
  const shared: string[] = [];
  const bodies: unknown[] = [];
  server.use(
    signedInSession(),
    ...resultsStore([BEDROOM]).handlers,
    http.get('/api/shares', () => HttpResponse.json(liveLinks)),
    http.post('/api/results/:id/shares', async ({ params, request }) => {
      shared.push(String(params.id));
      bodies.push(await request.json());
      return answer();
    }),
  );
  const view = renderApp('/account?tab=results');
  // user-event's clipboard stub, attached by renderApp; spied on so each test sees only its own copies.
  const copied = vi.spyOn(navigator.clipboard, 'writeText');
  return { ...view, shared, bodies, copied };
}

const shareOfCard = () => screen.findByRole('button', { name: 'Share: Bedroom' });

/** Share on the card, then Create link in the consent dialog that a result's first link asks for. */
async function shareWithConsent(user: ReturnType<typeof myResults>['user']) {
  await user.click(await shareOfCard());
  const consent = within(await findReadyDialog('Share this remix publicly?'));
  await user.click(consent.getByRole('button', { name: 'Create link' }));
}

/** A phone (a finger for a pointer) whose browser has the Web Share API, answering each share with `outcome`. */
function phoneWithShareSheet(outcome: () => Promise<void>) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query }));
  const shareSheet = vi.fn(outcome);
  Object.defineProperty(navigator, 'share', { value: shareSheet, configurable: true });
  return shareSheet;
}

describe('Share of a result', () => {
  it('asks first, showing the original photo and the remix as what becomes public; Cancel makes no link', async () => {
    const { user, shared } = myResults();
    await user.click(await shareOfCard());
    const consent = within(await findReadyDialog('Share this remix publicly?'));
    expect(consent.getByText(SHARE_MESSAGES.consentWithOriginal)).toBeInTheDocument();
    expect(consent.getByRole('img', { name: 'Bedroom, original photo (public)' })).toHaveAttribute(
      'src',
      BEDROOM.baseImageUrl,
    );
    expect(consent.getByRole('img', { name: 'Bedroom, remixed (public)' })).toHaveAttribute(
      'src',
      BEDROOM.resultImageUrl,
    );
    await user.click(consent.getByRole('button', { name: 'Cancel' }));
    expect(shared).toEqual([]);
  });

  it('"Share the result only" keeps the original out of the dialog and of the link', async () => {
    const { user, bodies } = myResults();
    await user.click(await shareOfCard());
    const consent = within(await findReadyDialog('Share this remix publicly?'));
    await user.click(consent.getByText('Share the result only (keep my original photo private)'));
    expect(consent.getByText(SHARE_MESSAGES.consentResultOnly)).toBeInTheDocument();
    expect(consent.queryByRole('img', { name: 'Bedroom, original photo (public)' })).not.toBeInTheDocument();
    await user.click(consent.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('status', { name: SHARE_MESSAGES.linkCopied })).toBeInTheDocument();
    expect(bodies).toEqual([{ includeOriginal: false }]);
  });

  it('shares a result that already has a live link at once, without asking again', async () => {
    const { user, shared } = myResults(undefined, [share({ resultId: BEDROOM.id })]);
    await user.click(await shareOfCard());
    expect(await screen.findByRole('status', { name: SHARE_MESSAGES.linkCopied })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Share this remix publicly?' })).not.toBeInTheDocument();
    expect(shared).toEqual(['result-7']);
  });

  it('makes a link of the result, copies it and says "Link copied"', async () => {
    const { user, shared, copied } = myResults();
    await shareWithConsent(user);

    expect(await screen.findByRole('status', { name: SHARE_MESSAGES.linkCopied })).toBeInTheDocument();
    expect(shared).toEqual(['result-7']);
    expect(copied).toHaveBeenCalledExactlyOnceWith(CREATED.url);
    expect(await navigator.clipboard.readText()).toBe(CREATED.url);
  });

  it('copies on a computer even where the browser has the Web Share API', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    const shareSheet = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: shareSheet, configurable: true });
    const { user } = myResults();
    await shareWithConsent(user);

    expect(await screen.findByRole('status', { name: SHARE_MESSAGES.linkCopied })).toBeInTheDocument();
    expect(shareSheet).not.toHaveBeenCalled();
  });

  it("hands the link and the result's name to a phone's share sheet, and copies nothing", async () => {
    const shareSheet = phoneWithShareSheet(async () => {});
    const { user, copied } = myResults();
    await shareWithConsent(user);

    await vi.waitFor(() => expect(shareSheet).toHaveBeenCalledWith({ title: 'Bedroom', url: CREATED.url }));
    expect(copied).not.toHaveBeenCalled();
    expect(screen.queryByRole('status', { name: SHARE_MESSAGES.linkCopied })).not.toBeInTheDocument();
  });

  it('does nothing more when the user closes the share sheet', async () => {
    const shareSheet = phoneWithShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const { user, copied } = myResults();
    await shareWithConsent(user);

    await vi.waitFor(() => expect(shareSheet).toHaveBeenCalledOnce());
    // The consent dialog closes (it leaves the page once its closing animation ends) and no fallback follows.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(copied).not.toHaveBeenCalled();
  });

  it('copies the link instead when the browser refuses the share sheet', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    phoneWithShareSheet(() => Promise.reject(new DOMException('No user gesture', 'NotAllowedError')));
    const { user, copied } = myResults();
    await shareWithConsent(user);

    expect(await screen.findByRole('status', { name: SHARE_MESSAGES.linkCopied })).toBeInTheDocument();
    expect(copied).toHaveBeenCalledExactlyOnceWith(CREATED.url);
  });

  it('shows the link to be copied by hand when the browser refuses the clipboard', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, copied } = myResults();
    copied.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await shareWithConsent(user);

    const dialog = within(await screen.findByRole('dialog', { name: 'Share link' }));
    expect(dialog.getByText(SHARE_MESSAGES.copyFailed)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Link to Bedroom' })).toHaveValue(CREATED.url);
    expect(screen.queryByRole('status', { name: SHARE_MESSAGES.linkCopied })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Could not copy to the clipboard', expect.any(DOMException));
  });

  it("says why when no link could be made (the server's message), and copies nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, copied } = myResults(() =>
      HttpResponse.json({ message: SHARE_MESSAGES.tooMany(7), code: 'rate_limited' }, { status: 429 }),
    );
    await shareWithConsent(user);

    expect(await screen.findByRole('status', { name: 'Error' })).toHaveTextContent(
      'Too many share links. Try again in 7 minutes.',
    );
    expect(copied).not.toHaveBeenCalled();
    expect(await shareOfCard()).toBeEnabled();
  });

  it('is offered in the details dialog too', async () => {
    const { user, shared } = myResults();
    await user.click(await screen.findByRole('button', { name: 'Details: Bedroom' }));
    const details = within(await screen.findByRole('dialog', { name: 'Bedroom' }));
    await user.click(details.getByRole('button', { name: 'Share' }));
    const consent = within(await findReadyDialog('Share this remix publicly?'));
    await user.click(consent.getByRole('button', { name: 'Create link' }));

    expect(await screen.findByRole('status', { name: SHARE_MESSAGES.linkCopied })).toBeInTheDocument();
    expect(shared).toEqual(['result-7']);
  });
});
