import { useEffect, useRef, useState, type ReactNode } from 'react';
import { UPLOAD_LIMITS, tokenCostFor } from '@roomremix/contracts/constants';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import {
  type ImageResult,
  type RemixJob,
  defaultResultTitle,
  hasDesignInput,
  isFinishedJob,
} from '@roomremix/contracts/remix';
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Circle } from '@chakra-ui/react/circle';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { QueryObserver, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { readApiErrorBody } from '@/lib/api-error-body';
import { focusAfterRender } from '@/lib/focus-after-render';
import { useDeletedResultIds } from '../api/delete-result';
import { fetchResultImage } from '../api/fetch-result-image';
import { jobQueryOptions } from '../api/get-job';
import { resultsQueryOptions } from '../api/get-results';
import { submitRemix } from '../api/submit-remix';
import { useRemixSettings } from '../hooks/use-remix-settings';
import { downscaleImage } from '../utils/downscale-image';
import { type MaterialLabelDraft, EMPTY_LABEL_DRAFT, draftFromLabel, labelFromDraft } from '../utils/material-labels';
import type { PickedImage } from '../utils/upload-rules';
import { DesignOptions } from './design-options';
import { ImageUploadArea } from './image-upload-area';
import { PreviousResults } from './previous-results';
import { ReferenceLabels } from './reference-labels';
import { RemixProgress } from './remix-progress';
import { RemixResult } from './remix-result';
import { StudioHowItWorks } from './studio-how-it-works';

/** Where the remix form is (SPEC §4): idle, uploading, the job running, or showing its result. */
type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; progress: number }
  | { kind: 'processing'; jobId: string }
  | { kind: 'result'; result: ImageResult; notes: string[] };

const FAILED_FALLBACK = REMIX_MESSAGES.processFailed.fallback;

interface RemixStudioProps {
  /** The balance moved (debit on submit, refund on failure): the caller refetches the user. */
  onBalanceChanged: () => void;
}

function toPicked(files: File[]): PickedImage[] {
  return files.map((file) => ({ id: crypto.randomUUID(), file, previewUrl: URL.createObjectURL(file) }));
}

function release(images: PickedImage[]) {
  for (const image of images) URL.revokeObjectURL(image.previewUrl);
}

/** One numbered card of the studio. */
function StepCard({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="l3" p="5" bg="bg" boxShadow="xs">
      <Flex gap="3" align="center" mb="4">
        <Circle size="8" bg="teal.solid" color="white" fontWeight="bold" aria-hidden="true">
          {step}
        </Circle>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Flex>
      {children}
    </Box>
  );
}

