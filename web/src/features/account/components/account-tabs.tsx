import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '@chakra-ui/react/tabs';
import { ACCOUNT_TABS, type AccountTab, TAB_PARAM } from '@/lib/route-paths';

/** The label of each account tab (their order and `?tab=` values are in lib/route-paths.ts). */
const ACCOUNT_TAB_LABELS: Record<AccountTab, string> = {
  tokens: 'Buy Tokens',
  history: 'Purchase History',
  results: 'My Results',
  shares: 'Shared links',
  security: 'Security',
};

const DEFAULT_TAB: AccountTab = 'results';

function isAccountTab(value: string | null): value is AccountTab {
  return ACCOUNT_TABS.some((tab) => tab === value);
}

/**
 * Buy Tokens, Purchase History, My Results, Shared links and Security; `?tab=` picks one (default results) and follows every
 * switch. The tabs wrap onto a second row on a phone rather than scroll out of sight. `panels` holds each tab's content
 * (the features meet in the route).
 */
export function AccountTabs({ panels }: { panels: Record<AccountTab, ReactNode> }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(TAB_PARAM);
  const selected = isAccountTab(requested) ? requested : DEFAULT_TAB;
  const select = (tab: string) =>
    setSearchParams(
      (params) => {
        params.set(TAB_PARAM, tab);
        return params;
      },
      { replace: true },
    );

  return (
    <Tabs.Root
      value={selected}
      onValueChange={(details) => select(details.value)}
      variant="line"
      colorPalette="teal"
      lazyMount
      unmountOnExit
    >
      <Tabs.List flexWrap="wrap">
        {ACCOUNT_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} flexShrink="0">
            {ACCOUNT_TAB_LABELS[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ACCOUNT_TABS.map((tab) => (
        <Tabs.Content key={tab} value={tab} py="8">
          {panels[tab]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
