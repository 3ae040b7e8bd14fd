import { type ComponentType, useMemo, useRef, useState } from 'react';
import { LOCAL_FILL_CLEAN_SHARE, UPLOAD_LIMITS, remixCost } from '@roomremix/contracts/constants';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { type ImageResult, hasDesignInput, hasGradeInput } from '@roomremix/contracts/remix';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LocalEngineLine } from '@/components/ui/engine-notice';
import { toast } from '@/components/ui/toast';
import { focusAfterRender } from '@/lib/focus-after-render';
import { HEADER_HEIGHT } from '@/lib/layout';
import { offeredQuality } from '@/lib/quality-options';
import { useDeletedResultIds } from '../api/delete-result';
import { fetchResultImage } from '../api/fetch-result-image';
import { modeAvailability, useEngineModes } from '../api/use-engine-modes';
import { useKeepDroppedFilesInPage } from '../hooks/use-keep-dropped-files-in-page';
import { useMaskStrokes } from '../hooks/use-mask-strokes';
import { usePickedImages } from '../hooks/use-picked-images';
import { useReferenceImages } from '../hooks/use-reference-images';
import { useRemixFlow } from '../hooks/use-remix-flow';
import { type StoredRemixSettings, useRemixSettings } from '../hooks/use-remix-settings';
import { type TokenStanding, TokenStandingProvider } from '../hooks/use-token-standing';
import { hasPaint } from '../utils/mask-strokes';
import { studioView } from '../utils/studio-view';
import { CreateRemixPanel, isShortOfTokens } from './create-remix-panel';
import { DesignStep } from './design-step';
import { PreviousResults } from './previous-results';
import { RemixResult } from './remix-result';
import { StepCard } from './step-card';
import { StudioHowItWorks } from './studio-how-it-works';
import { YourRoomStep } from './your-room-step';

