import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, type HttpHandler, HttpResponse } from 'msw';
import { JOB_POLL_INTERVAL_MS, REMIX_SETTINGS_STORAGE_KEY } from '@roomremix/contracts/constants';
import { remixModeSchema } from '@roomremix/contracts/enums';
import type { ImageResult } from '@roomremix/contracts/remix';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageResult, publicConfig, remixJob, succeededJob } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import {
  configHandler,
  liveSession,
  resultsStore,
  server,
  setSignedInHint,
  signedInSession,
  testUser,
} from '@test/server';
import { findReadyDialog } from '@test/dialogs';
import { formDataOf } from '@test/form-data';

const RESULT = imageResult();

const png = (name = 'room.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeEach(() => {
  window.localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function studio(results: ImageResult[] = [], user = testUser) {
  server.use(
    signedInSession(user),
    http.get('/api/results', () => HttpResponse.json(results)),
  );
  return renderApp('/app');
}

async function pick(zone: string, files: File[]) {
  fireEvent.change(await screen.findByTestId(`${zone} input`), { target: { files } });
}

const startButton = () => screen.getByRole('button', { name: /^Start Remix/ });

const resultImage = (answer: () => Response) => http.get(RESULT.resultImageUrl, answer);

/**
 * The studio after a remix that succeeded at once and shows RESULT (its success toast closed). `handlers` answer
 * the rest, e.g. the result image or the results list (an empty list when they do not).
 */
async function finishedRemix(...handlers: HttpHandler[]) {
  // The first matching handler answers: the given ones come before the defaults.
  server.use(
    ...handlers,
    signedInSession(),
    http.get('/api/results', () => HttpResponse.json([])),
    http.post('/api/process', () => HttpResponse.json({ job: remixJob({}) }, { status: 202 })),
    http.get('/api/jobs/job-1', () => HttpResponse.json(succeededJob([RESULT]))),
  );
  const view = renderApp('/app');
  await view.user.selectOptions(await screen.findByLabelText('Room style'), 'Scandinavian');
  await pick('Base image', [png('first-room.png')]);
  await pick('Reference images', [png('oak.png')]);
  await view.user.click(startButton());
  const result = await screen.findByRole('region', { name: 'Remix result' });
  const success = await screen.findByRole('status', { name: 'Success!' });
  await view.user.click(within(success).getByRole('button', { name: 'Close notification' }));
  return { ...view, result };
}

/** Answers each Start Remix with a job that succeeds at once, recording the text fields of every submit. */
function recordSubmittedFields(): Record<string, string>[] {
  const submitted: Record<string, string>[] = [];
  server.use(
    http.post('/api/process', async ({ request }) => {
      const fields: Record<string, string> = {};
      (await formDataOf(request)).forEach((value, name) => {
        if (typeof value === 'string') fields[name] = value;
      });
      submitted.push(fields);
      return HttpResponse.json({ job: remixJob({}) }, { status: 202 });
    }),
    http.get('/api/jobs/job-1', () => HttpResponse.json(succeededJob([RESULT]))),
  );
  return submitted;
}

/** Variants `numbers` of a remix that asked for `count`, each with its own image (`/files/result-<n>.png`). */
const variantsOf = (count: number, ...numbers: number[]) =>
  numbers.map((variant) =>
    imageResult({
      id: `result-${variant}`,
      resultImageUrl: `/files/result-${variant}.png`,
      variant,
      variantCount: count,
      structureScore: 80 + variant,
    }),
  );

/** The name a variant goes by on screen: the shared title and which variant it is. */
const variantName = (variant: number, count: number) => `${RESULT.title} (variant ${variant} of ${count})`;

/**
 * Deletes the result whose details dialog `name` is opening, once that dialog and then its confirmation take the
 * pointer (a dialog over another becomes the top layer a frame after it renders).
 */
async function deleteFromDetails(user: ReturnType<typeof renderApp>['user'], name: string): Promise<void> {
  await user.click(within(await findReadyDialog(name)).getByRole('button', { name: 'Delete' }));
  await user.click(
    within(await findReadyDialog('Delete this result?', 'alertdialog')).getByRole('button', { name: 'Delete' }),
  );
}

describe('Remix studio', () => {
  it('follows the job from the 202 answer: the job is asked for again only a poll interval later, not at once', async () => {
    let answeredAt = 0;
    const pollsAfterMs: number[] = [];
    server.use(
      signedInSession(),
      http.get('/api/results', () => HttpResponse.json([])),
      http.post('/api/process', () => {
        answeredAt = Date.now();
        return HttpResponse.json({ job: remixJob({}) }, { status: 202 });
      }),
      http.get('/api/jobs/job-1', () => {
        pollsAfterMs.push(Date.now() - answeredAt);
        return HttpResponse.json(succeededJob([RESULT]));
      }),
    );
    const { user } = renderApp('/app');
    await user.selectOptions(await screen.findByLabelText('Room style'), 'Scandinavian');
    await pick('Base image', [png()]);
    await user.click(startButton());

    expect(await screen.findByText('Waiting in the queue')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Remix result' });
    // A slow machine only delays the poll further; asking at once would show here as a few milliseconds.
    expect(pollsAfterMs).toHaveLength(1);
    expect(pollsAfterMs[0]).toBeGreaterThanOrEqual(JOB_POLL_INTERVAL_MS * 0.9);
  });

  it('shows the three numbered cards, the tip, and the empty previous results', async () => {
    studio();
    expect(await screen.findByRole('region', { name: 'Your Room' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Design Elements' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Create Your Remix' })).toBeInTheDocument();
    expect(screen.getByText(/at least 1080x1080 pixels, well lit/)).toBeInTheDocument();
    expect(screen.getAllByText('PNG, JPG or WEBP (max. 25MB)')).toHaveLength(2);
    expect(
      await screen.findByText('No previous results found. Process some images to see them here!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Results' })).toHaveAttribute('href', '/account?tab=results');
    const howItWorks = screen.getByRole('region', { name: 'How it works' });
    expect(
      within(howItWorks)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Step 1: Upload Your Space', 'Step 2: Add Design Elements', 'Step 3: See Your New Space']);
  });

  it('shows 4 skeleton cards while the previous results load, then the 4 newest', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    server.use(
      signedInSession(),
      http.get('/api/results', async ({ request }) => {
        seen.push(new URL(request.url).search);
        await gate;
        return HttpResponse.json([RESULT, { ...RESULT, id: 'result-2', title: 'Kitchen' }]);
      }),
    );
    renderApp('/app');
    expect(await screen.findAllByTestId('result-skeleton')).toHaveLength(4);
    release();
    expect(await screen.findByRole('img', { name: 'Kitchen' })).toBeInTheDocument();
    expect(seen).toEqual(['?limit=4']);
  });

  it('applies the upload rules: rejected files in red, extras dropped, summary, remove', async () => {
    studio();
    await pick('Base image', [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('Invalid file "notes.txt": File type must be PNG, JPG or WEBP')).toBeInTheDocument();

    await pick('Base image', [png('a.png', 1536), png('b.png')]);
    expect(await screen.findByText('1 image(s) selected')).toBeInTheDocument();
    expect(screen.getByText('Total size: 1.5 KB')).toBeInTheDocument();
    expect(screen.queryByText(/Invalid file/)).not.toBeInTheDocument();
    expect(screen.getByText('Maximum number of images reached')).toBeInTheDocument();

    await pick('Reference images', [png('r1.png', 1024), png('r2.png', 1024)]);
    expect(await screen.findByText('2 image(s) selected')).toBeInTheDocument();
    expect(screen.getByText('Total size: 2.0 KB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add More' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByText('1 image(s) selected')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Browse Files' })).toHaveFocus());
  });

  it('checks picks in the order they were made: a slow photo keeps its place, and a full zone takes no more', async () => {
    const decodes = new Map<string, () => void>();
    const decoded = (name: string) => decodes.get(name)?.();
    vi.stubGlobal('createImageBitmap', (file: File) => {
      if (!file.name.startsWith('slow')) return Promise.resolve({ close: () => {} });
      return new Promise((resolve) => decodes.set(file.name, () => resolve({ close: () => {} })));
    });
    try {
      studio();
      await pick('Reference images', [png('slow.png')]);
      await pick('Reference images', [png('quick.png')]);
      expect(await screen.findByText('Checking the images…')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'quick.png' })).not.toBeInTheDocument();
      decoded('slow.png');
      await screen.findByText('2 image(s) selected');
      // eslint-disable-next-line testing-library/no-node-access -- the previews' grid is layout, with no role of its own
      const references = screen.getByRole('group', { name: 'Reference images' }).parentElement as HTMLElement;
      expect(
        within(references)
          .getAllByRole('img')
          .map((image) => image.getAttribute('alt')),
      ).toEqual(['slow.png', 'quick.png']);

      // Both picks find the base zone empty; only the first photo may stay.
      await pick('Base image', [png('slow-base.png')]);
      await pick('Base image', [png('other-base.png')]);
      decoded('slow-base.png');
      expect(await screen.findByRole('img', { name: 'slow-base.png' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Checking the images…')).not.toBeInTheDocument());
      expect(screen.queryByRole('img', { name: 'other-base.png' })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers the brush once a photo is picked, with nothing painted to undo or clear yet', async () => {
    const { user } = studio();
    await screen.findByRole('region', { name: 'Your Room' });
    expect(screen.queryByRole('button', { name: 'Change only part of the photo' })).not.toBeInTheDocument();
    await pick('Base image', [png('room.png')]);
    const toggle = await screen.findByRole('button', { name: 'Change only part of the photo' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the brush' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Paint' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Erase' }));
    expect(screen.getByRole('button', { name: 'Erase' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Remove room.png' }));
    expect(screen.queryByRole('button', { name: 'Hide the brush' })).not.toBeInTheDocument();
  });

  it('lights up the drop zone while files are dragged over it', async () => {
    studio();
    const zone = await screen.findByRole('group', { name: 'Base image' });
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-drag-active', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [png('dropped.png')] } });
    expect(zone).not.toHaveAttribute('data-drag-active');
    expect(await screen.findByRole('img', { name: 'dropped.png' })).toBeInTheDocument();
  });

  it('enables Start Remix only with a base image and a design input; intensity, custom style and quality follow the choices', async () => {
    const { user } = studio();
    await screen.findByRole('region', { name: 'Your Room' });
    expect(startButton()).toBeDisabled();
    expect(startButton()).toHaveTextContent('Start Remix · 1 token');
    expect(screen.queryByLabelText('Style intensity')).not.toBeInTheDocument();

    await pick('Base image', [png()]);
    await screen.findByText('1 image(s) selected');
    expect(startButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Color scheme'), '   ');
    expect(startButton()).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Room style'), 'Scandinavian');
    expect(startButton()).toBeEnabled();
    expect(screen.getByLabelText('Style intensity')).toHaveValue('moderate');

    await user.selectOptions(screen.getByLabelText('Room style'), 'Maintain Current Style');
    expect(startButton()).toBeDisabled();
    expect(screen.queryByLabelText('Style intensity')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Color scheme'), 'sage and cream');
    expect(startButton()).toBeEnabled();

    expect(screen.queryByLabelText('Quality')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Advanced options' }));
    await user.selectOptions(screen.getByLabelText('Quality'), 'hd');
    expect(startButton()).toHaveTextContent('Start Remix · 2 tokens');
  });

  it('says on its first screen, before any photo or step, that this installation runs a local colour grade, not AI', async () => {
    studio();
    const line = await screen.findByText(REMIX_MESSAGES.localEngineLine);
    expect(line.compareDocumentPosition(screen.getByRole('region', { name: 'Your Room' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('says before paying that the local engine runs no AI, and keeps Start Remix off for words alone', async () => {
    const { user } = studio();
    await pick('Base image', [png()]);
    await screen.findByText('1 image(s) selected');
    expect(screen.getByText(/^Local engine: no AI runs on this server\./)).toBeInTheDocument();
    // The hint offers only what this engine applies: words alone would leave Start Remix off.
    expect(screen.getByText('Add a reference image, a room style or a color scheme.')).toBeInTheDocument();
    expect(screen.queryByText(/or custom instructions/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Custom instructions'), 'Add plants');
    expect(startButton()).toBeDisabled();
    expect(screen.getByText(/^The local engine cannot follow written instructions/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Room style'), 'Custom');
    await user.type(screen.getByLabelText('Custom style'), 'moody loft');
    expect(startButton()).toBeDisabled();
    await pick('Reference images', [png('oak.png')]);
    await waitFor(() => expect(startButton()).toBeEnabled());
    expect(screen.getByText('Ready when you are.')).toBeInTheDocument();
  });

  it('with an AI engine, takes written instructions or a custom style alone, and says nothing of a local engine', async () => {
    server.use(
      configHandler(
        publicConfig({
          imageEngine: 'gemini',
          engine: {
            ...publicConfig().engine,
            modes: remixModeSchema.options,
            modesNeedingMask: [],
            followsInstructions: true,
            ultraUpscaled: false,
          },
        }),
      ),
    );
    const { user } = studio();
    await pick('Base image', [png()]);
    await screen.findByText('1 image(s) selected');
    await user.type(screen.getByLabelText('Custom instructions'), 'Add plants');
    await waitFor(() => expect(startButton()).toBeEnabled());
    expect(screen.queryByText(/^Local engine/)).not.toBeInTheDocument();
    expect(screen.queryByText(REMIX_MESSAGES.localEngineLine)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Custom instructions'));
    await user.selectOptions(screen.getByLabelText('Room style'), 'Custom');
    expect(startButton()).toBeEnabled();
  });

  it('saves the settings in local storage and restores them on load', async () => {
    const { user, unmount } = studio();
    await user.selectOptions(await screen.findByLabelText('Room style'), 'Scandinavian');
    await user.selectOptions(screen.getByLabelText('Style intensity'), 'dramatic');
    await user.click(screen.getByRole('checkbox', { name: /Preserve room structure/ }));
    await user.type(screen.getByLabelText('Color scheme'), 'sage');
    await user.click(screen.getByRole('button', { name: 'Advanced options' }));
    await user.selectOptions(screen.getByLabelText('Quality'), 'hd');
    expect(JSON.parse(window.localStorage.getItem(REMIX_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      roomStyle: 'scandinavian',
      styleIntensity: 'dramatic',
      preserveStructure: false,
      colorScheme: 'sage',
      quality: 'hd',
      showAdvanced: true,
    });
    unmount();

    studio();
    expect(await screen.findByLabelText('Room style')).toHaveValue('scandinavian');
    expect(screen.getByLabelText('Style intensity')).toHaveValue('dramatic');
    expect(screen.getByRole('checkbox', { name: /Preserve room structure/ })).not.toBeChecked();
    expect(screen.getByLabelText('Color scheme')).toHaveValue('sage');
    expect(screen.getByLabelText('Quality')).toHaveValue('hd');
  });

  it('steps the variants from 1 to 4, Start Remix costing each as one remix of the quality, and keeps the count', async () => {
    const { user, unmount } = studio();
    const variants = await screen.findByRole('spinbutton', { name: 'Variants' });
    expect(variants).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Fewer variants' })).toBeDisabled();
    expect(startButton()).toHaveTextContent('Start Remix · 1 token');

    await user.click(screen.getByRole('button', { name: 'More variants' }));
    await user.click(screen.getByRole('button', { name: 'More variants' }));
    expect(variants).toHaveValue(3);
    expect(startButton()).toHaveTextContent('Start Remix · 3 tokens');
    await user.click(screen.getByRole('button', { name: 'Advanced options' }));
    await user.selectOptions(screen.getByLabelText('Quality'), 'hd');
    expect(startButton()).toHaveTextContent('Start Remix · 6 tokens');
    await user.click(screen.getByRole('button', { name: 'More variants' }));
    expect(variants).toHaveValue(4);
    expect(screen.getByRole('button', { name: 'More variants' })).toBeDisabled();
    expect(startButton()).toHaveTextContent('Start Remix · 8 tokens');
    await user.click(screen.getByRole('button', { name: 'Fewer variants' }));
    expect(startButton()).toHaveTextContent('Start Remix · 6 tokens');
    expect(JSON.parse(window.localStorage.getItem(REMIX_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      variants: 3,
      quality: 'hd',
    });
    unmount();

    studio();
    expect(await screen.findByRole('spinbutton', { name: 'Variants' })).toHaveValue(3);
    expect(startButton()).toHaveTextContent('Start Remix · 6 tokens');
  });

  it('keeps a typed variant count whole and within 1 to 4, and ignores text that is no number', async () => {
    studio();
    const variants = await screen.findByRole('spinbutton', { name: 'Variants' });
    fireEvent.change(variants, { target: { value: '9' } });
    expect(variants).toHaveValue(4);
    fireEvent.change(variants, { target: { value: '0' } });
    expect(variants).toHaveValue(1);
    fireEvent.change(variants, { target: { value: '2.6' } });
    expect(variants).toHaveValue(3);
    fireEvent.change(variants, { target: { value: '' } });
    expect(variants).toHaveValue(3);
    expect(startButton()).toHaveTextContent('Start Remix · 3 tokens');
  });

  it('says up front when the variants cost more than the balance, and keeps Start Remix off', async () => {
    const { user } = studio([], { ...testUser, tokenBalance: 3, hasClaimedFreeTokens: true });
    await user.type(await screen.findByLabelText('Color scheme'), 'sage and cream');
    await pick('Base image', [png()]);
    await screen.findByText('1 image(s) selected');
    await user.click(screen.getByRole('button', { name: 'More variants' }));
    await user.click(screen.getByRole('button', { name: 'More variants' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(startButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'More variants' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not enough tokensThis remix costs 4 tokens and you have 3.',
    );
    expect(startButton()).toBeDisabled();
  });

  it('offers the modes the engine has, says why the others are off, and sends the mode and room type', async () => {
    const submitted = recordSubmittedFields();
    const { user } = studio();
    const mode = await screen.findByLabelText('Mode');
    await waitFor(() => expect(within(mode).getByRole('option', { name: /^Stage an empty room/ })).toBeDisabled());
    expect(
      within(mode).getByRole('option', { name: 'Stage an empty room (not available with this image engine)' }),
    ).toBeDisabled();
    expect(within(mode).getByRole('option', { name: 'Garden' })).toBeEnabled();
    expect(screen.getByLabelText('Room type')).toHaveValue('');

    // A mode alone is a design input, but not one the local engine applies by itself: it asks for one it does.
    await pick('Base image', [png()]);
    await screen.findByText('1 image(s) selected');
    expect(startButton()).toBeDisabled();
    await user.selectOptions(mode, 'garden');
    await user.selectOptions(screen.getByLabelText('Room type'), 'Garden');
    expect(startButton()).toBeDisabled();
    expect(screen.getByText(/^The local engine cannot follow written instructions/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Color scheme'), 'sage and cream');
    expect(startButton()).toBeEnabled();
    expect(JSON.parse(window.localStorage.getItem(REMIX_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      mode: 'garden',
      roomType: 'garden',
    });

    await user.click(startButton());
    await screen.findByRole('region', { name: 'Remix result' });
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({
      mode: 'garden',
      roomType: 'garden',
      roomStyle: 'none',
      colorScheme: 'sage and cream',
    });
  });

  it('shows a saved mode the engine no longer offers in error, with Start Remix off', async () => {
    window.localStorage.setItem(REMIX_SETTINGS_STORAGE_KEY, JSON.stringify({ mode: 'stage' }));
    studio();
    await pick('Base image', [png()]);
    await screen.findByText('1 image(s) selected');
    await waitFor(() =>
      expect(screen.getByLabelText('Mode')).toHaveAccessibleErrorMessage(
        'Stage an empty room is not available with this image engine. Please choose another mode.',
      ),
    );
    expect(startButton()).toBeDisabled();
  });

  it('lets a mode the engine does only on a painted region be chosen, and asks to paint before it can start', async () => {
    const { user } = studio();
    const mode = await screen.findByLabelText('Mode');
    const declutter = await within(mode).findByRole('option', { name: 'Declutter (paint what to remove)' });
    expect(declutter).toBeEnabled();
    await pick('Base image', [png()]);
    await screen.findByText('1 image(s) selected');
    await user.selectOptions(mode, 'declutter');
    expect(mode).toHaveAccessibleErrorMessage(
      'Declutter with this image engine removes only what you paint: paint it on your photo under Your Room, then start again.',
    );
    expect(startButton()).toBeDisabled();
    // What the local engine will do is a fill, not a colour grade.
    expect(screen.getByText(REMIX_MESSAGES.localEngineFillNotice)).toBeInTheDocument();
    expect(screen.queryByText(REMIX_MESSAGES.localEngineNotice)).not.toBeInTheDocument();
  });

  it('opens the labelling with the saved labels, attached to the references picked next', async () => {
    window.localStorage.setItem(
      REMIX_SETTINGS_STORAGE_KEY,
      JSON.stringify({ referenceImageLabels: ['wood: oak planks'] }),
    );
    studio();
    await pick('Reference images', [png('floor.png'), png('wall.png')]);
    expect(await screen.findByRole('button', { name: 'Label reference images' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByLabelText('Material of floor.png')).toHaveValue('wood');
    expect(screen.getByLabelText('Description of floor.png')).toHaveValue('oak planks');
    expect(screen.getByLabelText('Material of wall.png')).toHaveValue('');
  });

  it('only logs unreadable saved settings and starts from the defaults', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(REMIX_SETTINGS_STORAGE_KEY, '{not json');
    studio();
    expect(await screen.findByLabelText('Room style')).toHaveValue('none');
    expect(logged).toHaveBeenCalled();
  });

  it('uploads, follows the job through its stages and shows the result; New Remix keeps the settings', async () => {
    const submitted: { key: string | null; fields: Record<string, string>; files: string[] }[] = [];
    const polls = [
      remixJob({ status: 'processing', stage: 'generating', progress: 40 }),
      remixJob({ status: 'processing', stage: 'saving', progress: 90 }),
      succeededJob([RESULT], { notes: ['Made by the local engine.'] }),
    ];
    let resultsCalls = 0;
    let userCalls = 0;
    setSignedInHint(true);
    server.use(
      http.get('/api/user', () => {
        userCalls += 1;
        return HttpResponse.json(testUser);
      }),
      http.get('/api/results', () => HttpResponse.json(resultsCalls++ === 0 ? [] : [RESULT])),
      http.post('/api/process', async ({ request }) => {
        const form = await formDataOf(request);
        const fields: Record<string, string> = {};
        const files: string[] = [];
        form.forEach((value, name) => {
          if (typeof value === 'string') fields[name] = value;
          else files.push(`${name}:${value.name}`);
        });
        submitted.push({ key: request.headers.get('idempotency-key'), fields, files });
        return HttpResponse.json({ job: remixJob({}) }, { status: 202 });
      }),
      http.get('/api/jobs/job-1', () => HttpResponse.json(polls.shift() ?? succeededJob([RESULT]))),
    );
    const { user } = renderApp('/app');
    await user.selectOptions(await screen.findByLabelText('Room style'), 'Scandinavian');
    await pick('Base image', [png()]);
    await pick('Reference images', [png('oak.png')]);
    await user.click(startButton());

    expect(await screen.findByText('Processing images...')).toBeInTheDocument();
    expect(screen.getByText('This may take a few minutes')).toBeInTheDocument();
    expect(await screen.findByText('Generating your design: 40%')).toBeInTheDocument();
    expect(await screen.findByText('Saving the result: 90%')).toBeInTheDocument();

    const result = await screen.findByRole('region', { name: 'Remix result' });
    expect(result).toHaveFocus();
    expect(
      within(result).getByRole('slider', { name: `Compare before and after: ${RESULT.title}` }),
    ).toBeInTheDocument();
    expect(within(result).getByText('Local engine')).toBeInTheDocument();
    expect(within(result).getByText('Structure score: 87/100')).toBeInTheDocument();
    expect(within(result).getByText('Made by the local engine.')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Download' })).toHaveAttribute('href', RESULT.resultImageUrl);
    const success = await screen.findByRole('status', { name: 'Success!' });
    expect(success).toHaveTextContent('Your images have been processed successfully.');
    expect(await screen.findByRole('img', { name: RESULT.title })).toBeInTheDocument();

    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.key).toMatch(/^[\w-]{8,}$/);
    expect(submitted[0]?.files).toEqual(['baseImage:room.png', 'referenceImages:oak.png']);
    expect(submitted[0]?.fields).toMatchObject({
      roomStyle: 'scandinavian',
      quality: 'standard',
      preserveStructure: 'true',
      referenceImageLabels: '[""]',
    });
    expect(submitted[0]?.fields.title).toMatch(/^Result /);
    await waitFor(() => expect(userCalls).toBeGreaterThanOrEqual(3));

    // One toast at a time: close the success toast so the next one shows at once.
    await user.click(within(success).getByRole('button', { name: 'Close notification' }));
    await user.click(within(result).getByRole('button', { name: 'New Remix' }));
    expect(await screen.findByRole('status', { name: 'Ready for a new remix' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Browse Files' })).toHaveFocus());
    expect(screen.getByText('1 image(s) selected')).toBeInTheDocument();
    expect(screen.getByLabelText('Room style')).toHaveValue('scandinavian');
    expect(startButton()).toBeDisabled();
  });

  it('shows the reference labelling only with references and sends "material: description" labels in order', async () => {
    const submitted = recordSubmittedFields();
    const { user } = studio();
    await screen.findByRole('region', { name: 'Design Elements' });
    expect(screen.queryByRole('button', { name: 'Label reference images' })).not.toBeInTheDocument();

    await pick('Base image', [png()]);
    await pick('Reference images', [png('floor.png'), png('chair.png')]);
    const toggle = await screen.findByRole('button', { name: 'Label reference images' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Material of floor.png')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('list', { name: 'Reference image labels' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(screen.getByLabelText('Material of floor.png')).toHaveValue('');
    expect(
      within(screen.getByLabelText('Material of floor.png')).getByRole('option', { name: 'No material' }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Material of chair.png'), 'Leather');
    await user.selectOptions(screen.getByLabelText('Material of floor.png'), 'Wood');
    await user.type(screen.getByLabelText('Description of floor.png'), 'light oak planks');
    expect(JSON.parse(window.localStorage.getItem(REMIX_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      referenceImageLabels: ['wood: light oak planks', 'leather'],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove chair.png' }));
    expect(screen.queryByLabelText('Material of chair.png')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(REMIX_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      referenceImageLabels: ['wood: light oak planks'],
    });

    await user.click(startButton());
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.referenceImageLabels).toBe('["wood: light oak planks"]');
    // Ends once the job finished: a job still running polls every second, and a poll going out as the test ends
    // would reach the next test's request handlers.
    expect(await screen.findByRole('region', { name: 'Remix result' })).toBeInTheDocument();
  });

  it('drops the label of a removed reference and keeps the others in order', async () => {
    const { user } = studio();
    await pick('Reference images', [png('a.png'), png('b.png')]);
    await user.click(await screen.findByRole('button', { name: 'Label reference images' }));
    await user.selectOptions(screen.getByLabelText('Material of a.png'), 'Metal');
    await user.type(screen.getByLabelText('Description of b.png'), 'velvet');
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.getByLabelText('Material of b.png')).toHaveValue('');
    expect(screen.getByLabelText('Description of b.png')).toHaveValue('velvet');
    expect(JSON.parse(window.localStorage.getItem(REMIX_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      referenceImageLabels: ['velvet'],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.queryByRole('button', { name: 'Label reference images' })).not.toBeInTheDocument();
  });

  it('switches the preview aspect between wide (default), square and video', async () => {
    const { user } = studio();
    await pick('Base image', [png()]);
    // eslint-disable-next-line testing-library/no-node-access -- the preview's frame is layout (its aspect), with no role of its own
    const preview = () => screen.getByRole('img', { name: 'room.png' }).parentElement;
    await screen.findByText('1 image(s) selected');
    const aspects = screen.getByRole('radiogroup', { name: 'Preview crop of Base image' });
    // A preview, not an output choice: it says so where it is seen and heard.
    expect(aspects).toHaveAccessibleDescription('Only the preview is cropped: the remix uses your whole photo.');
    expect(screen.getByText('Only the preview is cropped: the remix uses your whole photo.')).toBeVisible();
    expect(within(aspects).getByRole('radio', { name: 'Wide (3:2)' })).toBeChecked();
    expect(preview()).toHaveAttribute('data-aspect', 'wide');
    await user.click(within(aspects).getByRole('radio', { name: 'Square' }));
    expect(preview()).toHaveAttribute('data-aspect', 'square');
    await user.click(within(aspects).getByRole('radio', { name: 'Video (16:9)' }));
    expect(preview()).toHaveAttribute('data-aspect', 'video');
    expect(within(aspects).getByRole('radio', { name: 'Wide (3:2)' })).not.toBeChecked();
  });

  it('says up front when the balance is short, pointing to the Starter Pack on the page, and keeps Start Remix off', async () => {
    const { user } = studio([], { ...testUser, tokenBalance: 0, hasClaimedFreeTokens: false });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Not enough tokensThis remix costs 1 token and you have 0.');
    // The offer is on this page: following the link keeps whatever was picked.
    const offer = screen.getByRole('region', { name: 'Starter Pack' });
    expect(within(notice).getByRole('link', { name: 'Get the Starter Pack' })).toHaveAttribute(
      'href',
      `#${offer.parentElement?.id}`,
    );

    await user.type(screen.getByLabelText('Custom instructions'), 'Add plants');
    await pick('Base image', [png()]);
    await screen.findByText('1 image(s) selected');
    expect(startButton()).toBeDisabled();
  });

  it('offers a new account its Starter Pack where it lands, claimed in one click with the photo kept, then Start Remix', async () => {
    const session = liveSession({ ...testUser, tokenBalance: 0, hasClaimedFreeTokens: false });
    server.use(
      session.handler,
      http.get('/api/results', () => HttpResponse.json([])),
      http.post('/api/tokens/free', () => {
        const claimed = { ...testUser, tokenBalance: 3, hasClaimedFreeTokens: true };
        session.setUser(claimed);
        return HttpResponse.json({ user: claimed });
      }),
    );
    const { user } = renderApp('/app');
    const offer = await screen.findByRole('region', { name: 'Starter Pack' });
    await user.selectOptions(screen.getByLabelText('Room style'), 'Scandinavian');
    await pick('Base image', [png()]);
    await screen.findByText('1 image(s) selected');
    expect(startButton()).toBeDisabled();

    await user.click(within(offer).getByRole('button', { name: 'Get 3 tokens' }));
    expect(await screen.findByRole('status', { name: 'Starter Pack activated!' })).toBeInTheDocument();
    await waitFor(() => expect(startButton()).toBeEnabled());
    expect(screen.getByText('1 image(s) selected')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Starter Pack' })).not.toBeInTheDocument();
    // The claim's button is gone: the focus moves on to what comes next, not to the top of the page.
    await waitFor(() => expect(startButton()).toHaveFocus());
  });

  it('offers nothing once the Starter Pack was claimed', async () => {
    studio([], { ...testUser, hasClaimedFreeTokens: true });
    await screen.findByRole('region', { name: 'Your Room' });
    expect(screen.queryByRole('region', { name: 'Starter Pack' })).not.toBeInTheDocument();
  });

  it('offers Buy Tokens once the Starter Pack was claimed, when HD costs more than the balance', async () => {
    const { user } = studio([], { ...testUser, tokenBalance: 1, hasClaimedFreeTokens: true });
    await screen.findByRole('region', { name: 'Your Room' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Advanced options' }));
    await user.selectOptions(screen.getByLabelText('Quality'), 'hd');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Not enough tokensThis remix costs 2 tokens and you have 1.');
    expect(within(notice).getByRole('link', { name: 'Buy Tokens' })).toHaveAttribute('href', '/account?tab=tokens');
  });

  it('explains a 402 with a Buy Tokens link', async () => {
    server.use(
      http.post('/api/process', () =>
        HttpResponse.json(
          { message: 'Not enough tokens: this remix costs 2 tokens and you have 1.', code: 'payment_required' },
          { status: 402 },
        ),
      ),
    );
    const { user } = studio();
    await user.type(await screen.findByLabelText('Color scheme'), 'sage and cream');
    await pick('Base image', [png()]);
    await user.click(startButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough tokens: this remix costs 2 tokens and you have 1.');
    expect(within(alert).getByRole('link', { name: 'Buy Tokens' })).toHaveAttribute('href', '/account?tab=tokens');
    expect(startButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Advanced options' }));
    await user.selectOptions(screen.getByLabelText('Quality'), 'Standard (1 token)');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops waiting, with the Error toast, when the job can no longer be read', async () => {
    server.use(
      http.post('/api/process', () => HttpResponse.json({ job: remixJob({}) }, { status: 202 })),
      http.get('/api/jobs/job-1', () =>
        HttpResponse.json({ message: 'Remix job not found.', code: 'not_found' }, { status: 404 }),
      ),
    );
    const { user } = studio();
    await user.type(await screen.findByLabelText('Color scheme'), 'sage and cream');
    await pick('Base image', [png()]);
    await user.click(startButton());
    expect(await screen.findByRole('status', { name: 'Error' })).toHaveTextContent('Remix job not found.');
    expect(screen.queryByText('Processing images...')).not.toBeInTheDocument();
    expect(startButton()).toBeEnabled();
  });

  it('keeps a file dropped beside the upload zones from replacing the page', async () => {
    studio();
    await screen.findByRole('region', { name: 'Your Room' });
    expect(fireEvent.dragOver(document.body)).toBe(false);
    expect(fireEvent.drop(document.body)).toBe(false);
  });

  it('says a failed job refunded the tokens, with the Error toast', async () => {
    server.use(
      http.post('/api/process', () => HttpResponse.json({ job: remixJob({}) }, { status: 202 })),
      http.get('/api/jobs/job-1', () =>
        HttpResponse.json(
          remixJob({
            status: 'failed',
            stage: 'done',
            progress: 100,
            refunded: true,
            error: 'The image engine is unavailable.',
          }),
        ),
      ),
    );
    const { user } = studio();
    await user.type(await screen.findByLabelText('Color scheme'), 'sage and cream');
    await pick('Base image', [png()]);
    await user.click(startButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image engine is unavailable. Your 1 token was refunded.',
    );
    // The hint above the failure asks for a retry; it does not say all is well.
    expect(screen.queryByText('Ready when you are.')).not.toBeInTheDocument();
    expect(screen.getByText('Start Remix to try again, or change the settings first.')).toBeInTheDocument();
    expect(startButton()).toBeEnabled();
    expect(await screen.findByRole('status', { name: 'Error' })).toHaveTextContent('The image engine is unavailable.');
  });

  it('toasts the fallback when the upload fails without a message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('/api/process', () => new HttpResponse(null, { status: 500 })));
    const { user } = studio();
    await user.type(await screen.findByLabelText('Color scheme'), 'sage and cream');
    await pick('Base image', [png()]);
    await user.click(startButton());
    expect(await screen.findByRole('status', { name: 'Error' })).toHaveTextContent(
      'Failed to process images. Please try again.',
    );
  });

  describe('Remix this result', () => {
    it('makes the result the new base image and keeps the references and settings', async () => {
      const { user, result } = await finishedRemix(
        resultImage(() => new HttpResponse(new Uint8Array(4096), { headers: { 'Content-Type': 'image/png' } })),
      );
      await user.click(within(result).getByRole('button', { name: 'Remix this result' }));

      expect(await screen.findByRole('status', { name: 'Ready for a new remix' })).toHaveTextContent(
        'Your result is now the base image.',
      );
      expect(screen.queryByRole('region', { name: 'Remix result' })).not.toBeInTheDocument();
      const room = screen.getByRole('region', { name: 'Your Room' });
      expect(within(room).getByText('1 image(s) selected')).toBeInTheDocument();
      expect(within(room).getByText('Total size: 4.0 KB')).toBeInTheDocument();
      expect(
        within(screen.getByRole('region', { name: 'Design Elements' })).getByText('1 image(s) selected'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Room style')).toHaveValue('scandinavian');
      expect(startButton()).toBeEnabled();
      await waitFor(() => expect(startButton()).toHaveFocus());
    });

    it('keeps the result on screen and toasts why when its image cannot be loaded', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user, result } = await finishedRemix(resultImage(() => new HttpResponse(null, { status: 403 })));
      await user.click(within(result).getByRole('button', { name: 'Remix this result' }));

      expect(await screen.findByRole('status', { name: 'Error' })).toHaveTextContent(
        'Could not load the result image (403). Please try again.',
      );
      expect(screen.getByRole('region', { name: 'Remix result' })).toBeInTheDocument();
    });
  });

  it('shows the finished remix whole, and full screen on demand', async () => {
    const { user, result } = await finishedRemix();
    expect(within(result).getByRole('img', { name: `${RESULT.title}, after` })).toHaveAttribute(
      'src',
      RESULT.resultImageUrl,
    );

    await user.click(within(result).getByRole('button', { name: 'Full screen' }));
    const viewer = within(await screen.findByRole('dialog', { name: RESULT.title }));
    expect(viewer.getByRole('slider', { name: `Compare before and after: ${RESULT.title}` })).toBeInTheDocument();
    await user.click(viewer.getByRole('button', { name: 'Close image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the variants side by side, each with its own slider, Download, Share and Remix this result; the notes once', async () => {
    const made = variantsOf(3, 1, 2);
    const note = '1 of 3 variants could not be made; 1 token refunded.';
    const submitted = recordSubmittedFields();
    server.use(
      http.get('/api/jobs/job-1', () =>
        HttpResponse.json(succeededJob(made, { cost: 3, variants: 3, refundedTokens: 1, notes: [note] })),
      ),
      // Only the second variant's image may be fetched for 'Remix this result'.
      http.get('/files/result-1.png', () => new HttpResponse(null, { status: 404 })),
      http.get(
        '/files/result-2.png',
        () => new HttpResponse(new Uint8Array(3072), { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    const { user } = studio();
    await user.selectOptions(await screen.findByLabelText('Room style'), 'Scandinavian');
    await pick('Base image', [png()]);
    await user.click(screen.getByRole('button', { name: 'More variants' }));
    await user.click(screen.getByRole('button', { name: 'More variants' }));
    await user.click(screen.getByRole('button', { name: 'Start Remix · 3 tokens' }));

    const result = await screen.findByRole('region', { name: 'Remix result' });
    expect(submitted[0]).toMatchObject({ variants: '3', quality: 'standard' });
    expect(
      within(screen.getByRole('region', { name: 'Create Your Remix' })).getByText(
        'Your 2 variants are ready: compare them below.',
      ),
    ).toBeInTheDocument();
    expect(within(result).getAllByText(note)).toHaveLength(1);
    const panels = within(result).getAllByRole('article');
    expect(panels.map((panel) => panel.getAttribute('aria-label'))).toEqual([variantName(1, 3), variantName(2, 3)]);
    panels.forEach((panel, index) => {
      const variant = index + 1;
      const inPanel = within(panel);
      expect(inPanel.getByRole('heading', { name: `Variant ${variant} of 3` })).toBeInTheDocument();
      expect(
        inPanel.getByRole('slider', { name: `Compare before and after: ${variantName(variant, 3)}` }),
      ).toBeInTheDocument();
      expect(inPanel.getByRole('img', { name: `${variantName(variant, 3)}, after` })).toHaveAttribute(
        'src',
        `/files/result-${variant}.png`,
      );
      expect(inPanel.getByText(`Structure score: ${80 + variant}/100`)).toBeInTheDocument();
      expect(inPanel.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `/files/result-${variant}.png`);
      expect(inPanel.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    });
    expect(within(result).getAllByRole('button', { name: 'New Remix' })).toHaveLength(1);

    const second = within(panels[1] as HTMLElement);
    await user.click(second.getByRole('button', { name: 'Full screen' }));
    const viewer = within(await screen.findByRole('dialog', { name: variantName(2, 3) }));
    await user.click(viewer.getByRole('button', { name: 'Close image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const success = await screen.findByRole('status', { name: 'Success!' });
    await user.click(within(success).getByRole('button', { name: 'Close notification' }));
    await user.click(second.getByRole('button', { name: 'Remix this result' }));
    expect(await screen.findByRole('status', { name: 'Ready for a new remix' })).toHaveTextContent(
      'Your result is now the base image.',
    );
    expect(screen.queryByRole('region', { name: 'Remix result' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Your Room' })).getByText('Total size: 3.0 KB'),
    ).toBeInTheDocument();
    expect(startButton()).toHaveTextContent('Start Remix · 3 tokens');
  });

  it('keeps the other variants on screen when one is deleted from Previous Results', async () => {
    const made = variantsOf(2, 1, 2);
    const store = resultsStore(made);
    const { user, result } = await finishedRemix(
      ...store.handlers,
      http.get('/api/jobs/job-1', () => HttpResponse.json(succeededJob(made))),
    );
    const previous = screen.getByRole('region', { name: 'Your Previous Results' });
    await user.click(await within(previous).findByRole('button', { name: `Details: ${variantName(1, 2)}` }));
    await deleteFromDetails(user, variantName(1, 2));

    expect(await screen.findByRole('status', { name: 'Result deleted' })).toBeInTheDocument();
    await waitFor(() => expect(within(result).getAllByRole('article')).toHaveLength(1));
    expect(within(result).getByRole('article', { name: variantName(2, 2) })).toBeInTheDocument();
  });

  it('leaves the result view when that result is deleted from Previous Results', async () => {
    const store = resultsStore([RESULT]);
    const { user } = await finishedRemix(...store.handlers);
    const previous = screen.getByRole('region', { name: 'Your Previous Results' });
    await user.click(await within(previous).findByRole('button', { name: `Details: ${RESULT.title}` }));
    await deleteFromDetails(user, RESULT.title);

    expect(await screen.findByRole('status', { name: 'Result deleted' })).toBeInTheDocument();
    expect(store.deleted).toEqual([RESULT.id]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Remix result' })).not.toBeInTheDocument());
    expect(startButton()).toBeEnabled();
  });
});
