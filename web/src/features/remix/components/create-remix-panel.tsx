import type { RefObject } from 'react';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import type { ImageResult } from '@roomremix/contracts/remix';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { CreateRemixView } from '../utils/studio-view';
import { NotEnoughTokensAlert, RemixFailedAlert } from './remix-alerts';
import { RemixProgress } from './remix-progress';
import { RemixResult } from './remix-result';

/** The signed-in user's tokens, as far as the studio needs them. */
export interface TokenStanding {
  balance: number;
  starterPackClaimed: boolean;
}

interface CreateRemixPanelProps {
  view: CreateRemixView;
  cost: number;
  /** Null while unknown; a balance below the cost keeps Start Remix off and says how to get tokens. */
  tokens: TokenStanding | null;
  canStart: boolean;
  startButton: RefObject<HTMLButtonElement | null>;
  onStart: () => void;
  onNewRemix: () => void;
  onRemixResult: (result: ImageResult) => Promise<void>;
}

/** Step 3: Start Remix with its cost, the live progress, the refusals and failures, then the result. */
export function CreateRemixPanel({ view, cost, tokens, canStart, startButton, ...actions }: CreateRemixPanelProps) {
  if (view.kind === 'result') {
    return (
      <Stack gap="4">
        <RemixResult
          result={view.result}
          notes={view.notes}
          onNewRemix={actions.onNewRemix}
          onRemixResult={actions.onRemixResult}
        />
      </Stack>
    );
  }
  const shortOfTokens = tokens !== null && tokens.balance < cost;
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
          offerStarterPack={!tokens.starterPackClaimed}
        />
      )}
      {view.kind === 'ready' && !shortOfTokens && view.notEnoughTokens && (
        <NotEnoughTokensAlert message={view.notEnoughTokens} />
      )}
      {view.kind === 'ready' && view.failure && <RemixFailedAlert message={view.failure} />}
      <Button
        ref={startButton}
        colorPalette="teal"
        size="lg"
        disabled={!canStart || shortOfTokens}
        loading={view.kind === 'running'}
        onClick={actions.onStart}
      >
        {`Start Remix · ${cost} ${cost === 1 ? 'token' : 'tokens'}`}
      </Button>
    </Stack>
  );
}
