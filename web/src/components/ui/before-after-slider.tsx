import { type KeyboardEvent, type PointerEvent, type SyntheticEvent, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';

/** One side of a comparison: a plain `src` (e.g. an object URL) or a responsive `srcSet`. */
export interface ComparisonImage {
  src: string;
  srcSet?: string;
  alt: string;
}

/** Props of `BeforeAfterSlider`. */
export interface BeforeAfterSliderProps {
  before: ComparisonImage;
  after: ComparisonImage;
  /** Accessible name of the slider, e.g. "Compare before and after: Kitchen Style Update". */
  label: string;
  /** Width of the frame as the page lays it out, for choosing from `srcSet` (the `sizes` attribute). */
  sizes?: string;
  /**
   * Width divided by height of the frame, the images covering it (default 3:2); or 'image': the frame takes the
   * after image's own ratio once it has loaded and shows both images whole.
   */
  aspectRatio?: number | 'image';
  /** The tallest the frame may be, e.g. '70vh'; it narrows instead of cropping. */
  maxFrameHeight?: string;
  /** `lazy` for frames below the fold (the default), `eager` for one the visitor sees at once. */
  loading?: 'lazy' | 'eager';
  /** Intrinsic pixel size of the images, so the browser reserves the space before they arrive. */
  width?: number;
  height?: number;
}

const KEY_STEP = 5;
const PAGE_STEP = 20;
const INITIAL_POSITION = 50;
const DEFAULT_RATIO = 3 / 2;

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** Where a key moves the divider from `position`, or null for keys the slider does not handle. */
function positionAfterKey(key: string, position: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(position - KEY_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(position + KEY_STEP);
    case 'PageDown':
      return clamp(position - PAGE_STEP);
    case 'PageUp':
      return clamp(position + PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

const Image = chakra('img');

/** A small "Before" / "After" tag in a corner of the frame. */
function CornerTag({ side, children }: { side: 'start' | 'end'; children: string }) {
  return (
    <Box
      aria-hidden="true"
      position="absolute"
      top="3"
      insetStart={side === 'start' ? '3' : undefined}
      insetEnd={side === 'end' ? '3' : undefined}
      px="2.5"
      py="1"
      rounded="md"
      bg="blackAlpha.700"
      color="white"
      fontSize="xs"
      fontWeight="semibold"
      letterSpacing="wide"
      textTransform="uppercase"
      pointerEvents="none"
    >
      {children}
    </Box>
  );
}

/**
 * Two images of the same scene on top of each other with a divider between them: the before image shows left of
 * the divider, the after image right of it. The divider follows a drag anywhere on the frame, and its handle is
 * an ARIA slider (0–100 % of the before image shown): arrow keys move it 5 %, Page Up/Down 20 %, Home/End to the
 * ends. Used by the landing page's examples and the studio's result view.
 */
export function BeforeAfterSlider({
  before,
  after,
  label,
  sizes,
  aspectRatio = DEFAULT_RATIO,
  maxFrameHeight,
  loading = 'lazy',
  width,
  height,
}: BeforeAfterSliderProps) {
  const [position, setPosition] = useState(INITIAL_POSITION);
  const [dragging, setDragging] = useState(false);
  const [imageRatio, setImageRatio] = useState<number | null>(null);
  const fitsImage = aspectRatio === 'image';
  const frameRatio = fitsImage ? (imageRatio ?? DEFAULT_RATIO) : aspectRatio;
  const frameRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);

  const moveTo = (clientX: number) => {
    const frame = frameRef.current?.getBoundingClientRect();
    if (!frame || frame.width === 0) return;
    setPosition(clamp(((clientX - frame.left) / frame.width) * 100));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
    moveTo(event.clientX);
    // Keyboard control carries on from where the pointer left the divider.
    handleRef.current?.focus({ preventScroll: true });
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging) moveTo(event.clientX);
  };
  const endDrag = () => setDragging(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = positionAfterKey(event.key, position);
    if (next === null) return;
    event.preventDefault();
    setPosition(next);
  };

  const imageProps = {
    sizes,
    loading,
    width,
    height,
    decoding: 'async',
    draggable: false,
    objectFit: fitsImage ? 'contain' : 'cover',
  } as const;
  const learnRatio = (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth, naturalHeight } = event.currentTarget;
    if (fitsImage && naturalWidth > 0 && naturalHeight > 0) setImageRatio(naturalWidth / naturalHeight);
  };

  return (
    <Box
      ref={frameRef}
      position="relative"
      aspectRatio={frameRatio}
      w="full"
      maxW={maxFrameHeight && `calc(${maxFrameHeight} * ${frameRatio})`}
      mx="auto"
      overflow="hidden"
      rounded="xl"
      bg="bg.muted"
      cursor={dragging ? 'grabbing' : 'ew-resize'}
      userSelect="none"
      // Vertical swipes still scroll the page on touch screens; horizontal ones move the divider.
      touchAction="pan-y"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <Image
        {...imageProps}
        src={after.src}
        srcSet={after.srcSet}
        alt={after.alt}
        onLoad={learnRatio}
        position="absolute"
        inset="0"
        boxSize="full"
      />
      <Box position="absolute" inset="0" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
        <Image {...imageProps} src={before.src} srcSet={before.srcSet} alt={before.alt} boxSize="full" />
      </Box>
      <CornerTag side="start">Before</CornerTag>
      <CornerTag side="end">After</CornerTag>
      <Box
        position="absolute"
        top="0"
        bottom="0"
        w="0.5"
        ms="-1px"
        bg="white"
        boxShadow="0 0 0 1px rgba(0, 0, 0, 0.25)"
        pointerEvents="none"
        style={{ left: `${position}%` }}
      />
      <Box
        ref={handleRef}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={position}
        aria-valuetext={`${position}% before, ${100 - position}% after`}
        onKeyDown={onKeyDown}
        position="absolute"
        top="50%"
        boxSize="11"
        translate="-50% -50%"
        display="flex"
        alignItems="center"
        justifyContent="center"
        rounded="full"
        bg="white"
        color="gray.800"
        borderWidth="2px"
        borderColor="white"
        boxShadow="lg"
        outline="none"
        _focusVisible={{ outline: '3px solid', outlineColor: 'teal.500', outlineOffset: '2px' }}
        style={{ left: `${position}%` }}
      >
        <chakra.svg viewBox="0 0 24 24" boxSize="5" aria-hidden="true" focusable="false">
          <path d="M9 6 3 12l6 6M15 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </chakra.svg>
      </Box>
    </Box>
  );
}
