import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { useResults } from '../api/get-results';
import { type TokenStandingContext, TokenStandingProvider } from '../hooks/use-token-standing';
import { upscaledOriginalIds } from '../utils/upscaled-copies';
import { ResultCard } from './result-card';
import { ResultSkeletons } from './result-skeletons';
import { ResultsGrid } from './results-grid';

const SKELETONS = 4;

/**
 * The My Results tab: every result as a card, or the empty state, or 'Failed to load results'. Given the user's
 * `tokens`, an upscale's confirmation states the balance too (and `onBalanceChanged` hears of its change).
 */
export function MyResultsPanel({ tokens = null, onBalanceChanged = () => {} }: Partial<TokenStandingContext>) {
  const results = useResults();
  if (results.isPending) return <ResultSkeletons count={SKELETONS} />;
  if (results.isError) {
    return <LoadError what="results" onRetry={() => void results.refetch()} isRetrying={results.isFetching} />;
  }
  if (results.data.length === 0) {
    return (
      <Stack align="flex-start" gap="4">
        <Text color="fg.muted">You haven&apos;t created any remixes yet.</Text>
        <Button asChild colorPalette="teal">
          <RouterLink to={ROUTE_PATHS.home}>Create Your First Remix</RouterLink>
        </Button>
      </Stack>
    );
  }
  const copied = upscaledOriginalIds(results.data);
  return (
    <TokenStandingProvider value={{ tokens, onBalanceChanged }}>
      <Stack gap="4">
        <Text color="fg.muted">{`Showing all ${results.data.length} image result(s)`}</Text>
        <ResultsGrid>
          {results.data.map((result) => (
            <ResultCard key={result.id} result={result} hasUltraCopy={copied.has(result.id)} />
          ))}
        </ResultsGrid>
      </Stack>
    </TokenStandingProvider>
  );
}
