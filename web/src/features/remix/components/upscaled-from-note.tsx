import type { ImageResult } from '@roomremix/contracts/remix';
import { Badge } from '@chakra-ui/react/badge';
import { Text } from '@chakra-ui/react/text';
import { useResult } from '../api/get-result';
import { upscaledFromLabel } from '../texts';

/**
 * On a result an upscale made: 'Upscaled from <original title>', or an 'Upscaled' badge while the original is looked
 * up or once it is gone. Nothing on a remix.
 */
export function UpscaledFromNote({ result }: { result: Pick<ImageResult, 'upscaledFrom'> }) {
  const original = useResult(result.upscaledFrom);
  if (result.upscaledFrom === null) return null;
  if (!original.data) return <Badge variant="outline">{upscaledFromLabel(null)}</Badge>;
  return (
    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
      {upscaledFromLabel(original.data.title)}
    </Text>
  );
}
