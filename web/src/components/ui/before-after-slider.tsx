import { type SyntheticEvent, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { CornerTag, DividerHandle, DividerLine } from './before-after-parts';
import { useDividerPosition } from './use-divider-position';

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

const DEFAULT_RATIO = 3 / 2;

const Image = chakra('img');

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
  const { position, dragging, frameRef, frameHandlers, handleRef, onKeyDown } = useDividerPosition();
  const [imageRatio, setImageRatio] = useState<number | null>(null);
  const fitsImage = aspectRatio === 'image';
  const frameRatio = fitsImage ? (imageRatio ?? DEFAULT_RATIO) : aspectRatio;

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
      {...frameHandlers}
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
      <DividerLine position={position} />
      <DividerHandle ref={handleRef} label={label} position={position} onKeyDown={onKeyDown} />
    </Box>
  );
}