const { processFailed } = REMIX_MESSAGES;

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
  const saved = useRemixSettings();
  const { update } = saved;
  const base = usePickedImages(UPLOAD_LIMITS.baseImages);
  const mask = useMaskStrokes();
  const [painting, setPainting] = useState(false);
  const references = useReferenceImages(saved.settings.referenceImageLabels, (labels) =>
    update({ referenceImageLabels: labels }),
  );
  const baseBrowseButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  useKeepDroppedFilesInPage();
  const { submit, job, start: startRemix, forgetJob } = useRemixFlow(onBalanceChanged);
  const deletedResultIds = useDeletedResultIds();
  const balance = tokens?.balance;
  const starterPackClaimed = tokens?.starterPackClaimed;
  // The result cards' upscales state the balance and tell of its change, as Start Remix does.
  const tokenStanding = useMemo(
    () => ({
      tokens: balance === undefined || starterPackClaimed === undefined ? null : { balance, starterPackClaimed },
      onBalanceChanged,
    }),
    [balance, starterPackClaimed, onBalanceChanged],
  );

  const engine = useEngineModes();
  // A saved quality the engine does not make (Ultra, saved with another engine) goes as the default, as the form shows.
  const settings = { ...saved.settings, quality: offeredQuality(saved.settings.quality, engine) };
  const cost = remixCost(settings.quality, settings.variants);
  const designInput = hasDesignInput({ referenceCount: references.references.length, ...settings });
  // Only while the brush is shown: hiding it means the whole photo again.
  const painted = painting && hasPaint(mask.strokes);
  const mode = modeAvailability(engine, settings.mode, painted);
  // A mode this engine does only on a painted region (a removal): the local engine fills it instead of grading.
  const fillsPaintedRegion = engine?.modesNeedingMask.includes(settings.mode) ?? false;
  const localEngine = engine?.name === 'local';
  const appliesNothing =
    engine !== null &&
    !engine.followsInstructions &&
    !hasGradeInput({
      referenceCount: references.references.length,
      ...settings,
      paintedRemoval: painted && fillsPaintedRegion,
    });
  const view = studioView({
    uploading: submit.isPending,
    progress: submit.progress,
    job,
    deletedResultIds,
    hasBase: base.images.length > 0,
    designInput,
    followsInstructions: engine?.followsInstructions ?? true,
    mode,
    appliesNothing,
    shortOfTokens: isShortOfTokens(tokens, cost),
    notEnoughTokens: submit.notEnoughTokens,
  });
  const busy = view.kind === 'running';
  // A refusal speaks of the settings it was given; once they change it no longer applies.
  const changeSettings = (changes: Partial<StoredRemixSettings>) => {
    update(changes);
    submit.reset();
  };

  const start = () => {
    const [picked] = base.images;
    if (!picked) return toast({ ...REMIX_MESSAGES.missingBaseImage, variant: 'destructive' });
    if (!designInput) return toast({ ...REMIX_MESSAGES.missingDesignInput, variant: 'destructive' });
    startRemix({
      base: picked.file,
      references: references.references.map((image) => image.file),
      settings,
      maskStrokes: painted ? mask.strokes : [],
    });
  };

  // The offer's button is gone once claimed: on to what Start Remix waits for next, the photo or Start itself.
  const focusNextStep = () => focusAfterRender(base.images.length > 0 ? startButton : baseBrowseButton);

  const newRemix = () => {
    base.replace([]);
    mask.clear();
    forgetJob();
    focusAfterRender(baseBrowseButton);
    toast({ title: REMIX_MESSAGES.readyForNewRemix });
  };

  // The result becomes the next base image; settings and references stay, like 'New Remix'.
  const remixResult = async (result: ImageResult) => {
    try {
      base.replace([await fetchResultImage(result)]);
      mask.clear();
      forgetJob();
      focusAfterRender(startButton);
      toast({ title: REMIX_MESSAGES.readyForNewRemix, description: 'Your result is now the base image.' });
    } catch (error) {
      console.error('Could not use the result as the base image', error);
      const description = error instanceof Error ? error.message : processFailed.fallback;
      toast({ title: processFailed.title, description, variant: 'destructive' });
    }
  };

  return (
    <TokenStandingProvider value={tokenStanding}>
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
              <StarterPackOffer onClaimed={focusNextStep} />
            </Box>
          )}
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
            <StepCard step={1} title="Your Room">
              <YourRoomStep
                base={base}
                mask={mask}
                painting={painting}
                onPaintingChange={setPainting}
                busy={busy}
                browseRef={baseBrowseButton}
                warnAboveShare={localEngine && fillsPaintedRegion ? LOCAL_FILL_CLEAN_SHARE : null}
              />
            </StepCard>
            <StepCard step={2} title="Design Elements">
              <DesignStep
                settings={settings}
                onChange={changeSettings}
                engine={engine}
                painted={painted}
                references={references}
                busy={busy}
              />
            </StepCard>
            <StepCard step={3} title="Create Your Remix">
              <CreateRemixPanel
                view={view}
                cost={cost}
                tokens={tokens}
                starterPackOfferId={StarterPackOffer ? STARTER_PACK_OFFER_ID : null}
                engineNotice={localEngine ? localEngineNotice(fillsPaintedRegion) : null}
                startButton={startButton}
                onStart={start}
              />
            </StepCard>
          </SimpleGrid>
          {view.kind === 'result' && (
            <RemixResult results={view.results} notes={view.notes} onNewRemix={newRemix} onRemixResult={remixResult} />
          )}
          <PreviousResults />
          <StudioHowItWorks />
        </Stack>
      </Container>
    </TokenStandingProvider>
  );
}

/** What the local engine will do, said before paying: fill what was painted for a removal, else grade the colours. */
function localEngineNotice(removal: boolean): string {
  return removal ? REMIX_MESSAGES.localEngineFillNotice : REMIX_MESSAGES.localEngineNotice;
}
