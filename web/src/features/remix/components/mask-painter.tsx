import { type PointerEvent, useId, useMemo, useState } from 'react';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { SelectField } from '@/components/ui/select-field';
import { useKeyboardBrush } from '../hooks/use-keyboard-brush';
import { keyboardBrushStatus, type PhotoPoint } from '../utils/keyboard-brush';
import { BRUSH_SIZES, type BrushSize, type MaskStroke, onPhoto, paintedShare, strokePath } from '../utils/mask-strokes';

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
const BRUSH_OPTIONS = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
] as const satisfies readonly { value: BrushSize; label: string }[];
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
  const [drawing, setDrawing] = useState<{ pointerId: number; stroke: MaskStroke } | null>(null);
  const newStroke = (at: PhotoPoint): MaskStroke => ({ erase, size: BRUSH_SIZES[brush], points: [at] });
  const keyboard = useKeyboardBrush({ newStroke, onStroke, disabled });
  const maskId = useId();
  const hintId = useId();

  const pointAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: onPhoto((event.clientX - box.left) / box.width), y: onPhoto((event.clientY - box.top) / box.height) };
  };
  const start = (event: PointerEvent<SVGSVGElement>) => {
    if (disabled || drawing) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrawing({ pointerId: event.pointerId, stroke: newStroke(pointAt(event)) });
  };
  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (drawing?.pointerId !== event.pointerId) return;
    const stroke = { ...drawing.stroke, points: [...drawing.stroke.points, pointAt(event)] };
    setDrawing({ ...drawing, stroke });
  };
  const finish = (event: PointerEvent<SVGSVGElement>) => {
    if (drawing?.pointerId !== event.pointerId) return;
    onStroke(drawing.stroke);
    setDrawing(null);
  };

  const shown = [...strokes, drawing?.stroke, keyboard.stroke].filter(
    (stroke) => stroke !== undefined && stroke !== null,
  );
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
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={finish}
            onPointerCancel={finish}
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
      <Flex gap="2" wrap="wrap" align="end">
        <Flex gap="1" role="group" aria-label="Brush">
          <Button
            size="sm"
            variant={erase ? 'outline' : 'solid'}
            aria-pressed={!erase}
            onClick={() => setErase(false)}
            disabled={disabled}
          >
            Paint
          </Button>
          <Button
            size="sm"
            variant={erase ? 'solid' : 'outline'}
            aria-pressed={erase}
            onClick={() => setErase(true)}
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
            onChange={setBrush}
            disabled={disabled}
          />
        </Box>
        <Button size="sm" variant="ghost" onClick={onUndo} disabled={disabled || strokes.length === 0}>
          Undo
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear} disabled={disabled || strokes.length === 0}>
          Clear
        </Button>
      </Flex>
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
