import type { JobStage } from '@roomremix/contracts/enums';
import { Progress } from '@chakra-ui/react/progress';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

/** What the user is told at each stage of a remix. */
const STAGE_LABELS: Record<JobStage, string> = {
  uploading: 'Uploading images',
  queued: 'Waiting in the queue',
  generating: 'Generating your design',
  saving: 'Saving the result',
  done: 'Done',
};

interface RemixProgressProps {
  stage: JobStage;
  /** Percent done of the current step: bytes sent while uploading, the job's progress afterwards. */
  progress: number;
}

/**
 * The live progress of a remix: the upload's bytes sent, then the job's stages
 * (docs/architecture.md#the-job-state-machine). Screen readers hear each stage once; the percentages, which change many
 * times a second while uploading, are there to read, not announced.
 */
export function RemixProgress({ stage, progress }: RemixProgressProps) {
  const label = `${STAGE_LABELS[stage]}: ${Math.round(progress)}%`;
  return (
    <Stack as="section" aria-label="Remix progress" gap="2">
      <Stack gap="0" role="status">
        <Text fontWeight="medium">Processing images...</Text>
        <Text srOnly>{STAGE_LABELS[stage]}</Text>
      </Stack>
      <Progress.Root value={Math.round(progress)} colorPalette="teal" size="sm" aria-label={STAGE_LABELS[stage]}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm">{label}</Text>
      <Text fontSize="sm" color="fg.muted">
        This may take a few minutes
      </Text>
    </Stack>
  );
}
