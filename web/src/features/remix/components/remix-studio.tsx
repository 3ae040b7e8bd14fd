import type { ComponentType } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LocalEngineLine } from '@/components/ui/engine-notice';
import { HEADER_HEIGHT } from '@/lib/layout';
import { useRemixStudio } from '../hooks/use-remix-studio';
import { type TokenStanding, TokenStandingProvider } from '../hooks/use-token-standing';
import { CreateRemixPanel } from './create-remix-panel';
import { DesignStep } from './design-step';
import { PreviousResults } from './previous-results';
import { RemixResult } from './remix-result';
import { StepCard } from './step-card';
import { StudioHowItWorks } from './studio-how-it-works';
import { YourRoomStep } from './your-room-step';

/** The Starter Pack offer's element id, which step 3's notice links to when the balance falls short. */
const STARTER_PACK_OFFER_ID = 'starter-pack';

interface RemixStudioProps {
  /** The user's balance and Starter Pack, to say before any upload when the tokens do not cover the remix. */
  tokens: TokenStanding | null;
  /** The balance moved (debit on submit, refund on failure): the caller refetches the user. */
  onBalanceChanged: () => void;
  /**
   * The Starter Pack offer, shown at the top while it is still to be had, so a new account claims it where it lands;
   * it calls `onClaimed` once the tokens were added. Null: nothing to offer.
   */
  StarterPackOffer: ComponentType<{ onClaimed: () => void }> | null;
}

/** The main app screen: upload, design elements, Start Remix with live progress, result, previous results. */
export function RemixStudio({ tokens, onBalanceChanged, StarterPackOffer }: RemixStudioProps) {
  const studio = useRemixStudio(tokens, onBalanceChanged);
  const { view, busy } = studio;
  return (
    <TokenStandingProvider value={studio.tokenStanding}>
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Stack gap="10">
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              Remix Studio
            </Heading>
            <Text color="fg.muted">
              Upload a photo of your room, describe the look you want, and let RoomRemix redesign it.
            </Text>
            <LocalEngineLine />
          </Stack>
          {StarterPackOffer && (
            <Box id={STARTER_PACK_OFFER_ID} scrollMarginTop={HEADER_HEIGHT}>
              <StarterPackOffer onClaimed={studio.focusNextStep} />
            </Box>
          )}
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
            <StepCard step={1} title="Your Room">
              <YourRoomStep
                base={studio.base}
                mask={studio.mask}
                painting={studio.painting}
                onPaintingChange={studio.setPainting}
                busy={busy}
                browseRef={studio.baseBrowseButton}
                warnAboveShare={studio.warnAboveShare}
              />
            </StepCard>
            <StepCard step={2} title="Design Elements">
              <DesignStep
                settings={studio.settings}
                onChange={studio.changeSettings}
                engine={studio.engine}
                painted={studio.painted}
                references={studio.references}
                busy={busy}
              />
            </StepCard>
            <StepCard step={3} title="Create Your Remix">
              <CreateRemixPanel
                view={view}
                cost={studio.cost}
                tokens={tokens}
                starterPackOfferId={StarterPackOffer ? STARTER_PACK_OFFER_ID : null}
                engineNotice={studio.engineNotice}
                startButton={studio.startButton}
                onStart={studio.start}
              />
            </StepCard>
          </SimpleGrid>
          {view.kind === 'result' && (
            <RemixResult
              results={view.results}
              notes={view.notes}
              onNewRemix={studio.newRemix}
              onRemixResult={studio.remixResult}
            />
          )}
          <PreviousResults />
          <StudioHowItWorks />
        </Stack>
      </Container>
    </TokenStandingProvider>
  );
}
