import { useEffect } from 'react';

/** What a page tells browsers, search engines and link previews about itself. */
export interface DocumentMeta {
  /** The tab title; " · RoomRemix" is appended unless it already names the product. */
  title: string;
  /** The `<meta name="description">` text: one or two sentences. */
  description: string;
}

const PRODUCT_NAME = 'RoomRemix';

/** The title and description index.html opened with, put back when a page that set its own goes away. */
let initial: { title: string; description: string } | undefined;

function descriptionElement(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/** Sets the document title and meta description while the calling page is shown. */
export function useDocumentMeta({ title, description }: DocumentMeta): void {
  useEffect(() => {
    const meta = descriptionElement();
    initial ??= { title: document.title, description: meta.content };
    const restore = initial;
    document.title = title.includes(PRODUCT_NAME) ? title : `${title} · ${PRODUCT_NAME}`;
    meta.content = description;
    return () => {
      document.title = restore.title;
      meta.content = restore.description;
    };
  }, [title, description]);
}
