import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';

const Image = chakra('img');

interface ResultFigureProps {
  src: string;
  alt: string;
  /** Shown under the image; none when empty (an unlabelled reference image). */
  caption: string;
}

/** An image of a result's details with its caption: the original, the remix or a reference image. */
export function ResultFigure({ src, alt, caption }: ResultFigureProps) {
  return (
    <Box as="figure" m="0">
      <Image
        src={src}
        alt={alt}
        w="full"
        maxH="60vh"
        objectFit="contain"
        bg="bg.muted"
        rounded="l2"
        borderWidth="1px"
      />
      {caption && (
        <Text as="figcaption" mt="1" fontSize="sm" color="fg.muted">
          {caption}
        </Text>
      )}
    </Box>
  );
}
