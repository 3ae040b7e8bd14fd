import { Skeleton } from '@chakra-ui/react/skeleton';
import { ResultsGrid } from './results-grid';

/** `count` placeholder cards while results load. */
export function ResultSkeletons({ count }: { count: number }) {
  return (
    <ResultsGrid>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} data-testid="result-skeleton" aspectRatio={3 / 2} rounded="l3" />
      ))}
    </ResultsGrid>
  );
}
