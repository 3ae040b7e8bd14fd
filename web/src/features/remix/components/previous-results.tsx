import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router-dom';
import { useResults } from '../api/get-results';

/** How many results the studio previews, and skeleton cards while they load (SPEC §9). */
export const PREVIOUS_RESULTS_SHOWN = 4;

const Image = chakra('img');

/** 'Your Previous Results': the 4 newest results, with a link to all of them (SPEC §2). */
export function PreviousResults() {
  const { data: results, isPending, isError, refetch } = useResults(PREVIOUS_RESULTS_SHOWN);
  return (
    <Stack as="section" aria-labelledby="previous-results-heading" gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="lg" id="previous-results-heading">
          Your Previous Results
        </Heading>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/account?tab=results">View All Results</RouterLink>
        </Button>
      </Flex>
      {isPending ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {Array.from({ length: PREVIOUS_RESULTS_SHOWN }, (_, index) => (
            <Skeleton key={index} data-testid="result-skeleton" aspectRatio={3 / 2} rounded="l3" />
          ))}
        </SimpleGrid>
      ) : isError ? (
        <Flex gap="3" align="center" role="alert">
          <Text color="fg.error">Failed to load previous results</Text>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Retry
          </Button>
        </Flex>
      ) : results.length === 0 ? (
        <Text color="fg.muted">No previous results found. Process some images to see them here!</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {results.map((result) => (
            <Box key={result.id} as="figure" borderWidth="1px" rounded="l3" overflow="hidden">
              <Image src={result.resultImageUrl} alt={result.title} aspectRatio={3 / 2} w="full" objectFit="cover" loading="lazy" />
              <Text as="figcaption" p="2" fontSize="sm" fontWeight="medium" truncate>
                {result.title}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
