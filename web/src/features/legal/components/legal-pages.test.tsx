import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_DOCUMENT_META } from '@/lib/use-document-meta';
import { renderApp } from '@test/render-app';
import { server, visitorSession } from '@test/server';

async function openPage(url: string, title: string) {
  server.use(visitorSession());
  const view = renderApp(url);
  const article = await screen.findByRole('article');
  expect(within(article).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  return { ...view, article, text: article.textContent ?? '' };
}

describe('legal pages', () => {
  it.each([
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/refund-policy', 'Refund Policy'],
  ])('%s shows "%s", its effective date and the way home', async (url, title) => {
    const article = within((await openPage(url, title)).article);
    expect(article.getByText('Effective date: April 28, 2025')).toBeInTheDocument();
    expect(article.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`${title} · RoomRemix`));
  });

  it('the terms state the age limit, prohibited content, token rules and suspension', async () => {
    const { text } = await openPage('/terms-of-service', 'Terms of Service');
    expect(text).toContain('at least 13 years old');
    for (const prohibited of [
      'illegal',
      'not safe for work (NSFW)',
      'hateful',
      'dangerous',
      'usage policies of the AI provider',
    ]) {
      expect(text).toContain(prohibited);
    }
    expect(text).toContain('Tokens are non-transferable');
    expect(text).toContain('Tokens expire at our discretion');
    expect(text).toContain('suspend or terminate an account that violates these terms');
  });

  it('the privacy policy lists the data collected', async () => {
    const { text } = await openPage('/privacy-policy', 'Privacy Policy');
    for (const data of [
      'E-mail address',
      'Login credentials',
      'Payment details',
      'card payment provider',
      'Uploaded images and metadata',
      'Logs and analytics',
    ]) {
      expect(text).toContain(data);
    }
  });

  it('the refund policy makes purchases final and reviews errors case by case', async () => {
    const { text } = await openPage('/refund-policy', 'Refund Policy');
    expect(text).toContain('all purchases of tokens, token packages and the Starter Pack are final');
    for (const noRefund of ['unused tokens', 'dissatisfaction with a result', 'purchases made by mistake']) {
      expect(text).toContain(noRefund);
    }
    expect(text).toContain('Technical or billing errors are reviewed case by case');
  });

  it("puts the app's title back when the visitor leaves for a page without one", async () => {
    const { user } = await openPage('/refund-policy', 'Refund Policy');
    await user.click(await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign In' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in to RoomRemix' });
    await waitFor(() => expect(document.title).toBe(APP_DOCUMENT_META.title));
  });
});
