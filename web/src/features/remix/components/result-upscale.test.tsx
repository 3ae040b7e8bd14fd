import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import type { ImageResult } from '@roomremix/contracts/remix';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findReadyDialog } from '@test/dialogs';
import { imageResult, publicConfig, remixJob, succeededJob } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { configHandler, liveSession, server, signedInSession, testUser } from '@test/server';
import { ULTRA_ENLARGED_NOTICE } from '@/lib/quality-options';
import { UPSCALE_TEXTS } from '../texts';

const LIVING_ROOM = imageResult({ id: 'result-1', title: 'Living room', quality: 'standard' });
const KITCHEN = imageResult({
  id: 'result-2',
  title: 'Kitchen',
  quality: 'hd',
  tokensUsed: 2,
  width: 2048,
  height: 1536,
});
/** What upscaling the living room makes: same title and settings, Ultra, 3840 px wide. */
const LIVING_ROOM_4K = imageResult({
  id: 'result-9',
  title: 'Living room',
  quality: 'ultra',
  resultImageUrl: '/files/living-room-4k.jpg',
  width: 3840,
  height: 2880,
  upscaledFrom: 'result-1',
  tokensUsed: 3,
  createdAt: '2025-05-05T12:00:00.000Z',
});
const ENLARGED_NOTE = REMIX_MESSAGES.enlargedToPromise('Ultra 4K', '2048 × 1536', '3840 × 2880');

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The upscale's server: `GET /api/results` answering `results` (the new one first once the job succeeded), the POST
 * recording its Idempotency-Key, and the job running at 40 % on its first poll, succeeded on the next.
 */
function upscaleServer(results: ImageResult[], onPosted: () => void = () => {}) {
  const keys: string[] = [];
  let succeeded = false;
  let polls = 0;
  server.use(
    http.get('/api/results', () => HttpResponse.json(succeeded ? [LIVING_ROOM_4K, ...results] : results)),
    http.post('/api/results/:id/upscale', ({ request, params }) => {
      keys.push(`${String(params.id)} ${request.headers.get('Idempotency-Key')}`);
      onPosted();
      return HttpResponse.json({ job: remixJob({ id: 'job-up', cost: 3 }) }, { status: 202 });
    }),
    http.get('/api/jobs/job-up', () => {
      polls += 1;
      if (polls === 1)
        return HttpResponse.json(remixJob({ id: 'job-up', status: 'processing', stage: 'generating', progress: 40 }));
      succeeded = true;
      return HttpResponse.json(succeededJob([LIVING_ROOM_4K], { id: 'job-up', cost: 3, notes: [ENLARGED_NOTE] }));
    }),
  );
  return { keys };
}

const card = (name: string) => screen.findByRole('article', { name });

/** Opens the upscale confirmation from the card named `name`. */
async function openConfirmation(user: ReturnType<typeof renderApp>['user'], name: string) {
  // The button waits for the engine's qualities (`GET /api/config`).
  await user.click(await within(await card(name)).findByRole('button', { name: `Upscale to 4K: ${name}` }));
  return findReadyDialog('Upscale this result to 4K?');
}

