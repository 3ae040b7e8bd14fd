/**
 * The public pages as HTML, rendered in Node at build time (web/prerender/prerender.ts builds this module with Vite's
 * SSR build and runs it): what a visitor's app renders at each path, for main.tsx to hydrate, with the critical CSS
 * that Chakra's emotion wrote for it; and beside it a signed-in user's first paint, the page frame with the spinner,
 * which the page shows instead when the signed-in hint is present (app/signed-in-first-paint.ts).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router';
import { App } from '@/app/app';
import { AppLayout } from '@/app/layout/app-layout';
import { AppRoutes } from '@/app/router';
import {
  SIGNED_IN_FIRST_PAINT_ID,
  SIGNED_IN_FIRST_PAINT_SCRIPT,
  SIGNED_IN_FIRST_PAINT_STYLE,
} from '@/app/signed-in-first-paint';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Provider } from '@/components/ui/provider';
import { AuthContext } from '@/features/auth/hooks/use-auth';
import { APP_DOCUMENT_META, type DocumentMeta, DocumentMetaCollector } from '@/lib/use-document-meta';
import { ROUTE_PATHS } from '@/lib/route-paths';

export { SIGNED_IN_FIRST_PAINT_SCRIPT };

/** The public pages (routes of app/router.tsx): the landing page, coming soon, the legal pages, the Help Center. */
export const PUBLIC_PAGES = [
  ROUTE_PATHS.home,
  ROUTE_PATHS.comingSoon,
  ROUTE_PATHS.termsOfService,
  ROUTE_PATHS.privacyPolicy,
  ROUTE_PATHS.refundPolicy,
  ROUTE_PATHS.help,
];

/** A prerendered page's parts, to put into the app shell. */
export interface PublicPageParts {
  /** For <head>: the first-paint script and style, then emotion's critical CSS. */
  head: string;
  /** For before #root: the signed-in first paint, hidden unless the hint is present. */
  signedInFirstPaint: string;
  /** For inside #root: the page as the app renders it for a visitor. */
  root: string;
  /** The page's own tab title and description (useDocumentMeta), for the shell's <title> and description. */
  meta: DocumentMeta;
}

/**
 * HTML of `node` once everything in it has loaded: React.lazy screens render, not their spinners. Every Suspense
 * boundary stays in place, however large: React would otherwise move a large one to the end of the HTML with an
 * inline script to put it back, which the Content-Security-Policy blocks.
 */
async function htmlOf(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** What a signed-in user's app renders until its session check answers: the frame, an empty header corner, a spinner. */
function SignedInFirstPaint() {
  return (
    <Provider>
      <AuthContext value={{ user: null, isLoading: true }}>
        <StaticRouter location="/">
          <Routes>
            <Route element={<AppLayout />}>
              <Route index element={<PageSpinner />} />
            </Route>
          </Routes>
        </StaticRouter>
      </AuthContext>
    </Provider>
  );
}

/**
 * Renders the page at `path` for a visitor, and the signed-in first paint, through one emotion cache (the client's
 * key, so emotion in the browser adopts the style tags instead of inserting them again), and extracts the CSS both use.
 */
export async function renderPublicPage(path: string): Promise<PublicPageParts> {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  let meta = APP_DOCUMENT_META;
  const root = await htmlOf(
    <CacheProvider value={cache}>
      <DocumentMetaCollector value={(pageMeta) => (meta = pageMeta)}>
        <App
          router={
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          }
        />
      </DocumentMetaCollector>
    </CacheProvider>,
  );
  const firstPaint = await htmlOf(
    <CacheProvider value={cache}>
      <SignedInFirstPaint />
    </CacheProvider>,
  );
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(root + firstPaint));
  return {
    head: `<script>${SIGNED_IN_FIRST_PAINT_SCRIPT}</script><style>${SIGNED_IN_FIRST_PAINT_STYLE}</style>${styles}`,
    signedInFirstPaint: `<div id="${SIGNED_IN_FIRST_PAINT_ID}">${firstPaint}</div>`,
    root,
    meta,
  };
}
