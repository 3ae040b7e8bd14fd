import { tokenCount } from '@roomremix/contracts/messages';
import { TOOLTIP } from '@roomremix/contracts/constants';
import { Portal } from '@chakra-ui/react/portal';
import { Tooltip } from '@chakra-ui/react/tooltip';

/**
 * 'N refs' on a result card, with the note 'This remix used N reference images and cost T tokens'. The trigger is
 * a button so the note opens on keyboard focus too, and screen readers get it as the button's description.
 */
export function ReferenceCountNote({ references, tokens }: { references: number; tokens: number }) {
  const images = `${references} ${references === 1 ? 'reference image' : 'reference images'}`;
  return (
    <Tooltip.Root openDelay={TOOLTIP.openDelayMs} closeDelay={100} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger
        type="button"
        fontSize="sm"
        color="fg.muted"
        cursor="help"
        textDecoration="underline dotted"
        textUnderlineOffset="3px"
        rounded="l1"
        focusVisibleRing="outside"
      >
        {`${references} ${references === 1 ? 'ref' : 'refs'}`}
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{`This remix used ${images} and cost ${tokenCount(tokens)}`}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
