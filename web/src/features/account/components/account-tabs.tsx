import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@chakra-ui/react/tabs';

/** The account tabs in their order, with the `?tab=` value that selects each. */
const ACCOUNT_TABS = [
  { value: 'tokens', label: 'Buy Tokens' },
  { value: 'history', label: 'Purchase History' },
  { value: 'results', label: 'My Results' },
  { value: 'shares', label: 'Shared links' },
  { value: 'security', label: 'Security' },
] as const;

/** The value of an account tab, as `?tab=` carries it. */
export type AccountTab = (typeof ACCOUNT_TABS)[number]['value'];

const DEFAULT_TAB: AccountTab = 'results';

function isAccountTab(value: string | null): value is AccountTab {
  return ACCOUNT_TABS.some((tab) => tab.value === value);
}

/**
 * Buy Tokens, Purchase History, My Results, Shared links and Security; `?tab=` picks one (default results) and follows every
 * switch. The tabs wrap onto a second row on a phone rather than scroll out of sight. `panels` holds each tab's content
 * (the features meet in the route).
 */
export function AccountTabs({ panels }: { panels: Record<AccountTab, ReactNode> }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected = isAccountTab(requested) ? requested : DEFAULT_TAB;
  const select = (tab: string) =>
    setSearchParams(
      (params) => {
        params.set('tab', tab);
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
          <Tabs.Trigger key={tab.value} value={tab.value} flexShrink="0">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ACCOUNT_TABS.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} py="8">
          {panels[tab.value]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
