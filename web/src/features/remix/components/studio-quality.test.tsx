import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REMIX_SETTINGS_STORAGE_KEY } from '@roomremix/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageResult, publicConfig, remixJob, succeededJob } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { configHandler, server, signedInSession, testUser } from '@test/server';
import { ULTRA_ENLARGED_NOTICE } from '@/lib/quality-options';
import { formDataOf } from '@test/form-data';

const png = () => new File([new Uint8Array(2048)], 'room.png', { type: 'image/png' });

/** An engine's config: the local one (Ultra enlarged) unless `engine` says otherwise. */
const engineConfig = (engine: Partial<ReturnType<typeof publicConfig>['engine']>, imageEngine = 'openai' as const) =>
  configHandler(
    publicConfig({ imageEngine, engine: { ...publicConfig().engine, followsInstructions: true, ...engine } }),
  );

beforeEach(() => {
  window.localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The studio of a user with `balance` tokens, answering Start Remix with a job that succeeds; `sent` records the quality. */
function studio(balance = 20) {
  const sent: string[] = [];
  server.use(
    signedInSession({ ...testUser, tokenBalance: balance }),
    http.get('/api/results', () => HttpResponse.json([])),
    http.post('/api/process', async ({ request }) => {
      sent.push(String((await formDataOf(request)).get('quality')));
      return HttpResponse.json({ job: remixJob({}) }, { status: 202 });
    }),
    http.get('/api/jobs/job-1', () => HttpResponse.json(succeededJob([imageResult()]))),
  );
  return { ...renderApp('/app'), sent };
}

const startButton = () => screen.getByRole('button', { name: /^Start Remix/ });

async function qualitySelect(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Advanced options' }));
  return screen.getByLabelText('Quality');
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Quality in the studio', () => {
  it('offers Ultra 4K with its cost on the local engine, says it is enlarged from HD, and sends it', async () => {
    const { user, sent } = studio();
    const quality = await qualitySelect(user);
    await vi.waitFor(() =>
      expect(optionTexts(quality)).toEqual(['Standard (1 token)', 'HD (2 tokens)', 'Ultra 4K (4 tokens)']),
    );
    expect(quality).toHaveAccessibleDescription(ULTRA_ENLARGED_NOTICE);
    expect(screen.getByText(ULTRA_ENLARGED_NOTICE)).toBeVisible();

    await user.selectOptions(quality, 'Ultra 4K (4 tokens)');
    expect(startButton()).toHaveTextContent('Start Remix · 4 tokens');
    await user.click(screen.getByRole('button', { name: 'More variants' }));
    expect(startButton()).toHaveTextContent('Start Remix · 8 tokens');
    await user.click(screen.getByRole('button', { name: 'Fewer variants' }));

    fireEvent.change(await screen.findByTestId('Base image input'), { target: { files: [png()] } });
    await user.selectOptions(screen.getByLabelText('Room style'), 'Scandinavian');
    await user.click(startButton());
    await screen.findByRole('region', { name: 'Remix result' });
    expect(sent).toEqual(['ultra']);
  });

  it('offers Ultra from OpenAI, says before paying that the model draws it at up to 2560 px and it is enlarged', async () => {
    server.use(engineConfig({ ultraUpscaled: true, ultraDrawnUpTo: 2560 }));
    const { user } = studio();
    const quality = await qualitySelect(user);
    await vi.waitFor(() => expect(optionTexts(quality)).toContain('Ultra 4K (4 tokens)'));
    const notice =
      'Ultra 4K here is drawn by the AI model at up to 2560 px, the largest size its provider does not call ' +
      'experimental, then enlarged to 3840 px (Lanczos): bigger for print, with no new detail beyond 2560 px.';
    await vi.waitFor(() => expect(quality).toHaveAccessibleDescription(notice));
    expect(screen.getByText(notice)).toBeVisible();
    expect(screen.queryByText(ULTRA_ENLARGED_NOTICE)).not.toBeInTheDocument();
  });

  it('offers Ultra from an engine that draws 4K without the enlarged note', async () => {
    server.use(engineConfig({ ultraUpscaled: false }));
    const { user } = studio();
    const quality = await qualitySelect(user);
    await vi.waitFor(() => expect(optionTexts(quality)).toContain('Ultra 4K (4 tokens)'));
    expect(screen.queryByText(ULTRA_ENLARGED_NOTICE)).not.toBeInTheDocument();
  });

  it('does not offer Ultra when the engine lacks it, and sends a saved Ultra as standard', async () => {
    window.localStorage.setItem(
      REMIX_SETTINGS_STORAGE_KEY,
      JSON.stringify({ quality: 'ultra', showAdvanced: true, roomStyle: 'scandinavian' }),
    );
    let configAnswered = false;
    const config = publicConfig({ engine: { ...publicConfig().engine, qualities: ['standard', 'hd'] } });
    server.use(
      http.get('/api/config', () => {
        configAnswered = true;
        return HttpResponse.json(config);
      }),
    );
    const { user, sent } = studio();
    const quality = await screen.findByLabelText('Quality');
    await vi.waitFor(() => expect(configAnswered).toBe(true));
    // The local engine's notice shows once its config is in.
    await screen.findByText(/^Local engine: no AI runs on this server\./);
    expect(optionTexts(quality)).toEqual(['Standard (1 token)', 'HD (2 tokens)']);
    expect(quality).toHaveValue('standard');
    expect(startButton()).toHaveTextContent('Start Remix · 1 token');
    expect(screen.queryByText(ULTRA_ENLARGED_NOTICE)).not.toBeInTheDocument();

    fireEvent.change(await screen.findByTestId('Base image input'), { target: { files: [png()] } });
    await screen.findByText('1 image(s) selected');
    await user.click(startButton());
    await screen.findByRole('region', { name: 'Remix result' });
    expect(sent).toEqual(['standard']);
  });

  it('says up front when Ultra variants cost more than the balance', async () => {
    const { user } = studio(5);
    await user.selectOptions(await qualitySelect(user), 'ultra');
    await user.click(screen.getByRole('button', { name: 'More variants' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This remix costs 8 tokens and you have 5.');
    expect(startButton()).toBeDisabled();
  });

  it("tells Ultra's cost in How it works only where the engine has it", async () => {
    const view = studio();
    const steps = await screen.findByRole('region', { name: 'How it works' });
    await vi.waitFor(() => expect(steps).toHaveTextContent('(1 token, 2 in HD or 4 in Ultra 4K)'));
    expect(steps).toHaveTextContent('upscale it to 4K for print');
    view.unmount();

    server.use(engineConfig({ qualities: ['standard', 'hd'] }));
    studio();
    const without = await screen.findByRole('region', { name: 'How it works' });
    expect(without).toHaveTextContent('(1 token, or 2 in HD)');
    expect(without).not.toHaveTextContent('Ultra');
  });
});
