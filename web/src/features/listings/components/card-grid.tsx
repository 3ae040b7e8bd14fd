import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import type { ReactNode } from 'react';

/** A list shown as cards: one column on a phone, two from `sm`, three from `lg` (listings, a listing's photos). */
export function CardGrid({ as, label, children }: { as: 'ul' | 'ol'; label: string; children: ReactNode }) {
  return (
    <SimpleGrid as={as} aria-label={label} columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none">
      {children}
    </SimpleGrid>
  );
}
