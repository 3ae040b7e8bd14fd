import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';

/** Labelled values in a grid (a description list): two columns on phones, more on wide screens. */
export function DetailList({ items, columns = 3 }: { items: [label: string, value: ReactNode][]; columns?: number }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, lg: columns }} gap="4" columnGap="6">
      {items.map(([label, value]) => (
        <Box key={label} minW="0">
          <Box
            as="dt"
            fontSize="xs"
            fontWeight="medium"
            color="fg.muted"
            textTransform="uppercase"
            letterSpacing="wide"
          >
            {label}
          </Box>
          <Box as="dd" fontSize="sm" overflowWrap="anywhere">
            {value}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
