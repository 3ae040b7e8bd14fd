import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Circle } from '@chakra-ui/react/circle';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';

/** One numbered card of the studio. */
export function StepCard({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} layerStyle="panel" p="5" bg="bg" boxShadow="xs">
      <Flex gap="3" align="center" mb="4">
        <Circle size="8" bg="teal.solid" color="white" fontWeight="bold" aria-hidden="true">
          {step}
        </Circle>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Flex>
      {children}
    </Box>
  );
}
