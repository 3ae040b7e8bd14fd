import { type ReactNode, StrictMode } from 'react';
import { AppProvider } from './provider';

/**
 * The whole app around a router: main.tsx gives it the browser's, the prerender of the public pages a static one
 * (render-public-page.tsx). Hydration needs both trees to be the same, so both render this.
 */
export function App({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      <AppProvider>{router}</AppProvider>
    </StrictMode>
  );
}
