import type { ReactNode } from 'react';
import type { ImageResult } from '@roomremix/contracts/remix';
import { Badge } from '@chakra-ui/react/badge';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type DialogControl, ModalDialog } from '@/components/ui/modal-dialog';
import { CreatedLine } from '@/components/ui/short-date';
import type { UpscaleFlow } from '../hooks/use-upscale-flow';
import { pixelSize } from '../texts';
import { resultSettingLabels } from '../utils/result-settings';
import { resultName } from '../utils/result-variant';
import { DeleteResultButton } from './delete-result-button';
import { DownloadResultLink } from './download-result-link';
import { ResultFigure } from './result-figure';
import { ShareResult } from './share-result-slot';
import { UpscaleControl } from './upscale-control';
import { UpscaledFromNote } from './upscaled-from-note';

/** A titled part of the details. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

interface ResultDetailsDialogProps extends DialogControl {
  result: ImageResult;
  /** The result's upscale, held by its card. */
  upscale: UpscaleFlow;
}

/**
 * A result's details: the original and the remix, the reference images with their labels, the settings, the pixel
 * size with 'Upscale to 4K' or what the result was upscaled from, the prompt and colour scheme when given, the date,
 * Download, Share and Delete.
 */
export function ResultDetailsDialog({ result, upscale, ...control }: ResultDetailsDialogProps) {
  const name = resultName(result);
  return (
    <ModalDialog
      {...control}
      title={name}
      closeLabel="Close details"
      size={{ mdDown: 'full', md: 'xl' }}
      focusableBody
      footer={
        <Flex justify="space-between" w="full" gap="2">
          <DeleteResultButton resultId={result.id} onDeleted={() => control.onOpenChange(false)} />
          <Flex gap="2">
            <ShareResult
              images={{ original: result.baseImageUrl, result: result.resultImageUrl }}
              resultId={result.id}
              name={name}
            />
            <DownloadResultLink result={result} />
          </Flex>
        </Flex>
      }
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <ResultFigure src={result.baseImageUrl} alt={`${name}, original`} caption="Original" />
          <ResultFigure src={result.resultImageUrl} alt={`${name}, remixed`} caption="Remixed result" />
        </SimpleGrid>
        {result.maskImageUrl && (
          <Section title="Painted region">
            <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
              <ResultFigure
                src={result.maskImageUrl}
                alt={`${name}, painted region`}
                caption="White was changed, black kept"
              />
            </SimpleGrid>
          </Section>
        )}
        {result.referenceImageUrls.length > 0 && (
          <Section title="Reference images">
            <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
              {result.referenceImageUrls.map((url, index) => {
                const caption = result.referenceImageLabels[index] ?? '';
                return <ResultFigure key={url} src={url} alt={`Reference image ${index + 1}`} caption={caption} />;
              })}
            </SimpleGrid>
          </Section>
        )}
        <Section title="Settings">
          <Flex as="ul" wrap="wrap" gap="2" listStyleType="none">
            {resultSettingLabels(result).map((label) => (
              <Badge as="li" key={label} size="md">
                {label}
              </Badge>
            ))}
          </Flex>
        </Section>
        {(result.width !== null || result.upscaledFrom !== null || upscale.phase.kind !== 'unavailable') && (
          <Section title="Size">
            <Flex align="center" gap="3" wrap="wrap">
              {result.width !== null && result.height !== null && <Text>{pixelSize(result.width, result.height)}</Text>}
              <UpscaledFromNote result={result} />
              <UpscaleControl flow={upscale} name={name} />
            </Flex>
          </Section>
        )}
        {result.textPrompt && (
          <Section title="Prompt">
            <Text whiteSpace="pre-wrap">{result.textPrompt}</Text>
          </Section>
        )}
        {result.colorScheme && (
          <Section title="Color scheme">
            <Text>{result.colorScheme}</Text>
          </Section>
        )}
        <CreatedLine iso={result.createdAt} />
      </Stack>
    </ModalDialog>
  );
}
