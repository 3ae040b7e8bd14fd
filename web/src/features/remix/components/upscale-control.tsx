import { useRef, useState } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { Progress } from '@chakra-ui/react/progress';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { AlertNotice } from '@/components/ui/alert-notice';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { UpscaleFlow } from '../hooks/use-upscale-flow';
import { UPSCALE_TEXTS } from '../texts';
import { NotEnoughTokensAlert } from './remix-alerts';

interface UpscaleControlProps {
  flow: UpscaleFlow;
  /** The result's name, for the button's accessible name among several cards. */
  name: string;
  size?: ButtonProps['size'];
}

/**
 * 'Upscale to 4K' for a result the engine can upscale, asking first with the cost and the balance; while the job runs,
 * its progress instead. Nothing for a result that is Ultra already or an engine without Ultra.
 */
export function UpscaleControl({ flow, name, size = 'sm' }: UpscaleControlProps) {
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (flow.phase.kind === 'unavailable') return null;
  if (flow.phase.kind === 'running') return <UpscaleProgress progress={flow.phase.progress} />;

  const { balance, cost } = flow;
  const short = balance !== null && balance < cost;
  const close = () => {
    setConfirming(false);
    flow.dismiss();
  };
  const confirm = async () => {
    if (await flow.confirm()) setConfirming(false);
  };
  return (
    <>
      <Button
        size={size}
        variant="outline"
        colorPalette="teal"
        aria-label={`${UPSCALE_TEXTS.action}: ${name}`}
        onClick={() => setConfirming(true)}
      >
        {UPSCALE_TEXTS.action}
      </Button>
      <ModalDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !flow.starting) close();
        }}
        title={UPSCALE_TEXTS.question}
        initialFocusEl={() => cancelRef.current}
        footer={
          <>
            <Button ref={cancelRef} variant="outline" onClick={close} disabled={flow.starting}>
              Cancel
            </Button>
            <Button colorPalette="teal" onClick={() => void confirm()} loading={flow.starting} disabled={short}>
              {UPSCALE_TEXTS.confirm(flow.cost)}
            </Button>
          </>
        }
      >
        <Stack gap="3">
          <Text>{UPSCALE_TEXTS.explanation}</Text>
          {flow.hasUltraCopy && <Text>{UPSCALE_TEXTS.hasCopy}</Text>}
          <Text fontWeight="semibold">{UPSCALE_TEXTS.costLine(flow.cost, flow.balance)}</Text>
          {flow.enlargedNotice && (
            <Text fontSize="sm" color="fg.muted" borderStartWidth="3px" borderColor="orange.solid" ps="3">
              {flow.enlargedNotice}
            </Text>
          )}
          {short && <NotEnoughTokensAlert message={REMIX_MESSAGES.notEnoughTokensToUpscale(cost, balance)} />}
          {!short && flow.refusal !== null && flow.shortOfTokens && <NotEnoughTokensAlert message={flow.refusal} />}
          {!short && flow.refusal !== null && !flow.shortOfTokens && (
            <AlertNotice status="error" title={UPSCALE_TEXTS.failed}>
              {flow.refusal}
            </AlertNotice>
          )}
        </Stack>
      </ModalDialog>
    </>
  );
}

/** The upscale's live progress: the job's percent, which moves a few times a job (its stages), announced politely. */
function UpscaleProgress({ progress }: { progress: number }) {
  const percent = Math.round(progress);
  return (
    <Stack gap="1" flex="1" minW="0">
      <Text fontSize="sm" role="status">{`${UPSCALE_TEXTS.progress}: ${percent}%`}</Text>
      <Progress.Root value={percent} colorPalette="teal" size="xs">
        <Progress.Track aria-label={UPSCALE_TEXTS.progress}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
