import { useId, useState } from 'react';
import { MATERIAL_TYPE_LABELS, materialTypeSchema, type MaterialType } from '@roomremix/contracts/enums';
import { Box } from '@chakra-ui/react/box';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { labelledOptions, SelectField, type SelectOption } from '@/components/ui/select-field';
import { EMPTY_LABEL_DRAFT, labelFromDraft, type MaterialLabelDraft } from '../utils/material-labels';
import type { PickedImage } from '@/lib/upload-rules';
import { DisclosureButton } from '@/components/ui/disclosure-button';

interface ReferenceLabelsProps {
  references: PickedImage[];
  /** One draft per reference, by position; missing entries are unlabelled. */
  drafts: MaterialLabelDraft[];
  onChange: (index: number, draft: MaterialLabelDraft) => void;
  disabled?: boolean;
}

const Image = chakra('img');
/** Leaves room for the 'material: ' prefix within the 200-character label limit. */
const DESCRIPTION_MAX_LENGTH = 180;
/** The material choice of an image labelled by its description alone. */
const NO_MATERIAL = '';
const MATERIAL_OPTIONS: SelectOption<MaterialType | typeof NO_MATERIAL>[] = [
  { value: NO_MATERIAL, label: 'No material' },
  ...labelledOptions(materialTypeSchema.options, MATERIAL_TYPE_LABELS),
];

/**
 * Collapsible labelling of the reference images: per image a material type and a description. Labels are
 * saved by position, so it starts open when saved ones exist: the user sees them attach to the images picked next.
 */
export function ReferenceLabels({ references, drafts, onChange, disabled = false }: ReferenceLabelsProps) {
  const [open, setOpen] = useState(() => drafts.some((draft) => labelFromDraft(draft) !== ''));
  const panelId = useId();
  if (references.length === 0) return null;

  return (
    <Stack gap="2">
      <DisclosureButton open={open} onOpenChange={setOpen} controls={panelId}>
        Label reference images
      </DisclosureButton>
      {open && (
        <Stack id={panelId} gap="3" role="list" aria-label="Reference image labels">
          {references.map((reference, index) => {
            const draft = drafts[index] ?? EMPTY_LABEL_DRAFT;
            const name = reference.file.name;
            return (
              <Flex key={reference.id} role="listitem" gap="3" align="flex-start" borderWidth="1px" rounded="md" p="2">
                <Box flexShrink={0} boxSize="14" rounded="sm" overflow="hidden" bg="bg.muted">
                  <Image src={reference.previewUrl} alt="" boxSize="full" objectFit="cover" />
                </Box>
                <Stack gap="2" flex="1" minW="0">
                  <Text fontSize="sm" fontWeight="medium" truncate>
                    {name}
                  </Text>
                  <SelectField
                    label={`Material of ${name}`}
                    labelHidden
                    size="sm"
                    value={draft.material}
                    options={MATERIAL_OPTIONS}
                    onChange={(material) => onChange(index, { ...draft, material })}
                    disabled={disabled}
                  />
                  <Field.Root disabled={disabled}>
                    <Field.Label srOnly>{`Description of ${name}`}</Field.Label>
                    <Input
                      size="sm"
                      value={draft.description}
                      maxLength={DESCRIPTION_MAX_LENGTH}
                      placeholder="e.g. light oak planks"
                      onChange={(event) => onChange(index, { ...draft, description: event.target.value })}
                    />
                  </Field.Root>
                </Stack>
              </Flex>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
