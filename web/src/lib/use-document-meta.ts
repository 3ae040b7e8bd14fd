import { createContext, useContext, useEffect } from 'react';

/** What a page tells browsers, search engines and link previews about itself. */
export interface DocumentMeta {
  /** The tab title; " · RoomRemix" is appended unless it already names the product. */
  title: string;
  /** The `<meta name="description">` text: one or two sentences. */
  description: string;
}

const PRODUCT_NAME = 'RoomRemix';

/** web/index.html's title and description (a test keeps them equal): what a page without its own shows. */
export const APP_DOCUMENT_META: DocumentMeta = {
  title: PRODUCT_NAME,
  description:
    'RoomRemix redesigns your room with AI: upload a photo, add materials or a style, and get a new look in under 30 seconds.',
};

/**
 * Set only while the public pages are rendered at build time (src/render-public-page.tsx): receives each page's
 * meta during render, where effects do not run, so the page's HTML can carry its own title and description.
 */
export const DocumentMetaCollector = createContext<((meta: DocumentMeta) => void) | null>(null);

/** The tab title of a page titled `title`: " · RoomRemix" appended unless it already names the product. */
export function documentTitleOf(title: string): string {
  return title.includes(PRODUCT_NAME) ? title : `${title} · ${PRODUCT_NAME}`;
}

function descriptionElement(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/** Sets the document title and meta description while the calling page is shown; APP_DOCUMENT_META after. */
export function useDocumentMeta({ title, description }: DocumentMeta): void {
  useContext(DocumentMetaCollector)?.({ title: documentTitleOf(title), description });
  useEffect(() => {
    const meta = descriptionElement();
    document.title = documentTitleOf(title);
    meta.content = description;
    // The app's own, not what the document opened with: a share page's HTML carries the share's title.
    return () => {
      document.title = APP_DOCUMENT_META.title;
      meta.content = APP_DOCUMENT_META.description;
    };
  }, [title, description]);
}
