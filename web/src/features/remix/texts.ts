import { QUALITY_LABELS } from '@roomremix/contracts/enums';
import { QUALITY_LONG_EDGE } from '@roomremix/contracts/constants';
import { tokenCount } from '@roomremix/contracts/messages';

const ULTRA = QUALITY_LABELS.ultra;

/** The upscale of a result to Ultra 4K, as the card, the details and the confirmation name it. */
export const UPSCALE_TEXTS = {
  /** The button on a card and in the details. */
  action: 'Upscale to 4K',
  /** The confirmation's question. */
  question: 'Upscale this result to 4K?',
  /** What the upscale makes, said in the confirmation. */
  explanation: `A new ${ULTRA} copy of this result, ${QUALITY_LONG_EDGE.ultra} px on its long edge, joins your results with the same title and settings. The original stays.`,
  /** The cost against the balance, said before confirming; the balance only when known. */
  costLine: (cost: number, balance: number | null) =>
    balance === null
      ? `It costs ${tokenCount(cost)}.`
      : `It costs ${tokenCount(cost)}; you have ${tokenCount(balance)}.`,
  /** Said in the confirmation when the list already holds an Ultra copy of the result: another costs as much again. */
  hasCopy: `Your results already hold an ${ULTRA} copy of this result; this makes another.`,
  /** The confirming button. */
  confirm: (cost: number) => `Upscale · ${tokenCount(cost)}`,
  /** The live progress while the job runs. */
  progress: 'Upscaling to 4K',
  /** The toast once the job finished. */
  ready: `Your ${ULTRA} image is ready`,
  readyDescription: (title: string) => `"${title}" in ${ULTRA} is now in your results.`,
  /** The title of a failure, at the start or once the job failed. */
  failed: 'The upscale failed',
  failedFallback: 'The upscale could not be started. Please try again.',
} as const;

/** "Upscaled from <title>" on a result an upscale made; "Upscaled" when its original is gone. */
export function upscaledFromLabel(originalTitle: string | null): string {
  return originalTitle === null ? 'Upscaled' : `Upscaled from ${originalTitle}`;
}

/** A result's pixel size, e.g. '3840 × 2560 px'. */
export function pixelSize(width: number, height: number): string {
  return `${width} × ${height} px`;
}
