import { useMemo, useRef, useState } from 'react';
import { LOCAL_FILL_CLEAN_SHARE, UPLOAD_LIMITS, remixCost } from '@roomremix/contracts/constants';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { type ImageResult, hasDesignInput, hasGradeInput } from '@roomremix/contracts/remix';
import { toast } from '@/components/ui/toast';
import { focusAfterRender } from '@/lib/focus-after-render';
import { offeredQuality } from '@/lib/quality-options';
import { useDeletedResultIds } from '../api/delete-result';
import { fetchResultImage } from '../api/fetch-result-image';
import { modeAvailability, useEngineModes } from '../api/use-engine-modes';
import { isShortOfTokens } from '../components/create-remix-panel';
import { hasPaint } from '../utils/mask-strokes';
import { studioView } from '../utils/studio-view';
import { useKeepDroppedFilesInPage } from '@/lib/use-keep-dropped-files-in-page';
import { useMaskStrokes } from './use-mask-strokes';
import { usePickedImages } from './use-picked-images';
import { useReferenceImages } from './use-reference-images';
import { useRemixFlow } from './use-remix-flow';
import { type StoredRemixSettings, useRemixSettings } from './use-remix-settings';
import type { TokenStanding } from './use-token-standing';

const { processFailed } = REMIX_MESSAGES;

/**
 * The studio's state and flow: the photo and its painted region, the saved settings and references, what the engine
 * can do with them, Start Remix, and what follows a result (New Remix, remix the result). The studio lays it out.
 */
export function useRemixStudio(tokens: TokenStanding | null, onBalanceChanged: () => void) {
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

  return {
    tokenStanding,
    base,
    mask,
    painting,
    setPainting,
    references,
    settings,
    changeSettings,
    engine,
    painted,
    view,
    busy: view.kind === 'running',
    cost,
    engineNotice: localEngine ? localEngineNotice(fillsPaintedRegion) : null,
    warnAboveShare: localEngine && fillsPaintedRegion ? LOCAL_FILL_CLEAN_SHARE : null,
    baseBrowseButton,
    startButton,
    start,
    focusNextStep,
    newRemix,
    remixResult,
  };
}

/** What the local engine will do, said before paying: fill what was painted for a removal, else grade the colours. */
function localEngineNotice(removal: boolean): string {
  return removal ? REMIX_MESSAGES.localEngineFillNotice : REMIX_MESSAGES.localEngineNotice;
}
