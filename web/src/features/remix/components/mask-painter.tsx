import { useId, useMemo, useState } from 'react';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useKeyboardBrush } from '../hooks/use-keyboard-brush';
import { usePointerBrush } from '../hooks/use-pointer-brush';
import { keyboardBrushStatus, type PhotoPoint } from '../utils/keyboard-brush';
import { BRUSH_SIZES, type BrushSize, type MaskStroke, paintedShare, strokePath } from '../utils/mask-strokes';
import { BrushControls } from './brush-controls';

interface MaskPainterProps {
  imageUrl: string;
  strokes: readonly MaskStroke[];
  onStroke: (stroke: MaskStroke) => void;
  onUndo: () => void;
  onClear: () => void;
  disabled: boolean;
  /** Warn when the painted share of the photo passes this (the local engine's fill); null: never. */
  warnAboveShare: number | null;
}

const Image = chakra('img');
const Surface = chakra('svg');

/** What a screen reader hears of the drawing. */
function paintedLabel(strokes: number): string {
  if (strokes === 0) return 'nothing painted';
  return `${strokes} ${strokes === 1 ? 'stroke' : 'strokes'}`;
}

/** How the painted region shows over the photo. */
const PAINT_COLOUR = 'rgba(13, 148, 136, 0.55)';

/**
 * A brush over the whole base photo: paint what should change, erase, pick the brush size, undo, clear. Mouse, pen
 * and touch draw alike (the photo does not scroll under a finger). Everything not painted stays as it is.
 */
export function MaskPainter({
  imageUrl,
  strokes,
  onStroke,
  onUndo,
  onClear,
  disabled,
  warnAboveShare,
}: MaskPainterProps) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const share = useMemo(
    () => (size && warnAboveShare !== null ? paintedShare(strokes, size.width, size.height) : 0),
    [strokes, size, warnAboveShare],
  );
  const [erase, setErase] = useState(false);
  const [brush, setBrush] = useState<BrushSize>('medium');
  const newStroke = (at: PhotoPoint): MaskStroke => ({ erase, size: BRUSH_SIZES[brush], points: [at] });
  const pointer = usePointerBrush({ newStroke, onStroke, disabled });
  const keyboard = useKeyboardBrush({ newStroke, onStroke, disabled });
  const maskId = useId();
  const hintId = useId();

  const shown = [...strokes, pointer.stroke, keyboard.stroke].filter((stroke) => stroke !== null);
  const longEdge = size ? Math.max(size.width, size.height) : 0;
  const brushRadius = (BRUSH_SIZES[brush] * longEdge) / 2;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" id={hintId}>
        Paint over what should change; everything else stays exactly as it is. With a keyboard: focus the photo, move
        the brush with the arrow keys (Shift for bigger steps) and press Space to start and end a stroke.
      </Text>
      <Box position="relative" rounded="md" overflow="hidden" bg="bg.muted">
        <Image
          src={imageUrl}
          alt=""
          display="block"
          w="full"
          draggable={false}
          onLoad={(event) =>
            setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
        />
        {size && (
          <Surface
            role="application"
            aria-roledescription="painting area"
            aria-label={`Painted region: ${paintedLabel(strokes.length)}`}
            aria-describedby={hintId}
            tabIndex={disabled ? -1 : 0}
            viewBox={`0 0 ${size.width} ${size.height}`}
            position="absolute"
            inset="0"
            w="full"
            h="full"
            touchAction="none"
            cursor={disabled ? 'not-allowed' : 'crosshair'}
            _focusVisible={{ outline: '3px solid', outlineColor: 'teal.focusRing', outlineOffset: '-3px' }}
            data-testid="mask-canvas"
            {...pointer.handlers}
            {...keyboard.handlers}
          >
            <defs>
              <mask id={maskId}>
                <rect width={size.width} height={size.height} fill="black" />
                {shown.map((stroke, index) => (
                  <path
                    key={index}
                    d={strokePath(stroke, size.width, size.height)}
                    fill="none"
                    stroke={stroke.erase ? 'black' : 'white'}
                    strokeWidth={stroke.size * Math.max(size.width, size.height)}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                ))}
              </mask>
            </defs>
            <rect width={size.width} height={size.height} fill={PAINT_COLOUR} mask={`url(#${maskId})`} />
            {keyboard.focused && (
              <g data-testid="keyboard-brush" fill="none" strokeWidth={longEdge / 200}>
                {/* Dark under white dashes: the brush's outline shows on light and dark photos alike. */}
                <circle
                  cx={keyboard.cursor.x * size.width}
                  cy={keyboard.cursor.y * size.height}
                  r={brushRadius}
                  stroke="black"
                />
                <circle
                  cx={keyboard.cursor.x * size.width}
                  cy={keyboard.cursor.y * size.height}
                  r={brushRadius}
                  stroke="white"
                  strokeDasharray={`${longEdge / 100} ${longEdge / 100}`}
                />
              </g>
            )}
          </Surface>
        )}
      </Box>
      <BrushControls
        erase={erase}
        onEraseChange={setErase}
        brush={brush}
        onBrushChange={setBrush}
        hasStrokes={strokes.length > 0}
        onUndo={onUndo}
        onClear={onClear}
        disabled={disabled}
      />
      {keyboard.focused && (
        <Text role="status" fontSize="sm">
          {keyboardBrushStatus(keyboard.cursor, keyboard.stroke !== null, erase)}
        </Text>
      )}
      {warnAboveShare !== null && share > warnAboveShare && (
        <Text role="status" fontSize="sm" color="fg.warning">
          {REMIX_MESSAGES.largeLocalFill(Math.round(share * 100), Math.round(warnAboveShare * 100))}
        </Text>
      )}
    </Stack>
  );
}