/** The main app screen (SPEC §2): upload, design elements, Start Remix with live progress, result, previous results. */
export function RemixStudio({ onBalanceChanged }: RemixStudioProps) {
  const queryClient = useQueryClient();
  const { settings, update } = useRemixSettings();
  const [baseImages, setBaseImages] = useState<PickedImage[]>([]);
  const [references, setReferences] = useState<PickedImage[]>([]);
  // Label drafts by reference position; their formatted labels are kept with the saved settings (SPEC §4).
  const [labelDrafts, setLabelDrafts] = useState<MaterialLabelDraft[]>(() =>
    settings.referenceImageLabels.map(draftFromLabel),
  );
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [notEnoughTokens, setNotEnoughTokens] = useState<string | null>(null);
  const [refundNotice, setRefundNotice] = useState<string | null>(null);
  const handledJob = useRef<string | null>(null);
  const baseBrowseButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);

  const [job, setJob] = useState<RemixJob | null>(null);
  const busy = phase.kind === 'uploading' || phase.kind === 'processing';
  const cost = tokenCostFor(settings.quality);
  const designInput = hasDesignInput({
    referenceCount: references.length,
    roomStyle: settings.roomStyle,
    colorScheme: settings.colorScheme,
    textPrompt: settings.textPrompt,
  });
  const canStart = baseImages.length > 0 && designInput && !busy;

  // The job is an external system the studio subscribes to: its query polls until the job is finished, and the
  // subscription moves the form on from there (SPEC §4).
  const jobId = phase.kind === 'processing' ? phase.jobId : null;
  useEffect(() => {
    if (!jobId) return;
    const observer = new QueryObserver(queryClient, jobQueryOptions(jobId));
    return observer.subscribe(({ data: current, error }) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        // The job is gone or no longer readable (e.g. signed out): asking again cannot help, so stop waiting.
        setPhase({ kind: 'idle' });
        toast({
          title: REMIX_MESSAGES.processFailed.title,
          description: readApiErrorBody(error)?.message ?? FAILED_FALLBACK,
          variant: 'destructive',
        });
        return;
      }
      if (!current) return;
      setJob(current);
      if (!isFinishedJob(current) || handledJob.current === current.id) return;
      handledJob.current = current.id;
      onBalanceChanged();
      void queryClient.invalidateQueries({ queryKey: resultsQueryOptions().queryKey });
      if (current.status === 'succeeded' && current.result) {
        setPhase({ kind: 'result', result: current.result, notes: current.notes });
        toast(REMIX_MESSAGES.processSucceeded);
        return;
      }
      const description = current.error ?? FAILED_FALLBACK;
      const tokens = `${current.cost} ${current.cost === 1 ? 'token was' : 'tokens were'}`;
      setPhase({ kind: 'idle' });
      setRefundNotice(current.refunded ? `${description} Your ${tokens} refunded.` : description);
      toast({ title: REMIX_MESSAGES.processFailed.title, description, variant: 'destructive' });
    });
  }, [jobId, onBalanceChanged, queryClient]);

  // The result on show was deleted (from Previous Results): its links are dead, so go back to the form. Set while
  // rendering, as React advises for state that follows other state, so the dead result never paints.
  const deletedResultIds = useDeletedResultIds();
  if (phase.kind === 'result' && deletedResultIds.includes(phase.result.id)) setPhase({ kind: 'idle' });

  // A refusal speaks of the settings it was given; once they change it no longer applies.
  const changeSettings = (changes: Parameters<typeof update>[0]) => {
    update(changes);
    setNotEnoughTokens(null);
  };

  // A file dropped beside the upload zones would make the browser open it and leave the studio.
  useEffect(() => {
    const keepInPage = (event: DragEvent) => event.preventDefault();
    window.addEventListener('dragover', keepInPage);
    window.addEventListener('drop', keepInPage);
    return () => {
      window.removeEventListener('dragover', keepInPage);
      window.removeEventListener('drop', keepInPage);
    };
  }, []);

  const changeLabelDrafts = (next: MaterialLabelDraft[]) => {
    setLabelDrafts(next);
    const labels = next.map(labelFromDraft);
    while (labels.length > 0 && labels.at(-1) === '') labels.pop();
    update({ referenceImageLabels: labels });
  };

  const editLabel = (index: number, draft: MaterialLabelDraft) =>
    changeLabelDrafts(
      Array.from({ length: Math.max(labelDrafts.length, index + 1) }, (_, at) =>
        at === index ? draft : (labelDrafts[at] ?? EMPTY_LABEL_DRAFT),
      ),
    );

  const removeReference = (id: string) => {
    const index = references.findIndex((image) => image.id === id);
    if (index === -1) return;
    release(references.slice(index, index + 1));
    setReferences(references.filter((image) => image.id !== id));
    if (index < labelDrafts.length) changeLabelDrafts(labelDrafts.filter((_, at) => at !== index));
  };

  const start = async () => {
    const [base] = baseImages;
    if (!base) {
      toast({ title: 'Missing base image', description: 'Please upload a base image', variant: 'destructive' });
      return;
    }
    if (!designInput) {
      toast({
        title: 'Missing design inputs',
        description:
          'Please provide at least one of: reference images, room style, color scheme, or custom instructions',
        variant: 'destructive',
      });
      return;
    }
    setNotEnoughTokens(null);
    setRefundNotice(null);
    setPhase({ kind: 'uploading', progress: 0 });
    try {
      const [baseImage, ...referenceImages] = await Promise.all(
        [base, ...references].map((image) => downscaleImage(image.file)),
      );
      const created = await submitRemix(
        {
          baseImage: baseImage ?? base.file,
          referenceImages,
          settings,
          title: defaultResultTitle(new Date()),
          idempotencyKey: crypto.randomUUID(),
        },
        (fraction) => setPhase({ kind: 'uploading', progress: fraction * 100 }),
      );
      setJob(created);
      setPhase({ kind: 'processing', jobId: created.id });
      onBalanceChanged();
    } catch (error) {
      setPhase({ kind: 'idle' });
      const message = readApiErrorBody(error)?.message;
      if (error instanceof ApiError && error.status === 402) {
        setNotEnoughTokens(message ?? 'You do not have enough tokens for this remix.');
        return;
      }
      console.error('Could not start the remix', error);
      toast({
        title: REMIX_MESSAGES.processFailed.title,
        description: message ?? FAILED_FALLBACK,
        variant: 'destructive',
      });
    }
  };

  const newRemix = () => {
    release(baseImages);
    setBaseImages([]);
    setPhase({ kind: 'idle' });
    focusAfterRender(baseBrowseButton);
    toast({ title: REMIX_MESSAGES.readyForNewRemix });
  };

  // The result becomes the next base image; settings and references stay, like 'New Remix'.
  const remixResult = async (result: ImageResult) => {
    try {
      const file = await fetchResultImage(result);
      release(baseImages);
      setBaseImages(toPicked([file]));
      setPhase({ kind: 'idle' });
      focusAfterRender(startButton);
      toast({ title: REMIX_MESSAGES.readyForNewRemix, description: 'Your result is now the base image.' });
    } catch (error) {
      console.error('Could not use the result as the base image', error);
      toast({
        title: REMIX_MESSAGES.processFailed.title,
        description: error instanceof Error ? error.message : FAILED_FALLBACK,
        variant: 'destructive',
      });
    }
  };

  const stage = phase.kind === 'uploading' ? 'uploading' : (job?.stage ?? 'queued');
  const progress = phase.kind === 'uploading' ? phase.progress : (job?.progress ?? 0);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="10">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Remix Studio
          </Heading>
          <Text color="fg.muted">
            Upload a photo of your room, describe the look you want, and let RoomRemix redesign it.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
          <StepCard step={1} title="Your Room">
            <Stack gap="3">
              <ImageUploadArea
                label="Base image"
                images={baseImages}
                maxFiles={UPLOAD_LIMITS.baseImages}
                disabled={busy}
                browseRef={baseBrowseButton}
                onAdd={(files) => setBaseImages((current) => [...current, ...toPicked(files)])}
                onRemove={(id) =>
                  setBaseImages((current) => {
                    release(current.filter((image) => image.id === id));
                    return current.filter((image) => image.id !== id);
                  })
                }
              />
              <Text fontSize="sm" color="fg.muted">
                Tip: use a photo of at least 1080x1080 pixels, well lit, taken straight on, without extreme shadows or
                reflections.
              </Text>
            </Stack>
          </StepCard>
          <StepCard step={2} title="Design Elements">
            <Stack gap="5">
              <Stack gap="2">
                <Text fontWeight="medium">Reference images (optional, up to {UPLOAD_LIMITS.referenceImages})</Text>
                <ImageUploadArea
                  label="Reference images"
                  images={references}
                  maxFiles={UPLOAD_LIMITS.referenceImages}
                  disabled={busy}
                  onAdd={(files) => setReferences((current) => [...current, ...toPicked(files)])}
                  onRemove={removeReference}
                />
                <ReferenceLabels references={references} drafts={labelDrafts} onChange={editLabel} disabled={busy} />
              </Stack>
              <DesignOptions settings={settings} onChange={changeSettings} disabled={busy} />
            </Stack>
          </StepCard>
          <StepCard step={3} title="Create Your Remix">
            <Stack gap="4">
              {phase.kind === 'result' ? (
                <RemixResult
                  result={phase.result}
                  notes={phase.notes}
                  onNewRemix={newRemix}
                  onRemixResult={remixResult}
                />
              ) : (
                <>
                  {busy ? (
                    <RemixProgress stage={stage} progress={progress} />
                  ) : (
                    <Text color="fg.muted" fontSize="sm">
                      {baseImages.length === 0
                        ? 'Upload a photo of your room to begin.'
                        : designInput
                          ? 'Ready when you are.'
                          : 'Add a reference image, a room style, a color scheme or custom instructions.'}
                    </Text>
                  )}
                  {notEnoughTokens && (
                    <Alert.Root status="warning" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>Not enough tokens</Alert.Title>
                        <Alert.Description>
                          {notEnoughTokens}{' '}
                          <Link asChild fontWeight="semibold" colorPalette="teal">
                            <RouterLink to="/account?tab=tokens">Buy Tokens</RouterLink>
                          </Link>
                        </Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  {refundNotice && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>The remix failed</Alert.Title>
                        <Alert.Description>{refundNotice}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  <Button
                    ref={startButton}
                    colorPalette="teal"
                    size="lg"
                    disabled={!canStart}
                    loading={busy}
                    onClick={() => void start()}
                  >
                    {`Start Remix · ${cost} ${cost === 1 ? 'token' : 'tokens'}`}
                  </Button>
                </>
              )}
            </Stack>
          </StepCard>
        </SimpleGrid>
        <PreviousResults />
        <StudioHowItWorks />
      </Stack>
    </Container>
  );
}
