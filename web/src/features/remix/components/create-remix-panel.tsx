import type { RefObject } from 'react';
import { REMIX_MESSAGES, tokenCount } from '@roomremix/contracts/messages';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { EngineNotice } from '@/components/ui/engine-notice';
import type { TokenStanding } from '../hooks/use-token-standing';
import type { CreateRemixView } from '../utils/studio-view';
import { NotEnoughTokensAlert, RemixFailedAlert } from './remix-alerts';
import { RemixProgress } from './remix-progress';

interface CreateRemixPanelProps {
  view: CreateRemixView;
  cost: number;
  /** Null while unknown; a balance below the cost keeps Start Remix off and says how to get tokens. */
  tokens: TokenStanding | null;
  /** The id of the Starter Pack offer on the page, while there is one: the notice of a short balance points to it. */
  starterPackOfferId: string | null;
  /** A word before paying about the engine, e.g. that the local one runs no AI; null for none. */
  engineNotice: string | null;
  startButton: RefObject<HTMLButtonElement | null>;
  onStart: () => void;
}

/** Whether a known balance falls short of the remix's cost. */
export function isShortOfTokens(tokens: TokenStanding | null, cost: number): tokens is TokenStanding {
  return tokens !== null && tokens.balance < cost;
}

/**
 * Step 3: Start Remix with its cost, the live progress, the refusals and failures. The finished remix shows below
 * the cards, across the page, where the photos have room.
 */
export function CreateRemixPanel({
  view,
  cost,
  tokens,
  starterPackOfferId,
  engineNotice,
  startButton,
  onStart,
}: CreateRemixPanelProps) {
  if (view.kind === 'result') {
    const count = view.results.length;
    return (
      <Text color="fg.muted" fontSize="sm">
        {count > 1 ? `Your ${count} variants are ready: compare them below.` : 'Your remix is ready: compare it below.'}
      </Text>
    );
  }
  const shortOfTokens = isShortOfTokens(tokens, cost);
  return (
    <Stack gap="4">
      {view.kind === 'running' ? (
        <RemixProgress stage={view.stage} progress={view.progress} />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {view.hint}
        </Text>
      )}
      {view.kind === 'ready' && shortOfTokens && (
        <NotEnoughTokensAlert
          message={REMIX_MESSAGES.tokensShort(cost, tokens.balance)}
          starterPackOfferId={tokens.starterPackClaimed ? null : starterPackOfferId}
        />
      )}
      {view.kind === 'ready' && !shortOfTokens && view.notEnoughTokens && (
        <NotEnoughTokensAlert message={view.notEnoughTokens} />
      )}
      {view.kind === 'ready' && view.failure && <RemixFailedAlert message={view.failure} />}
      {view.kind === 'ready' && engineNotice && <EngineNotice>{engineNotice}</EngineNotice>}
      <Button
        ref={startButton}
        colorPalette="teal"
        size="lg"
        disabled={view.kind !== 'ready' || !view.canStart}
        loading={view.kind === 'running'}
        onClick={onStart}
      >
        {`Start Remix · ${tokenCount(cost)}`}
      </Button>
    </Stack>
  );
}
