import { useId } from 'react';
import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { chosenSurface } from '@/lib/chosen-surface';

/** Preview aspect options: square, video 16:9 and wide 3:2, the default. */
export const PREVIEW_ASPECTS = {
  square: { label: 'Square', ratio: 1 },
  video: { label: 'Video (16:9)', ratio: 16 / 9 },
  wide: { label: 'Wide (3:2)', ratio: 3 / 2 },
} as const;
/** A preview crop's name. */
export type PreviewAspect = keyof typeof PREVIEW_ASPECTS;
const ASPECT_OPTIONS = Object.keys(PREVIEW_ASPECTS) as PreviewAspect[];

/** What the preview crop does not do: it is easily taken for a choice of the output's shape. */
const PREVIEW_CROP_NOTE = 'Only the preview is cropped: the remix uses your whole photo.';

const Radio = chakra('input');

interface PreviewCropPickerProps {
  /** The upload zone's name, e.g. 'Base image'. */
  label: string;
  aspect: PreviewAspect;
  onChange: (aspect: PreviewAspect) => void;
}

/** Radio buttons choosing the previews' crop, with a note that the remix still uses the whole photo. */
export function PreviewCropPicker({ label, aspect, onChange }: PreviewCropPickerProps) {
  const aspectName = useId();
  const previewNoteId = useId();
  return (
    <>
      <Flex
        role="radiogroup"
        aria-label={`Preview crop of ${label}`}
        aria-describedby={previewNoteId}
        gap="1"
        wrap="wrap"
        align="center"
        fontSize="sm"
      >
        <Text as="span" fontWeight="medium" me="1" aria-hidden="true">
          Preview crop:
        </Text>
        {ASPECT_OPTIONS.map((option) => (
          <Flex
            as="label"
            key={option}
            gap="1.5"
            align="center"
            px="2"
            py="1"
            rounded="md"
            borderWidth="1px"
            cursor="pointer"
            {...chosenSurface(aspect === option)}
          >
            <Radio
              type="radio"
              name={aspectName}
              value={option}
              accentColor="teal.solid"
              checked={aspect === option}
              onChange={() => onChange(option)}
            />
            {PREVIEW_ASPECTS[option].label}
          </Flex>
        ))}
      </Flex>
      <Text id={previewNoteId} fontSize="xs" color="fg.muted">
        {PREVIEW_CROP_NOTE}
      </Text>
    </>
  );
}
