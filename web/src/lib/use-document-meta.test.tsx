/* eslint-disable testing-library/no-node-access -- these tests read <head>, whose meta tags no user-facing query reaches */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { APP_DOCUMENT_META, useDocumentMeta, type DocumentMeta } from './use-document-meta';

function PageWithMeta(meta: DocumentMeta) {
  useDocumentMeta(meta);
  return null;
}

function descriptionContent(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

/** The document as the server sent it: the app shell's, or a share page's with the share's own title. */
function openedAs(title: string, description: string): void {
  document.title = title;
  document.head.querySelector('meta[name="description"]')?.remove();
  document.head.insertAdjacentHTML('beforeend', `<meta name="description" content="${description}" />`);
}

afterEach(() => openedAs('', ''));

describe('useDocumentMeta', () => {
  it('states the same title and description as web/index.html, which pages without their own show', () => {
    const shell = new DOMParser().parseFromString(indexHtml, 'text/html');
    expect(shell.title).toBe(APP_DOCUMENT_META.title);
    expect(shell.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      APP_DOCUMENT_META.description,
    );
  });

  it('names the page and the product while the page is shown', () => {
    openedAs(APP_DOCUMENT_META.title, APP_DOCUMENT_META.description);
    render(<PageWithMeta title="Help Center" description="Answers and guides." />);
    expect(document.title).toBe('Help Center · RoomRemix');
    expect(descriptionContent()).toBe('Answers and guides.');
  });

  it("puts back the app's own title, not a share's the document opened with, when the page goes away", () => {
    openedAs('Sunny loft · shared on RoomRemix', 'A room remixed with RoomRemix.');
    const { unmount } = render(<PageWithMeta title="Remake Your Space" description="The landing page." />);
    unmount();
    expect(document.title).toBe(APP_DOCUMENT_META.title);
    expect(descriptionContent()).toBe(APP_DOCUMENT_META.description);
  });
});
