import type { ChangeEvent } from 'react';
import { TEXT_LIMITS } from '@roomremix/contracts/constants';
import { REMIX_MODE_LABELS, ROOM_STYLE_LABELS, roomStyleOptionSchema } from '@roomremix/contracts/enums';
import type { Listing } from '@roomremix/contracts/listings';
import { REMIX_MESSAGES, tokenCount } from '@roomremix/contracts/messages';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { labelledOptions, SelectField } from '@/components/ui/select-field';
import { qualityNotice, qualityOptions } from '@/lib/quality-options';
import { type StagingSettings, useStagingForm } from '../hooks/use-staging-form';
import { freeRemarksNote, NOTHING_TO_STAGE, stageButtonLabel, stagingTokensShort } from '../texts';
import { DisclosureOptions } from './disclosure-options';
import { NotEnoughTokensAlert } from './not-enough-tokens-alert';
import { RestageButton } from './restage-button';
import { TAP_SIZE } from './tap-size';

/** Every room style but "keep the current one": matched furniture needs one style for the whole listing. */
const ROOM_STYLE_OPTIONS = labelledOptions(roomStyleOptionSchema.exclude(['none']).options, ROOM_STYLE_LABELS);

interface StagingFormProps {
  listing: Listing;
  balance: number | null;
  onBalanceChanged: () => void;
}

/**
 * The batch form: room style, mode (those the engine offers), quality, colour scheme, instructions and disclosure,
 * then what the batch costs against the balance (only photos without a take of these settings are charged; a new
 * disclosure for the others is free), Start, and Stage again for photos that have one, asked first. Locked while a
 * batch runs.
 */
export function StagingForm({ listing, balance, onBalanceChanged }: StagingFormProps) {
  const form = useStagingForm({ listing, balance, onBalanceChanged });
  const { settings, change, running } = form;
  const nothingToDo = listing.photos.length > 0 && form.photos === 0 && form.remarks === 0;
  const text = (name: 'customStyle' | 'colorScheme' | 'textPrompt') => ({
    value: settings[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change({ [name]: event.target.value || null }),
    maxLength: TEXT_LIMITS[name],
  });
  const select = <Name extends keyof StagingSettings>(name: Name) => ({
    value: settings[name],
    onChange: (value: StagingSettings[Name]) => change({ [name]: value }),
    disabled: running,
    size: TAP_SIZE,
  });

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField label="Room style" options={ROOM_STYLE_OPTIONS} {...select('roomStyle')} />
        {settings.roomStyle === 'other' && (
          <Field.Root disabled={running}>
            <Field.Label>Custom style</Field.Label>
            <Input size={TAP_SIZE} placeholder="e.g. Japandi with warm oak and linen" {...text('customStyle')} />
          </Field.Root>
        )}
        <SelectField
          label="Mode"
          options={form.modes.map((mode) => ({ value: mode, label: REMIX_MODE_LABELS[mode] }))}
          {...select('mode')}
        />
        <SelectField
          label="Quality"
          options={qualityOptions(form.engine, 'a photo')}
          helperText={qualityNotice(form.engine)}
          {...select('quality')}
        />
        <Field.Root disabled={running}>
          <Field.Label>Color scheme</Field.Label>
          <Input size={TAP_SIZE} placeholder="e.g. warm neutrals with sage green accents" {...text('colorScheme')} />
        </Field.Root>
      </SimpleGrid>
      <Field.Root disabled={running}>
        <Field.Label>Instructions</Field.Label>
        <Textarea rows={3} placeholder="e.g. Light wood floors, linen curtains, a few plants" {...text('textPrompt')} />
      </Field.Root>
      <DisclosureOptions
        rules={form.disclosureRules}
        value={settings.disclosureRule ?? listing.disclosureRule}
        onChange={(disclosureRule) => change({ disclosureRule })}
        disabled={running}
      />
      {!form.readsInstructions && (
        <Text fontSize="sm" color="fg.muted" borderStartWidth="3px" borderColor="orange.solid" ps="3">
          {form.appliesNothing ? REMIX_MESSAGES.localEngineAppliesNothing : REMIX_MESSAGES.localEngineNotice}
        </Text>
      )}
      {form.shortOfTokens && balance !== null && (
        <NotEnoughTokensAlert message={stagingTokensShort(form.photos, form.cost, balance)} />
      )}
      {!form.shortOfTokens && form.notEnoughTokens && <NotEnoughTokensAlert message={form.notEnoughTokens} />}
      <Stack gap="2" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
        <Button colorPalette="teal" size="lg" disabled={!form.canStart} loading={form.starting} onClick={form.start}>
          {nothingToDo ? NOTHING_TO_STAGE : stageButtonLabel(form)}
        </Button>
        {form.restage.photos.length > 0 && <RestageButton form={form} listing={listing} />}
        {balance !== null && <Text color="fg.muted">{`You have ${tokenCount(balance)}.`}</Text>}
      </Stack>
      {form.photos > 0 && form.remarks > 0 && <Text color="fg.muted">{freeRemarksNote(form.remarks)}</Text>}
      {listing.photos.length === 0 && <Text color="fg.muted">Add photos above to stage them.</Text>}
    </Stack>
  );
}
