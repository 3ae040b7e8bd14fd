import { useState } from 'react';
import { tokenCostFor } from '@roomremix/contracts/constants';
import type { RemixMode } from '@roomremix/contracts/enums';
import { type Listing, stagingRequestSchema } from '@roomremix/contracts/listings';
import { roomStyleSchema } from '@roomremix/contracts/enums';
import { hasGradeInput } from '@roomremix/contracts/remix';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { readApiErrorBody } from '@/lib/api-error-body';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { offeredQuality } from '@/lib/quality-options';
import { isNotEnoughTokens, useStartStaging } from '../api/start-staging';
import { isBatchRunning } from '../utils/batch-progress';

/** The batch form's choices: a staging request without `photoIds` (every photo is staged, in listing order). */
export type StagingSettings = Omit<z.output<typeof stagingRequestSchema>, 'photoIds'>;

/**
 * The form's first choices: the request's own defaults (mode 'stage', standard quality), the first named room style
 * (matched furniture needs one style for the whole listing, so "keep the current style" is not offered) and the
 * disclosure rule the listing followed last (the label on the photo before its first staging).
 */
function initialSettings(disclosureRule: string): StagingSettings {
  return stagingRequestSchema.parse({ roomStyle: roomStyleSchema.options[0], disclosureRule });
}

/** The mode a batch goes with: the chosen one when the engine offers it, else 'stage', else the engine's first. */
function offeredMode(chosen: RemixMode, offered: readonly RemixMode[]): RemixMode | null {
  if (offered.includes(chosen)) return chosen;
  const { mode: stagingDefault } = stagingRequestSchema.parse({ roomStyle: roomStyleSchema.options[0] });
  return offered.includes(stagingDefault) ? stagingDefault : (offered[0] ?? null);
}

interface StagingFormOptions {
  listing: Listing;
  /** The user's token balance; null while unknown (the server decides). */
  balance: number | null;
  /** The balance moved: the batch was debited. */
  onBalanceChanged: () => void;
}

/**
 * The batch form of a listing: its settings, the modes and qualities the engine offers (`GET /api/config`), the cost
 * (photos × the quality's tokens) against the balance, and Start, with a new Idempotency-Key per click. A refusal for lack of
 * tokens is kept as the server's message until the settings change.
 */
export function useStagingForm({ listing, balance, onBalanceChanged }: StagingFormOptions) {
  const config = useQuery(publicConfigQueryOptions()).data;
  const engine = config?.engine ?? null;
  const [settings, setSettings] = useState(() => initialSettings(listing.disclosureRule));
  const start = useStartStaging(onBalanceChanged);
  const modes = engine?.modes ?? [];
  const mode = offeredMode(settings.mode, modes);
  const quality = offeredQuality(settings.quality, engine);
  const photos = listing.photos.length;
  const cost = tokenCostFor(quality) * photos;
  const shortOfTokens = balance !== null && balance < cost;
  // The local engine reads no words: without a preset style or a colour scheme its photos would come back unchanged.
  const appliesNothing =
    engine !== null &&
    !engine.followsInstructions &&
    !hasGradeInput({ referenceCount: 0, ...settings, paintedRemoval: false });
  const running = isBatchRunning(listing.batch) || start.isPending;

  return {
    settings: { ...settings, mode: mode ?? settings.mode, quality },
    /** The engine's modes and qualities (`GET /api/config`); null while unknown. */
    engine,
    /** The disclosure rules offered (`GET /api/config`); empty while unknown. */
    disclosureRules: config?.disclosureRules ?? [],
    modes,
    readsInstructions: engine?.followsInstructions ?? true,
    photos,
    cost,
    shortOfTokens,
    appliesNothing,
    running,
    starting: start.isPending,
    canStart: mode !== null && photos > 0 && !shortOfTokens && !appliesNothing && !running,
    notEnoughTokens: isNotEnoughTokens(start.error) ? (readApiErrorBody(start.error)?.message ?? null) : null,
    change: (changes: Partial<StagingSettings>) => {
      setSettings((current) => ({ ...current, ...changes }));
      start.reset();
    },
    start: () => {
      if (mode === null) return;
      const customStyle = settings.roomStyle === 'other' ? settings.customStyle : null;
      start.mutate({
        listingId: listing.id,
        request: { ...settings, mode, quality, customStyle },
        idempotencyKey: crypto.randomUUID(),
      });
    },
  };
}
