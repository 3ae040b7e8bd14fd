import { tokenCostFor } from '@roomremix/contracts/constants';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { NumberedSteps } from '@/components/ui/numbered-steps';

const STEPS = [
  {
    title: 'Upload Your Space',
    text: 'Add a well-lit photo of your room, taken straight on, in card 1.',
  },
  {
    title: 'Add Design Elements',
    text: 'Add reference images of materials or rooms and label them, pick a room style or a colour scheme, or describe the change.',
  },
  {
    title: 'See Your New Space',
    text: `Start the remix (${tokenCostFor('standard')} token, or ${tokenCostFor('hd')} in HD), compare before and after, download it, or remix the result again.`,
  },
] as const;

/** 'How it works' under the studio: upload your space, add design elements, see your new space. */
export function StudioHowItWorks() {
  return (
    <Stack as="section" aria-labelledby="studio-how-it-works-heading" gap="4">
      <Heading as="h2" size="lg" id="studio-how-it-works-heading">
        How it works
      </Heading>
      <NumberedSteps steps={STEPS} />
    </Stack>
  );
}
