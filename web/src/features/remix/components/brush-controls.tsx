import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SelectField } from '@/components/ui/select-field';
import type { BrushSize } from '../utils/mask-strokes';

const BRUSH_OPTIONS = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
] as const satisfies readonly { value: BrushSize; label: string }[];

interface BrushControlsProps {
  erase: boolean;
  onEraseChange: (erase: boolean) => void;
  brush: BrushSize;
  onBrushChange: (brush: BrushSize) => void;
  /** Whether anything is painted yet, for Undo and Clear. */
  hasStrokes: boolean;
  onUndo: () => void;
  onClear: () => void;
  disabled: boolean;
}

/** The mask painter's tools under the photo: Paint or Erase, the brush size, Undo and Clear. */
export function BrushControls({
  erase,
  onEraseChange,
  brush,
  onBrushChange,
  hasStrokes,
  onUndo,
  onClear,
  disabled,
}: BrushControlsProps) {
  return (
    <Flex gap="2" wrap="wrap" align="end">
      <Flex gap="1" role="group" aria-label="Brush">
        <Button
          size="sm"
          variant={erase ? 'outline' : 'solid'}
          aria-pressed={!erase}
          onClick={() => onEraseChange(false)}
          disabled={disabled}
        >
          Paint
        </Button>
        <Button
          size="sm"
          variant={erase ? 'solid' : 'outline'}
          aria-pressed={erase}
          onClick={() => onEraseChange(true)}
          disabled={disabled}
        >
          Erase
        </Button>
      </Flex>
      <Box w="32">
        <SelectField
          label="Brush size"
          size="sm"
          value={brush}
          options={BRUSH_OPTIONS}
          onChange={onBrushChange}
          disabled={disabled}
        />
      </Box>
      <Button size="sm" variant="ghost" onClick={onUndo} disabled={disabled || !hasStrokes}>
        Undo
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear} disabled={disabled || !hasStrokes}>
        Clear
      </Button>
    </Flex>
  );
}
