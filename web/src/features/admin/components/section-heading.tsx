import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';

/** A section's heading with its actions (e.g. New coupon) at the end of the line, wrapping under it on phones. */
export function SectionHeading({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap="3" wrap="wrap">
      <Heading as="h2" size="lg">
        {children}
      </Heading>
      {actions}
    </Flex>
  );
}
