import type { ComparisonImage } from '@/components/ui/before-after-slider';

/** A before/after example of the landing page. */
export interface ShowcaseItem {
  /** Stem of the image files in `public/examples/` (made by `scripts/generate-example-images.ts`). */
  id: string;
  title: string;
  description: string;
  beforeImage: ComparisonImage;
  afterImage: ComparisonImage;
  /** Element id of the example on the page: the footer's feature of the same name links to it. */
  anchor: string;
}

/** Pixel widths the example images come in (the generator's WIDTHS). */
const EXAMPLE_IMAGE_WIDTHS = [480, 960] as const;

/** Intrinsic size of the larger example image, so the page reserves the frame before it loads. */
export const EXAMPLE_IMAGE_SIZE = { width: 960, height: 640 } as const;

function exampleImage(id: string, side: 'before' | 'after', alt: string): ComparisonImage {
  const url = (width: number) => `/examples/${id}-${side}-${width}.webp`;
  return {
    src: url(EXAMPLE_IMAGE_SIZE.width),
    srcSet: EXAMPLE_IMAGE_WIDTHS.map((width) => `${url(width)} ${width}w`).join(', '),
    alt,
  };
}

/** The landing page's four examples, in the page's order. The pictures are illustrations, not engine output. */
export const SHOWCASE_ITEMS: ShowcaseItem[] = [
  {
    id: 'material-replacement',
    title: 'Material Replacement',
    description:
      'Add a photo of oak planks and exposed brick as references, label them "floor" and "wall", and the worn carpet and plain paint are replaced while the furniture stays put.',
    beforeImage: exampleImage('material-replacement', 'before', 'Living room with beige carpet and plain cream walls'),
    afterImage: exampleImage(
      'material-replacement',
      'after',
      'The same living room with an oak plank floor and a brick accent wall',
    ),
    anchor: 'material-transfer',
  },
  {
    id: 'kitchen-style-update',
    title: 'Kitchen Style Update',
    description:
      'Pick a room style and a colour scheme: dated oak cabinets and beige tiles become navy and white fronts, brass handles, subway tiles and pendant lights.',
    beforeImage: exampleImage(
      'kitchen-style-update',
      'before',
      'Kitchen with oak cabinets, beige tiles and yellow walls',
    ),
    afterImage: exampleImage(
      'kitchen-style-update',
      'after',
      'The same kitchen with navy lower cabinets, white upper cabinets, subway tiles and pendant lights',
    ),
    anchor: 'room-redesign',
  },
  {
    id: 'furniture-replacement',
    title: 'Furniture Replacement',
    description:
      'Describe the pieces you want in the text prompt: the bulky sofa set makes way for a low sage sofa, a round oak table, an arc lamp and a plant.',
    beforeImage: exampleImage(
      'furniture-replacement',
      'before',
      'Living room with a brown sofa, a red armchair and a dark coffee table',
    ),
    afterImage: exampleImage(
      'furniture-replacement',
      'after',
      'The same living room with a sage green sofa, a round oak table on a rug, an arc lamp and a plant',
    ),
    anchor: 'object-placement',
  },
  {
    id: '3d-to-photorealism',
    title: '3D to Photorealism',
    description:
      'Upload a plain render from your 3D modelling tool and get it back with real materials, daylight and soft shadows, ready to show a client.',
    beforeImage: exampleImage('3d-to-photorealism', 'before', 'Grey untextured 3D model of a living room'),
    afterImage: exampleImage(
      '3d-to-photorealism',
      'after',
      'The same living room rendered with wood, fabric, daylight and shadows',
    ),
    anchor: 'image-transformation',
  },
];
