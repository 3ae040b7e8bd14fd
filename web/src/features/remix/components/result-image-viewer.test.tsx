import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageResult } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { server, signedInSession } from '@test/server';

const ULTRA = imageResult({
  title: 'Loft',
  quality: 'ultra',
  resultImageUrl: '/files/loft-4k.jpg',
  width: 3840,
  height: 2560,
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** My Results with the Ultra result's viewer open, at Fit. */
async function openViewer() {
  server.use(
    signedInSession(),
    http.get('/api/results', () => HttpResponse.json([ULTRA])),
  );
  const view = renderApp('/account?tab=results');
  await view.user.click(await screen.findByRole('button', { name: 'View full image: Loft (Ultra 4K)' }));
  return { user: view.user, dialog: await screen.findByRole('dialog', { name: 'Loft (Ultra 4K)' }) };
}

describe('The image viewer', () => {
  it('opens an Ultra result whole, fit to the screen, and toggles to 100 % and back', async () => {
    const { user, dialog } = await openViewer();
    const viewer = within(dialog);
    const fit = viewer.getByRole('button', { name: 'Fit to screen' });
    const actual = viewer.getByRole('button', { name: '100 % (actual pixels)' });
    expect(fit).toHaveTextContent('Fit');
    expect(actual).toHaveTextContent('100 %');
    expect(fit).toHaveAttribute('aria-pressed', 'true');
    expect(actual).toHaveAttribute('aria-pressed', 'false');
    expect(viewer.getByRole('slider', { name: 'Compare before and after: Loft (Ultra 4K)' })).toBeInTheDocument();
    expect(viewer.queryByRole('region', { name: 'Loft (Ultra 4K) at 100 %' })).not.toBeInTheDocument();

    await user.click(actual);
    expect(actual).toHaveAttribute('aria-pressed', 'true');
    expect(fit).toHaveAttribute('aria-pressed', 'false');
    const pane = viewer.getByRole('region', { name: 'Loft (Ultra 4K) at 100 %' });
    expect(pane).toHaveAccessibleDescription('Drag the image, or use the arrow keys, to look around.');
    expect(within(pane).getByRole('img', { name: 'Loft (Ultra 4K)' })).toHaveAttribute('src', '/files/loft-4k.jpg');
    expect(viewer.queryByRole('slider')).not.toBeInTheDocument();

    await user.click(fit);
    expect(viewer.getByRole('slider', { name: 'Compare before and after: Loft (Ultra 4K)' })).toBeInTheDocument();
  });

  it('pans at 100 % with the arrow keys (Shift for bigger steps) once the image has the focus', async () => {
    const { user, dialog } = await openViewer();
    const viewer = within(dialog);
    await user.click(viewer.getByRole('button', { name: '100 % (actual pixels)' }));
    const pane = viewer.getByRole('region', { name: 'Loft (Ultra 4K) at 100 %' });
    pane.focus();
    expect(pane).toHaveFocus();
    expect([pane.scrollLeft, pane.scrollTop]).toEqual([0, 0]);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(pane.scrollLeft).toBe(96);
    await user.keyboard('{ArrowDown}');
    expect(pane.scrollTop).toBe(48);
    await user.keyboard('{ArrowLeft}');
    expect(pane.scrollLeft).toBe(48);
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(pane.scrollLeft).toBe(48 + 4 * 48);
    await user.keyboard('{ArrowUp}');
    expect(pane.scrollTop).toBe(0);
  });

  it('pans at 100 % by dragging with the mouse', async () => {
    const { user, dialog } = await openViewer();
    const viewer = within(dialog);
    await user.click(viewer.getByRole('button', { name: '100 % (actual pixels)' }));
    const pane = viewer.getByRole('region', { name: 'Loft (Ultra 4K) at 100 %' });
    pane.scrollLeft = 500;
    pane.scrollTop = 300;

    fireEvent.pointerDown(pane, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 200, clientY: 200 });
    fireEvent.pointerMove(pane, { pointerId: 1, pointerType: 'mouse', clientX: 150, clientY: 260 });
    expect([pane.scrollLeft, pane.scrollTop]).toEqual([550, 240]);
    fireEvent.pointerUp(pane, { pointerId: 1, pointerType: 'mouse', clientX: 150, clientY: 260 });
    fireEvent.pointerMove(pane, { pointerId: 1, pointerType: 'mouse', clientX: 0, clientY: 0 });
    expect([pane.scrollLeft, pane.scrollTop]).toEqual([550, 240]);
  });
});
