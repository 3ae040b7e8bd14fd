import { type PointerEvent, useId, useMemo, useState } from 'react';
import { REMIX_MESSAGES } from '@roomremix/contracts/messages';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { SelectField } from '@/components/ui/select-field';
import { BRUSH_SIZES, type BrushSize, type MaskStroke, paintedShare, strokePath } from '../utils/mask-strokes';

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
  const maskId = useId();

  const pointAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => Math.min(1, Math.max(0, value));
    return { x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) };
  };
  const start = (event: PointerEvent<SVGSVGElement>) => {
    if (disabled || drawing) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrawing({ pointerId: event.pointerId, stroke: { erase, size: BRUSH_SIZES[brush], points: [pointAt(event)] } });
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

  const shown = drawing ? [...strokes, drawing.stroke] : strokes;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        Paint over what should change; everything else stays exactly as it is.
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
          <svg
            role="img"
            aria-label={`Painted region: ${paintedLabel(strokes.length)}`}
            viewBox={`0 0 ${size.width} ${size.height}`}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', touchAction: 'none' }}
            cursor={disabled ? 'not-allowed' : 'crosshair'}
            data-testid="mask-canvas"
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={finish}
            onPointerCancel={finish}
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
          </svg>
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
      {warnAboveShare !== null && share > warnAboveShare && (
        <Text role="status" fontSize="sm" color="fg.warning">
          {REMIX_MESSAGES.largeLocalFill(Math.round(share * 100), Math.round(warnAboveShare * 100))}
        </Text>
      )}
    </Stack>
  );
}
