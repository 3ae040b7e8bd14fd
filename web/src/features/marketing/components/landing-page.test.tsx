import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { publicConfig } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { configHandler, server, visitorSession } from '@test/server';

async function openLanding() {
  server.use(visitorSession());
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Remake Your Space With a Click' });
  await screen.findByRole('heading', { level: 2, name: 'How it works' });
  return view;
}

const originalScrollIntoView = Element.prototype.scrollIntoView;

afterEach(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

describe('landing page', () => {
  it('offers the first remix and the examples from the hero', async () => {
    await openLanding();
    expect(screen.getByRole('link', { name: 'Start Your First Remix' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'See Examples' })).toHaveAttribute('href', '#examples');
    // The page sets its title in an effect, which may run after the hero is on screen.
    await waitFor(() => expect(document.title).toBe('RoomRemix: Remake Your Space With a Click'));
    // eslint-disable-next-line testing-library/no-node-access -- a meta tag in <head> has no role to query
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('under 30 seconds'),
    );
  });

  it('explains the three steps', async () => {
    await openLanding();
    // eslint-disable-next-line testing-library/no-node-access -- the footer's links target these ids: the test checks the anchors
    const steps = within(document.getElementById('how-it-works') as HTMLElement);
    expect(steps.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Step 1: Upload Your Space',
      'Step 2: Add Reference Images',
      'Step 3: Get Your Remix',
    ]);
  });

  it('shows the four examples, each with a before/after slider and an anchor', async () => {
    await openLanding();
    // eslint-disable-next-line testing-library/no-node-access -- the footer's links target these ids: the test checks the anchors
    const examples = within(document.getElementById('examples') as HTMLElement);
    expect(examples.getAllByRole('slider').map((slider) => slider.getAttribute('aria-label'))).toEqual([
      'Compare before and after: Material Replacement',
      'Compare before and after: Kitchen Style Update',
      'Compare before and after: Furniture Replacement',
      'Compare before and after: 3D to Photorealism',
    ]);
    for (const anchor of ['material-transfer', 'room-redesign', 'object-placement', 'image-transformation']) {
      // eslint-disable-next-line testing-library/no-node-access -- the footer's links target these ids: the test checks the anchors
      expect(document.getElementById(anchor)?.tagName).toBe('FIGURE');
    }
    const image = examples.getByRole('img', { name: 'Living room with beige carpet and plain cream walls' });
    expect(image).toHaveAttribute(
      'srcset',
      expect.stringContaining('/examples/material-replacement-before-480.webp 480w'),
    );
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('lists why to choose RoomRemix and ends with a call to action', async () => {
    await openLanding();
    const reasons = within(screen.getByRole('region', { name: 'Why choose RoomRemix' }));
    expect(reasons.getAllByRole('listitem')).toHaveLength(6);
    expect(reasons.getByText(/under 30 seconds/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
  });

  it("scrolls to a feature's example when the footer links to it from another page", async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    server.use(visitorSession());
    const { user } = renderApp('/help');
    const footer = within(await screen.findByRole('contentinfo'));

    await user.click(footer.getByRole('link', { name: 'Material Transfer' }));
    await screen.findByRole('heading', { level: 2, name: 'How it works' });
    expect(window.location.hash).toBe('#material-transfer');
    expect(scrolled.at(-1)).toBe('material-transfer');

    await user.click(footer.getByRole('link', { name: 'Object Placement' }));
    await waitFor(() => expect(scrolled.at(-1)).toBe('object-placement'));
  });
});

describe('landing page: the engine, before paying', () => {
  const hero = () => within(screen.getByRole('region', { name: 'Remake Your Space With a Click' }));

  it('says in the hero that this installation runs a local colour grade, not AI, and claims no AI', async () => {
    await openLanding();
    expect(await hero().findByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/help');
    expect(hero().getByText(REMIX_MESSAGES.localEngineLine)).toBeVisible();
    expect(hero().queryByText(/\bAI room redesign\b/i)).not.toBeInTheDocument();
  });

  it('with an AI engine, says AI room redesign and nothing of a local colour grade', async () => {
    server.use(configHandler(publicConfig({ imageEngine: 'gemini' })));
    await openLanding();
    expect(await hero().findByText('AI room redesign')).toBeInTheDocument();
    // Its place stays taken, so the prerendered hero does not move, but nothing is shown or read out.
    expect(hero().getByText(REMIX_MESSAGES.localEngineLine)).not.toBeVisible();
    expect(hero().queryByRole('link', { name: 'Learn more' })).not.toBeInTheDocument();
  });
});
