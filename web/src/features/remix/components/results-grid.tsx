import type { ReactNode } from 'react';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';

/**
 * How wide a card's image shows in the grid below, for its `sizes`: one column on a phone, two from `sm` (480 px), four
 * from `lg` (1024 px) within the pages' 72rem container.
 */
export const RESULTS_GRID_IMAGE_SIZES = '(min-width: 1024px) 288px, (min-width: 480px) 50vw, 100vw';

/** The grid result cards, and their skeletons while loading, sit in: in the studio and in My Results. */
export function ResultsGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      {children}
    </SimpleGrid>
  );
}