describe('Upscaling a result to 4K', () => {
  it('from a studio card: asks with the cost and balance, shows the progress, then the new Ultra result and the new balance', async () => {
    const session = liveSession(testUser);
    const { keys } = upscaleServer([LIVING_ROOM], () => session.setUser({ ...testUser, tokenBalance: 2 }));
    server.use(session.handler);
    const { user } = renderApp('/app');

    const confirmation = within(await openConfirmation(user, 'Living room'));
    expect(confirmation.getByText('It costs 3 tokens; you have 5 tokens.')).toBeInTheDocument();
    expect(confirmation.queryByText(UPSCALE_TEXTS.hasCopy)).not.toBeInTheDocument();
    expect(confirmation.getByText(ULTRA_ENLARGED_NOTICE)).toBeInTheDocument();
    await user.click(confirmation.getByRole('button', { name: 'Upscale · 3 tokens' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const original = within(await card('Living room'));
    await waitFor(() => expect(original.getByRole('status')).toHaveTextContent('Upscaling to 4K: 40%'));
    expect(original.getByRole('progressbar', { name: 'Upscaling to 4K' })).toHaveAttribute('aria-valuenow', '40');
    expect(keys).toEqual([expect.stringMatching(/^result-1 [0-9a-f-]{36}$/)]);

    const ready = await screen.findByRole('status', { name: 'Your Ultra 4K image is ready' });
    expect(ready).toHaveTextContent(`"Living room" in Ultra 4K is now in your results. ${ENLARGED_NOTE}`);
    // The upscale keeps its original's title, and its name says what it is.
    const upscaledCard = await screen.findByRole('article', { name: 'Living room (upscaled to Ultra 4K)' });
    const originalCard = screen.getByRole('article', { name: 'Living room' });
    const upscaled = within(upscaledCard);
    expect(upscaled.getByText('Ultra 4K')).toBeInTheDocument();
    expect(upscaled.getByText('Upscaled from Living room')).toBeInTheDocument();
    expect(upscaled.queryByRole('button', { name: /^Upscale to 4K/ })).not.toBeInTheDocument();
    const before = within(originalCard);
    expect(before.getByRole('button', { name: 'Upscale to 4K: Living room' })).toBeInTheDocument();
    expect(before.queryByText(/^Upscaling/)).not.toBeInTheDocument();
    await user.click(before.getByRole('button', { name: 'Upscale to 4K: Living room' }));
    const again = within(await findReadyDialog('Upscale this result to 4K?'));
    expect(again.getByText(UPSCALE_TEXTS.hasCopy)).toBeInTheDocument();
    await user.click(again.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findAllByText('2 tokens')).length).toBeGreaterThan(0);
    expect(keys).toHaveLength(1);
  });

  it("shows a 402 in the confirmation with the server's message and a way to tokens, and keeps it open", async () => {
    const message = REMIX_MESSAGES.notEnoughTokensToUpscale(2, 1);
    server.use(
      signedInSession(),
      http.get('/api/results', () => HttpResponse.json([KITCHEN])),
      http.post('/api/results/:id/upscale', () =>
        HttpResponse.json({ message, code: 'payment_required' }, { status: 402 }),
      ),
    );
    const { user } = renderApp('/account?tab=results');

    const confirmation = within(await openConfirmation(user, 'Kitchen'));
    // The account route gives My Results the user's balance (5), as the studio does.
    expect(confirmation.getByText('It costs 2 tokens; you have 5 tokens.')).toBeInTheDocument();
    await user.click(confirmation.getByRole('button', { name: 'Upscale · 2 tokens' }));

    const alert = await confirmation.findByRole('alert');
    expect(alert).toHaveTextContent(`Not enough tokens${message}`);
    expect(within(alert).getByRole('link', { name: 'Buy Tokens' })).toHaveAttribute('href', '/account?tab=tokens');
    expect(screen.getByRole('dialog', { name: 'Upscale this result to 4K?' })).toBeInTheDocument();

    await user.click(confirmation.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = within(await openConfirmation(user, 'Kitchen'));
    expect(again.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says before sending when the known balance is short, with the Upscale button off', async () => {
    server.use(
      signedInSession({ ...testUser, tokenBalance: 1 }),
      http.get('/api/results', () => HttpResponse.json([LIVING_ROOM])),
    );
    const { user } = renderApp('/app');
    const confirmation = within(await openConfirmation(user, 'Living room'));
    expect(confirmation.getByRole('alert')).toHaveTextContent(REMIX_MESSAGES.notEnoughTokensToUpscale(3, 1));
    expect(confirmation.getByRole('button', { name: 'Upscale · 3 tokens' })).toBeDisabled();
  });

  it('shows any other refusal with its message, e.g. a result that is Ultra already', async () => {
    server.use(
      signedInSession(),
      http.get('/api/results', () => HttpResponse.json([KITCHEN])),
      http.post('/api/results/:id/upscale', () =>
        HttpResponse.json({ message: REMIX_MESSAGES.alreadyUltra, code: 'conflict' }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/account?tab=results');
    const confirmation = within(await openConfirmation(user, 'Kitchen'));
    await user.click(confirmation.getByRole('button', { name: 'Upscale · 2 tokens' }));
    expect(await confirmation.findByRole('alert')).toHaveTextContent(
      `The upscale failed${REMIX_MESSAGES.alreadyUltra}`,
    );
  });

  it('toasts why when the job fails', async () => {
    server.use(
      signedInSession(),
      http.get('/api/results', () => HttpResponse.json([KITCHEN])),
      http.post('/api/results/:id/upscale', () =>
        HttpResponse.json({ job: remixJob({ id: 'job-up', cost: 2 }) }, { status: 202 }),
      ),
      http.get('/api/jobs/job-up', () =>
        HttpResponse.json(
          remixJob({
            id: 'job-up',
            status: 'failed',
            stage: 'done',
            error: 'The image service is down.',
            refunded: true,
          }),
        ),
      ),
    );
    const { user } = renderApp('/account?tab=results');
    const confirmation = within(await openConfirmation(user, 'Kitchen'));
    await user.click(confirmation.getByRole('button', { name: 'Upscale · 2 tokens' }));
    expect(await screen.findByRole('status', { name: 'The upscale failed' })).toHaveTextContent(
      'The image service is down.',
    );
    expect(within(await card('Kitchen')).getByRole('button', { name: 'Upscale to 4K: Kitchen' })).toBeInTheDocument();
  });

  it('is offered from the details too, beside the pixel size, and its progress shows on the card', async () => {
    upscaleServer([LIVING_ROOM, KITCHEN]);
    server.use(signedInSession());
    const { user } = renderApp('/account?tab=results');
    await user.click(within(await card('Kitchen')).getByRole('button', { name: 'Details: Kitchen' }));
    const details = within(await findReadyDialog('Kitchen'));
    const size = within(details.getByRole('region', { name: 'Size' }));
    expect(size.getByText('2048 × 1536 px')).toBeInTheDocument();
    await user.click(size.getByRole('button', { name: 'Upscale to 4K: Kitchen' }));
    const confirmation = within(await findReadyDialog('Upscale this result to 4K?'));
    expect(confirmation.getByText('It costs 2 tokens; you have 5 tokens.')).toBeInTheDocument();
    await user.click(confirmation.getByRole('button', { name: 'Upscale · 2 tokens' }));
    expect(await size.findByRole('status')).toHaveTextContent(/^Upscaling to 4K: \d+%$/);
    await user.click(details.getByRole('button', { name: 'Close details' }));
    expect(within(await card('Kitchen')).getByRole('status')).toHaveTextContent('Upscaling to 4K');
    expect(await screen.findByRole('status', { name: 'Your Ultra 4K image is ready' })).toBeInTheDocument();
  });

  it('is not offered for an Ultra result, nor by an engine without Ultra', async () => {
    server.use(
      signedInSession(),
      http.get('/api/results', () => HttpResponse.json([{ ...LIVING_ROOM_4K, upscaledFrom: null }, KITCHEN])),
    );
    const view = renderApp('/account?tab=results');
    expect(await within(await card('Living room (Ultra 4K)')).findByText('Ultra 4K')).toBeInTheDocument();
    expect(
      await within(await card('Kitchen')).findByRole('button', { name: 'Upscale to 4K: Kitchen' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Upscale to 4K/ })).toHaveLength(1);
    view.unmount();

    server.use(configHandler(publicConfig({ engine: { ...publicConfig().engine, qualities: ['standard', 'hd'] } })));
    renderApp('/app');
    await card('Kitchen');
    // The studio's word on the local engine shows once the engine's config is in, its qualities with it.
    await screen.findByText(/^Local engine: no AI runs on this server\./);
    expect(screen.queryByRole('button', { name: /^Upscale to 4K/ })).not.toBeInTheDocument();
  });
});

describe('An upscaled result', () => {
  it('says what it was upscaled from, on its card and in its details, with its pixel size', async () => {
    server.use(
      signedInSession(),
      http.get('/api/results', () => HttpResponse.json([LIVING_ROOM_4K, LIVING_ROOM])),
    );
    const { user } = renderApp('/account?tab=results');
    const upscaledCard = within(await screen.findByRole('article', { name: 'Living room (upscaled to Ultra 4K)' }));
    expect(upscaledCard.getByText('Ultra 4K')).toBeInTheDocument();
    expect(upscaledCard.getByText('Upscaled from Living room')).toBeInTheDocument();

    await user.click(upscaledCard.getByRole('button', { name: 'Details: Living room (upscaled to Ultra 4K)' }));
    const size = within(
      within(await findReadyDialog('Living room (upscaled to Ultra 4K)')).getByRole('region', { name: 'Size' }),
    );
    expect(size.getByText('3840 × 2880 px')).toBeInTheDocument();
    expect(size.getByText('Upscaled from Living room')).toBeInTheDocument();
    expect(size.queryByRole('button')).not.toBeInTheDocument();
  });

  it('finds an original that is not among the newest results, and says only "Upscaled" once it is gone', async () => {
    const asked: string[] = [];
    server.use(
      signedInSession(),
      http.get('/api/results', () =>
        HttpResponse.json([
          { ...LIVING_ROOM_4K, id: 'result-10', title: 'Porch', upscaledFrom: 'old-1' },
          { ...LIVING_ROOM_4K, id: 'result-11', title: 'Attic', upscaledFrom: 'gone-1' },
        ]),
      ),
      http.get('/api/results/:id', ({ params }) => {
        asked.push(String(params.id));
        return params.id === 'old-1'
          ? HttpResponse.json(imageResult({ id: 'old-1', title: 'Porch before' }))
          : HttpResponse.json({ message: 'Result not found', code: 'not_found' }, { status: 404 });
      }),
    );
    renderApp('/app');
    expect(
      await within(await card('Porch (upscaled to Ultra 4K)')).findByText('Upscaled from Porch before'),
    ).toBeInTheDocument();
    const attic = within(await card('Attic (upscaled to Ultra 4K)'));
    await waitFor(() => expect(asked).toContain('gone-1'));
    expect(attic.getByText('Upscaled')).toBeInTheDocument();
    expect(attic.queryByText(/^Upscaled from/)).not.toBeInTheDocument();
  });
});
