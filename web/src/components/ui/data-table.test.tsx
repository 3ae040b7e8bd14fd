import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Column, DataTable } from './data-table';
import { Provider } from './provider';

interface Entry {
  id: string;
  change: string;
  reason: string;
}

const COLUMNS: Column<Entry>[] = [
  { header: 'Change', cell: (entry) => entry.change },
  { header: 'Reason', cell: (entry) => entry.reason },
];

const ROWS: Entry[] = [{ id: 'a', change: '+3', reason: 'Starter Pack' }];

/** Lays every box out `boxWidth` px wide around content `contentWidth` px wide (jsdom lays nothing out). */
function layOut(boxWidth: number, contentWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(contentWidth);
}

function renderLedger() {
  render(
    <Provider>
      <DataTable label="Ledger" columns={COLUMNS} rows={ROWS} />
    </Provider>,
  );
  return { user: userEvent.setup() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('is reached with Tab when it is wider than the screen, named as its table, so the arrow keys can scroll it', async () => {
    layOut(350, 600);
    const { user } = renderLedger();
    await user.tab();
    const scroller = screen.getByRole('group', { name: 'Ledger' });
    expect(scroller).toHaveFocus();
    expect(within(scroller).getByRole('table', { name: 'Ledger' })).toHaveTextContent('Starter Pack');
  });

  it('is no tab stop when it fits', async () => {
    layOut(600, 600);
    const { user } = renderLedger();
    await user.tab();
    expect(document.body).toHaveFocus();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Ledger' })).toBeInTheDocument();
  });
});
