import { type SyntheticEvent, useId } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useDragPan } from '../hooks/use-drag-pan';

const Image = chakra('img');

interface ActualSizeImageProps {
  src: string;
  alt: string;
  /** The most the box may take of the screen's height. */
  maxHeight: string;
}

/**
 * An image at 100 % (one image pixel to one CSS pixel) in a box that pans: drag it, swipe it, or focus it and use the
 * arrow keys. It opens on the image's centre.
 */
export function ActualSizeImage({ src, alt, maxHeight }: ActualSizeImageProps) {
  const { dragging, handlers } = useDragPan();
  const hintId = useId();
  const centre = (event: SyntheticEvent<HTMLImageElement>) => {
    const box = event.currentTarget.parentElement;
    if (!box) return;
    box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
    box.scrollTop = (box.scrollHeight - box.clientHeight) / 2;
  };
  return (
    <Stack gap="2">
      <Text id={hintId} fontSize="sm" color="fg.muted">
        Drag the image, or use the arrow keys, to look around.
      </Text>
      <Box
        role="region"
        aria-label={`${alt} at 100 %`}
        aria-describedby={hintId}
        tabIndex={0}
        overflow="auto"
        maxH={maxHeight}
        rounded="l2"
        bg="bg.muted"
        cursor={dragging ? 'grabbing' : 'grab'}
        touchAction="pan-x pan-y"
        userSelect="none"
        overscrollBehavior="contain"
        focusVisibleRing="inside"
        {...handlers}
      >
        <Image src={src} alt={alt} maxW="none" display="block" mx="auto" draggable={false} onLoad={centre} />
      </Box>
    </Stack>
  );
}
