import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KeptInput } from '@/components/ui/kept-input';
import { Provider } from '@/components/ui/provider';

/** A search field as a page renders it, reporting every value its onChange hands over. */
function Search({ onSearch }: { onSearch: (value: string) => void }) {
  const [term, setTerm] = useState('');
  return (
    <Provider>
      <KeptInput
        aria-label="Search"
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          onSearch(event.target.value);
        }}
      />
    </Provider>
  );
}

/** The field's HTML as prerendered, in the document, with `typed` typed into it before any script ran. */
function servedField(typed: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Search onSearch={() => {}} />);
  document.body.append(container);
  // Prerendered HTML before React owns it: typed into as a visitor would, without React's events.
  // eslint-disable-next-line testing-library/no-node-access
  const field = container.querySelector('input');
  if (field) field.value = typed;
  return container;
}

describe('a field typed into before hydration', () => {
  it('keeps every letter and hands them to its onChange once hydrated, and takes further typing', async () => {
    const container = servedField('refu');
    const onSearch = vi.fn();
    render(<Search onSearch={onSearch} />, { container, hydrate: true });
    const field = await screen.findByRole('textbox', { name: 'Search' });
    await vi.waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('refu'));
    expect(field).toHaveValue('refu');

    await userEvent.type(field, 'nd');
    expect(onSearch).toHaveBeenLastCalledWith('refund');
    expect(field).toHaveValue('refund');
  });

  it('hands nothing over when nothing was typed, or in a client render', () => {
    const untouched = vi.fn();
    render(<Search onSearch={untouched} />, { container: servedField(''), hydrate: true });
    const clientRendered = vi.fn();
    render(<Search onSearch={clientRendered} />);
    expect(untouched).not.toHaveBeenCalled();
    expect(clientRendered).not.toHaveBeenCalled();
  });
});
