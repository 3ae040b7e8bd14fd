import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CardText } from '@/components/ui/card-text';
import { type Tutorial, TUTORIALS } from '../data/tutorials';

/** One tutorial card; "Watch Tutorial" opens its written steps in a dialog until the video exists. */
function TutorialCard({ tutorial }: { tutorial: Tutorial }) {
  return (
    <Stack as="li" borderWidth="1px" rounded="xl" p="6" gap="3" justify="space-between">
      <Box>
        <CardText title={tutorial.title} text={tutorial.summary} />
      </Box>
      <Dialog.Root lazyMount unmountOnExit placement="center" size={{ mdDown: 'full', md: 'lg' }}>
        <Dialog.Trigger asChild>
          <Button colorPalette="teal" alignSelf="flex-start" aria-label={`Watch Tutorial: ${tutorial.title}`}>
            Watch Tutorial
          </Button>
        </Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{tutorial.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="fg.muted">
                  The video for this tutorial is still in production. Until it is ready, here are its steps in writing.
                </Text>
                <Stack as="ol" gap="3" mt="5" ps="6" listStyleType="decimal">
                  {tutorial.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Close</Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close tutorial" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}

/** The Help Center's tutorials tab: its four tutorials. */
export function TutorialsPanel() {
  return (
    <>
      <Text color="fg.muted" mb="6">
        Our tutorial videos are in production. For now, Watch Tutorial opens each tutorial&apos;s steps in writing.
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
        {TUTORIALS.map((tutorial) => (
          <TutorialCard key={tutorial.id} tutorial={tutorial} />
        ))}
      </SimpleGrid>
    </>
  );
}
