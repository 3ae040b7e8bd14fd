import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';

/** One step of a 'How it works' list. */
export interface NumberedStep {
  title: string;
  text: string;
}

/**
 * Steps as an ordered list of numbered cards with h3 titles, side by side from the md width. Screen readers hear 'Step N: ' before
 * each title because the visible number is decorative.
 */
export function NumberedSteps({ steps }: { steps: readonly NumberedStep[] }) {
  return (
    <SimpleGrid as="ol" columns={{ base: 1, md: steps.length }} gap="6" listStyleType="none">
      {steps.map((step, index) => (
        <Box as="li" key={step.title} borderWidth="1px" rounded="xl" p="6" bg="bg">
          <Box
            aria-hidden="true"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="10"
            rounded="full"
            bg="teal.solid"
            color="white"
            fontWeight="bold"
          >
            {index + 1}
          </Box>
          <Heading as="h3" size="lg" mt="4">
            <Box as="span" srOnly>{`Step ${index + 1}: `}</Box>
            {step.title}
          </Heading>
          <Text color="fg.muted" mt="2">
            {step.text}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
