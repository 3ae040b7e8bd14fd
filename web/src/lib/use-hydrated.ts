import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and while React hydrates the prerendered HTML, true from then on (and in any client-only
 * render). What only the browser knows, such as the URL's query, waits for it, so hydration sees what the HTML shows.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
