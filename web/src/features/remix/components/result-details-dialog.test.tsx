import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ImageResult } from '@roomremix/contracts/remix';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findReadyDialog } from '@test/dialogs';
import { imageResult } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { resultsStore, server, signedInSession } from '@test/server';

const BEDROOM = imageResult({
  id: 'result-7',
  title: 'Bedroom',
  baseImageUrl: '/files/bedroom-base.jpg',
  resultImageUrl: '/files/bedroom-result.png',
  referenceImageUrls: ['/files/ref-oak.png', '/files/ref-chair.png'],
  referenceImageLabels: ['wood: light oak planks', ''],
  textPrompt: 'Add plants by the window',
  colorScheme: 'sage and cream',
  quality: 'hd',
  roomStyle: 'art-deco',
  styleIntensity: 'dramatic',
  tokensUsed: 2,
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** My Results over `results`, with the details dialog of the first one open. */
async function openDetails(results: ImageResult[]) {
  const store = resultsStore(results);
  server.use(signedInSession(), ...store.handlers);
  const view = renderApp('/account?tab=results');
  const [first] = results;
  await view.user.click(await screen.findByRole('button', { name: `Details: ${first?.title}` }));
  const dialog = await screen.findByRole('dialog', { name: first?.title });
  return { ...view, store, dialog };
}

const badges = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: 'Settings' }))
    .getAllByRole('listitem')
    .map((badge) => badge.textContent);

async function confirmDelete(user: Awaited<ReturnType<typeof openDetails>>['user'], dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  const confirmation = within(await findReadyDialog('Delete this result?', 'alertdialog'));
  expect(confirmation.getByText('This cannot be undone.')).toBeInTheDocument();
  return confirmation;
}

describe('Result details', () => {
  it('shows the original, the remix, the labelled references, the settings, prompt, colour scheme and date', async () => {
    const { dialog } = await openDetails([BEDROOM]);
    const details = within(dialog);
    expect(details.getByRole('img', { name: 'Bedroom, original' })).toHaveAttribute('src', '/files/bedroom-base.jpg');
    expect(details.getByRole('img', { name: 'Bedroom, remixed' })).toHaveAttribute('src', '/files/bedroom-result.png');

    const references = within(details.getByRole('region', { name: 'Reference images' }));
    expect(references.getByRole('img', { name: 'Reference image 1' })).toHaveAttribute('src', '/files/ref-oak.png');
    expect(references.getByRole('img', { name: 'Reference image 2' })).toHaveAttribute('src', '/files/ref-chair.png');
    expect(references.getByText('wood: light oak planks')).toBeInTheDocument();
    expect(references.getAllByRole('figure').map((figure) => figure.textContent)).toEqual([
      'wood: light oak planks',
      '',
    ]);

    expect(badges(dialog)).toEqual(['Quality: HD', 'Style: Art Deco', 'Intensity: Dramatic', 'Structure preserved']);
    expect(details.queryByRole('region', { name: 'Painted region' })).not.toBeInTheDocument();
    expect(
      within(details.getByRole('region', { name: 'Prompt' })).getByText('Add plants by the window'),
    ).toBeInTheDocument();
    expect(
      within(details.getByRole('region', { name: 'Color scheme' })).getByText('sage and cream'),
    ).toBeInTheDocument();
    expect(details.getByText(/^Created/)).toHaveTextContent(/^Created May 3, 2025, \d{1,2}:\d\d [AP]M$/);

    const download = details.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/files/bedroom-result.png');
    expect(download).toHaveAttribute('download', 'roomremix-bedroom-2025-05-03.jpg');
  });

  it('shows the painted region, the mode and the room type of a remix that had them, and no region without one', async () => {
    const painted = {
      ...BEDROOM,
      id: 'result-8',
      maskImageUrl: '/files/bedroom-mask.png',
      mode: 'declutter',
      roomType: 'bedroom',
    } as const;
    const { dialog } = await openDetails([painted]);
    const details = within(dialog);
    const region = within(details.getByRole('region', { name: 'Painted region' }));
    expect(region.getByRole('img', { name: 'Bedroom, painted region' })).toHaveAttribute(
      'src',
      '/files/bedroom-mask.png',
    );
    expect(badges(dialog)).toEqual([
      'Quality: HD',
      'Mode: Declutter',
      'Room: Bedroom',
      'Style: Art Deco',
      'Intensity: Dramatic',
      'Structure preserved',
    ]);
  });

  it('saves the image under roomremix-<title>-<date> with the extension of what the server sent', async () => {
    server.use(
      http.get('/files/bedroom-result.png', () =>
        HttpResponse.arrayBuffer(new Uint8Array([0xff, 0xd8, 0xff]).buffer, {
          headers: { 'Content-Type': 'image/jpeg' },
        }),
      ),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:download');
    URL.revokeObjectURL = vi.fn();
    const { dialog, user } = await openDetails([{ ...BEDROOM, title: 'Result May 3, 2025, 2:15 PM' }]);
    const details = within(dialog);

    await user.click(details.getByRole('link', { name: 'Download' }));

    await waitFor(() => expect(saved).toEqual(['roomremix-result-may-3-2025-2-15-pm-2025-05-03.jpg']));
  });

  it("leaves out the style for 'none', and says when the structure was modified", async () => {
    const { dialog } = await openDetails([imageResult({ roomStyle: 'none', preserveStructure: false })]);
    const details = within(dialog);
    expect(badges(dialog)).toEqual(['Quality: Standard', 'Intensity: Moderate', 'Structure modified']);
    expect(details.queryByRole('region', { name: 'Reference images' })).not.toBeInTheDocument();
    expect(details.queryByRole('region', { name: 'Prompt' })).not.toBeInTheDocument();
    expect(details.queryByRole('region', { name: 'Color scheme' })).not.toBeInTheDocument();
  });

  it('shows the text of a custom style', async () => {
    const { dialog } = await openDetails([
      imageResult({ roomStyle: 'other', customStyle: 'Japandi', styleIntensity: 'subtle' }),
    ]);
    expect(badges(dialog)).toEqual(['Quality: Standard', 'Style: Japandi', 'Intensity: Subtle', 'Structure preserved']);
  });

  it('deletes after confirmation: the result leaves the list and a toast says so', async () => {
    const other = imageResult({ id: 'result-8', title: 'Hallway' });
    const { user, dialog, store } = await openDetails([BEDROOM, other]);
    const confirmation = await confirmDelete(user, dialog);
    await user.click(confirmation.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('status', { name: 'Result deleted' })).toBeInTheDocument();
    expect(store.deleted).toEqual(['result-7']);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bedroom' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hallway' })).toBeInTheDocument();
    expect(screen.getByText('Showing all 1 image result(s)')).toBeInTheDocument();
  });

  it("toasts the server's message when deleting fails, and keeps the result", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openDetails([BEDROOM]);
    server.use(
      http.delete('/api/results/:id', () =>
        HttpResponse.json({ message: 'Result not found', code: 'not_found' }, { status: 404 }),
      ),
    );
    const confirmation = await confirmDelete(user, dialog);
    await user.click(confirmation.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('status', { name: 'Error' })).toHaveTextContent('Result not found');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Bedroom' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bedroom', hidden: true })).toBeInTheDocument();
  });

  it('sends nothing when the deletion is cancelled', async () => {
    const { user, dialog, store } = await openDetails([BEDROOM]);
    const confirmation = await confirmDelete(user, dialog);
    await user.click(confirmation.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store.deleted).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Bedroom' })).toBeInTheDocument();
  });
});
