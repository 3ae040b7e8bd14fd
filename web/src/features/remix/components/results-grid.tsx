import type { ReactNode } from 'react';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';

/** The grid result cards, and their skeletons while loading, sit in: in the studio and in My Results. */
export function ResultsGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      {children}
    </SimpleGrid>
  );
}
