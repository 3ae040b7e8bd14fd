import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { PREVIOUS_RESULTS } from '@roomremix/contracts/constants';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { accountPath } from '@/lib/route-paths';
import { useResults } from '../api/get-results';
import { upscaledOriginalIds } from '../utils/upscaled-copies';
import { ResultCard } from './result-card';
import { ResultSkeletons } from './result-skeletons';
import { ResultsGrid } from './results-grid';

/** 'Your Previous Results': the 4 newest results, with a link to all of them. */
export function PreviousResults() {
  const { data: results, isPending, isError, isFetching, refetch } = useResults(PREVIOUS_RESULTS.previewCount);
  const copied = upscaledOriginalIds(results ?? []);
  return (
    <Stack as="section" aria-labelledby="previous-results-heading" gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="lg" id="previous-results-heading">
          Your Previous Results
        </Heading>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={accountPath('results')}>View All Results</RouterLink>
        </Button>
      </Flex>
      {isPending ? (
        <ResultSkeletons count={PREVIOUS_RESULTS.skeletonCount} />
      ) : isError ? (
        <LoadError what="previous results" onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : results.length === 0 ? (
        <Text color="fg.muted">No previous results found. Process some images to see them here!</Text>
      ) : (
        <ResultsGrid>
          {results.map((result) => (
            <ResultCard key={result.id} result={result} hasUltraCopy={copied.has(result.id)} />
          ))}
        </ResultsGrid>
      )}
    </Stack>
  );
}
