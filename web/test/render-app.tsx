import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';

/** Renders the real app (providers and router) at `url`, with a fresh query cache. */
export function renderApp(url = '/') {
  window.history.replaceState(null, '', url);
  return {
    user: userEvent.setup(),
    ...render(
      <AppProvider>
        <AppRouter />
      </AppProvider>,
    ),
  };
}
