import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@test/render-app';
import { server, visitorSession } from '@test/server';

/** The footer of /help, as a visitor sees it. */
async function openFooter() {
  server.use(visitorSession());
  const { user } = renderApp('/help');
  return { user, footer: await screen.findByRole('contentinfo') };
}

/** The links of the footer's `name` navigation, as `[text, href]` in order. */
function linksOf(footer: HTMLElement, name: string) {
  const navigation = within(within(footer).getByRole('navigation', { name }));
  return navigation.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('footer', () => {
  it('lists the features and the help links', async () => {
    const { footer } = await openFooter();

    expect(linksOf(footer, 'Features')).toEqual([
      ['Image Transformation', '/#image-transformation'],
      ['Material Transfer', '/#material-transfer'],
      ['Room Redesign', '/#room-redesign'],
      ['Object Placement', '/#object-placement'],
    ]);
    expect(linksOf(footer, 'Help Center')).toEqual([
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
    const { footer } = await openFooter();
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} RoomRemix. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('takes the visitor to the page a help link names', async () => {
    const { user, footer } = await openFooter();

    await user.click(within(footer).getByRole('link', { name: 'Refund Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
  });
});
