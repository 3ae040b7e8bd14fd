import type { ImageResult } from '@roomremix/contracts/remix';
import { BeforeAfterSlider } from '@/components/ui/before-after-slider';
import { resultName } from '../utils/result-variant';

type ComparedResult = Pick<
  ImageResult,
  'title' | 'quality' | 'upscaledFrom' | 'variant' | 'variantCount' | 'baseImageUrl' | 'resultImageUrl'
>;

/** A result's before/after slider, both photos whole, at most `maxFrameHeight` tall; named after the result. */
export function ResultComparison({ result, maxFrameHeight }: { result: ComparedResult; maxFrameHeight: string }) {
  const name = resultName(result);
  return (
    <BeforeAfterSlider
      before={{ src: result.baseImageUrl, alt: `${name}, before` }}
      after={{ src: result.resultImageUrl, alt: `${name}, after` }}
      label={`Compare before and after: ${name}`}
      aspectRatio="image"
      maxFrameHeight={maxFrameHeight}
      loading="eager"
    />
  );
}
