import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server, visitorSession } from '@/testing/server';

describe('footer', () => {
  it('lists the features and the help links', async () => {
    server.use(visitorSession());
    renderApp('/help');
    const footer = within(await screen.findByRole('contentinfo'));

    const features = within(footer.getByRole('navigation', { name: 'Features' }));
    expect(features.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Image Transformation', '/#image-transformation'],
      ['Material Transfer', '/#material-transfer'],
      ['Room Redesign', '/#room-redesign'],
      ['Object Placement', '/#object-placement'],
    ]);

    const help = within(footer.getByRole('navigation', { name: 'Help Center' }));
    expect(help.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Help Center', '/help'],
      ['Tutorials', '/help?tab=tutorials'],
      ['FAQ', '/help?tab=faq'],
      ['Contact Us', '/help?tab=contact'],
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
      ['Refund Policy', '/refund-policy'],
    ]);
  });

  it('shows the copyright with the current year', async () => {
    server.use(visitorSession());
    renderApp('/help');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByText(`© ${new Date().getFullYear()} RoomRemix. All rights reserved.`)).toBeInTheDocument();
  });

  it('takes the visitor to the page a help link names', async () => {
    server.use(visitorSession());
    const { user } = renderApp('/help');
    const footer = within(await screen.findByRole('contentinfo'));

    await user.click(footer.getByRole('link', { name: 'Refund Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
  });
});
