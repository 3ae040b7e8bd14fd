import { useState } from 'react';
import { tokenCostFor } from '@roomremix/contracts/constants';
import type { RemixMode } from '@roomremix/contracts/enums';
import { disclosureOf } from '@roomremix/contracts/disclosure';
import { type Listing, stagingLookOf, stagingRequestSchema } from '@roomremix/contracts/listings';
import { roomStyleSchema } from '@roomremix/contracts/enums';
import { hasGradeInput } from '@roomremix/contracts/remix';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { readApiErrorBody } from '@/lib/api-error-body';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { offeredQuality } from '@/lib/quality-options';
import { isNotEnoughTokens, useStartStaging } from '../api/start-staging';
import { isBatchRunning } from '../utils/batch-progress';
import { newestLook, stagingScope } from '../utils/takes';

/** The batch form's choices: a staging request without `photoIds` (the photos without a take of these settings). */
export type StagingSettings = Omit<z.output<typeof stagingRequestSchema>, 'photoIds'>;

/**
 * The form's first choices: the settings of the listing's newest take and the disclosure rule it followed last, so a
 * reload shows what was staged; before any take, the request's own defaults (mode 'stage', standard quality), the
 * first named room style (matched furniture needs one style for the whole listing, so "keep the current style" is not
 * offered) and the label on the photo.
 */
function initialSettings(listing: Listing): StagingSettings {
  return stagingRequestSchema.parse({
    roomStyle: roomStyleSchema.options[0],
    ...newestLook(listing),
    disclosureRule: listing.disclosureRule,
  });
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
  const [settings, setSettings] = useState(() => initialSettings(listing));
  const start = useStartStaging(onBalanceChanged);
  const modes = engine?.modes ?? [];
  const mode = offeredMode(settings.mode, modes);
  const quality = offeredQuality(settings.quality, engine);
  const rules = config?.disclosureRules ?? [];
  const disclosureRule = settings.disclosureRule ?? listing.disclosureRule;
  const rule = rules.find(({ id }) => id === disclosureRule);
  const look = stagingLookOf({ ...settings, mode: mode ?? settings.mode, quality });
  const scope = stagingScope(listing, look, {
    disclosureRule,
    linksOriginals: rule !== undefined && disclosureOf(rule) === 'label-link',
  });
  const perPhoto = tokenCostFor(quality);
  const photos = scope.toStage.length;
  const cost = perPhoto * photos;
  const shortOfTokens = balance !== null && balance < cost;
  // The local engine reads no words: without a preset style or a colour scheme its photos would come back unchanged.
  const appliesNothing =
    engine !== null &&
    !engine.followsInstructions &&
    !hasGradeInput({ referenceCount: 0, ...settings, paintedRemoval: false });
  const running = isBatchRunning(listing.batch) || start.isPending;

  const send = (photoIds?: string[]) => {
    if (mode === null) return;
    const customStyle = settings.roomStyle === 'other' ? settings.customStyle : null;
    start.mutate({
      listingId: listing.id,
      request: { ...settings, mode, quality, customStyle, ...(photoIds && { photoIds }) },
      idempotencyKey: crypto.randomUUID(),
    });
  };
  const ready = mode !== null && !appliesNothing && !running;

  return {
    settings: { ...settings, mode: mode ?? settings.mode, quality },
    /** The engine's modes and qualities (`GET /api/config`); null while unknown. */
    engine,
    /** The disclosure rules offered (`GET /api/config`); empty while unknown. */
    disclosureRules: rules,
    modes,
    readsInstructions: engine?.followsInstructions ?? true,
    /** Photos this staging stages and charges: those with no take of these settings. */
    photos,
    cost,
    /** Photos whose take of these settings gets the chosen disclosure for free. */
    remarks: scope.toRemark.length,
    /** Photos with a take of these settings, and what staging them again would cost: asked before it is sent. */
    restage: { photos: scope.withTake, cost: perPhoto * scope.withTake.length },
    shortOfTokens,
    appliesNothing,
    running,
    starting: start.isPending,
    canStart: ready && (photos > 0 || scope.toRemark.length > 0) && !shortOfTokens,
    canRestage: ready && scope.withTake.length > 0 && (balance === null || balance >= perPhoto * scope.withTake.length),
    notEnoughTokens: isNotEnoughTokens(start.error) ? (readApiErrorBody(start.error)?.message ?? null) : null,
    change: (changes: Partial<StagingSettings>) => {
      setSettings((current) => ({ ...current, ...changes }));
      start.reset();
    },
    /** Stages the photos without a take of these settings and re-marks the others' takes. */
    start: () => send(),
    /** Stages again, by name, the photos that have a take of these settings (the owner confirmed the cost). */
    restageAll: () => send(scope.withTake.map(({ id }) => id)),
  };
}
