import { THUMBNAIL_LIMITS } from '@roomremix/contracts/constants';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';

const Image = chakra('img');

interface ThumbnailImageProps extends Omit<HTMLChakraProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  /** The image's preview; null where the server has none yet, and the full image stands in. */
  thumbnailUrl: string | null;
  fullUrl: string;
  /** The full image's pixel size, when known: the preview's width descriptor is derived from it. */
  width: number | null;
  height: number | null;
  /** How wide the image shows at each screen width (the `sizes` attribute), as its grid lays it out. */
  sizes: string;
  alt: string;
}

/**
 * A grid's or card's picture of a stored image: its preview with its real width in `srcset`, so a phone loads some
 * 50 KB instead of a 4K original; the viewer and downloads use the full image.
 */
export function ThumbnailImage({ thumbnailUrl, fullUrl, width, height, sizes, alt, ...props }: ThumbnailImageProps) {
  if (!thumbnailUrl) return <Image src={fullUrl} alt={alt} loading="lazy" {...props} />;
  return (
    <Image
      src={thumbnailUrl}
      srcSet={`${thumbnailUrl} ${thumbnailWidth(width, height)}w`}
      sizes={sizes}
      alt={alt}
      loading="lazy"
      {...props}
    />
  );
}

/** The preview's width: the image's scaled to THUMBNAIL_LIMITS.longEdge on its long edge, never enlarged. */
function thumbnailWidth(width: number | null, height: number | null): number {
  const { longEdge } = THUMBNAIL_LIMITS;
  if (!width || !height) return longEdge;
  return Math.round(width * Math.min(1, longEdge / Math.max(width, height)));
}
