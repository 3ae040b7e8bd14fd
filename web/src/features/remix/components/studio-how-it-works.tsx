import { tokenCostFor } from '@roomremix/contracts/constants';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { offersUltra } from '@/lib/quality-options';
import { useEngineModes } from '../api/use-engine-modes';

const UPLOAD_STEP = {
  title: 'Upload Your Space',
  text: 'Add a well-lit photo of your room, taken straight on, in card 1.',
};

const DESIGN_STEP = {
  title: 'Add Design Elements',
  text: 'Add reference images of materials or rooms and label them, pick a room style or a colour scheme, or describe the change.',
};

/** The last step, with the costs of the qualities the engine makes; Ultra 4K and the upscale only where it has them. */
function resultStep(ultra: boolean) {
  const costs = ultra
    ? `${tokenCostFor('standard')} token, ${tokenCostFor('hd')} in HD or ${tokenCostFor('ultra')} in Ultra 4K`
    : `${tokenCostFor('standard')} token, or ${tokenCostFor('hd')} in HD`;
  const upscale = ultra ? ', upscale it to 4K for print' : '';
  return {
    title: 'See Your New Space',
    text: `Start the remix (${costs}), compare before and after, download it${upscale}, or remix the result again.`,
  };
}

/** 'How it works' under the studio: upload your space, add design elements, see your new space. */
export function StudioHowItWorks() {
  const ultra = offersUltra(useEngineModes());
  return (
    <Stack as="section" aria-labelledby="studio-how-it-works-heading" gap="4">
      <Heading as="h2" size="lg" id="studio-how-it-works-heading">
        How it works
      </Heading>
      <NumberedSteps steps={[UPLOAD_STEP, DESIGN_STEP, resultStep(ultra)]} />
    </Stack>
  );
}
