import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@test/render-app';
import { server, visitorSession } from '@test/server';
import { FAQ_ITEMS } from '../data/faq-items';

async function openHelp(url = '/help') {
  server.use(visitorSession());
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Help Center' });
  return view;
}

const questionButtons = () =>
  within(screen.getByRole('tabpanel', { name: 'FAQ' }))
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'));

describe('Help Center search', () => {
  it('filters the FAQ on question and answer text, ignoring case, and clears', async () => {
    const { user } = await openHelp();
    expect(questionButtons()).toHaveLength(FAQ_ITEMS.length);
    const search = screen.getByRole('searchbox', { name: 'Search for help topics' });
    expect(search).toHaveAttribute('placeholder', 'Search for help topics...');

    // "starter pack" is in a question (and some answers); "card number" is in one answer only.
    await user.type(search, 'STARTER PACK');
    expect(questionButtons().map((button) => button.textContent)).toEqual(
      FAQ_ITEMS.filter((item) => `${item.question} ${item.answer}`.toLowerCase().includes('starter pack')).map(
        (item) => item.question,
      ),
    );
    expect(screen.getByRole('button', { name: 'What is the Starter Pack?' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'CARD NUMBER');
    expect(questionButtons().map((button) => button.textContent)).toEqual([
      'How do I pay, and is my card information safe?',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('1 question matches "CARD NUMBER"');

    await user.clear(search);
    expect(questionButtons()).toHaveLength(FAQ_ITEMS.length);
  });

  it('says when nothing matches, and "Clear search" brings every question back', async () => {
    const { user } = await openHelp();
    const search = screen.getByRole('searchbox', { name: 'Search for help topics' });
    await user.type(search, 'wallpaper drone');

    expect(screen.getByRole('status')).toHaveTextContent('No results found for "wallpaper drone"');
    expect(questionButtons()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(questionButtons()).toHaveLength(FAQ_ITEMS.length);
    expect(screen.queryByText(/No results found/)).not.toBeInTheDocument();
  });

  it('shows the FAQ when the visitor searches from another tab', async () => {
    const { user } = await openHelp('/help?tab=contact');
    await user.type(screen.getByRole('searchbox', { name: 'Search for help topics' }), 'refund');
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    expect(new URLSearchParams(window.location.search).get('tab')).toBe('faq');
    expect(screen.getByRole('button', { name: 'Can I get a refund?' })).toBeInTheDocument();
  });
});

describe('Help Center FAQ accordion', () => {
  it('opens one answer at a time', async () => {
    const { user } = await openHelp();
    const tokens = screen.getByRole('button', { name: 'How do tokens work?' });
    const hd = screen.getByRole('button', { name: 'What is the difference between standard and HD quality?' });
    expect(tokens).toHaveAttribute('aria-expanded', 'false');

    await user.click(tokens);
    expect(tokens).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/a standard-quality image costs 1 token/)).toBeVisible();

    await user.click(hd);
    expect(hd).toHaveAttribute('aria-expanded', 'true');
    expect(tokens).toHaveAttribute('aria-expanded', 'false');
    expect(questionButtons().filter((button) => button.getAttribute('aria-expanded') === 'true')).toEqual([hd]);

    await user.click(hd);
    expect(hd).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Help Center tabs', () => {
  it.each([
    ['/help', 'FAQ'],
    ['/help?tab=faq', 'FAQ'],
    ['/help?tab=tutorials', 'Tutorials'],
    ['/help?tab=contact', 'Contact'],
    ['/help?tab=nonsense', 'FAQ'],
  ])('%s opens the %s tab', async (url, tabName) => {
    await openHelp(url);
    expect(screen.getByRole('tab', { name: tabName })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: tabName })).toBeVisible();
  });

  it('puts the chosen tab into the URL', async () => {
    const { user } = await openHelp();
    await user.click(screen.getByRole('tab', { name: 'Tutorials' }));
    expect(window.location.pathname).toBe('/help');
    expect(window.location.search).toBe('?tab=tutorials');

    await user.click(screen.getByRole('tab', { name: 'Contact' }));
    expect(window.location.search).toBe('?tab=contact');
    expect(await screen.findByRole('tabpanel', { name: 'Contact' })).toBeVisible();
  });

  it('follows the URL when a footer link changes the tab', async () => {
    const { user } = await openHelp('/help?tab=faq');
    const footer = within(screen.getByRole('contentinfo'));
    await user.click(footer.getByRole('link', { name: 'Tutorials' }));
    expect(screen.getByRole('tab', { name: 'Tutorials' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Help Center tutorials and contact', () => {
  it('lists the four tutorials; Watch Tutorial opens the written steps', async () => {
    const { user } = await openHelp('/help?tab=tutorials');
    const panel = within(screen.getByRole('tabpanel', { name: 'Tutorials' }));
    expect(panel.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Getting Started',
      'Advanced Material Transfer',
      'Creating Perfect Room Styles',
      'Writing Effective Text Prompts',
    ]);
    expect(panel.getAllByRole('button', { name: /^Watch Tutorial/ })).toHaveLength(4);

    await user.click(panel.getByRole('button', { name: 'Watch Tutorial: Writing Effective Text Prompts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Writing Effective Text Prompts' });
    expect(within(dialog).getByText(/video for this tutorial is still in production/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers e-mail support and says plainly what Start Live Chat does', async () => {
    await openHelp('/help?tab=contact');
    const panel = within(screen.getByRole('tabpanel', { name: 'Contact' }));
    expect(panel.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@roomremix\.app\?subject=/),
    );
    expect(panel.getByText(/We reply within 24 hours/)).toBeInTheDocument();

    const liveChat = panel.getByRole('link', { name: 'Start Live Chat' });
    expect(liveChat).toHaveAttribute('href', expect.stringMatching(/^mailto:support@roomremix\.app/));
    expect(liveChat).toHaveAccessibleDescription(/Live chat is not available yet.*opens an e-mail to our support team/);
  });

  it('names the page in the document title and description', async () => {
    await openHelp();
    await waitFor(() => expect(document.title).toBe('Help Center · RoomRemix'));
    // eslint-disable-next-line testing-library/no-node-access -- a meta tag in <head> has no role to query
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('tokens'),
    );
  });
});
