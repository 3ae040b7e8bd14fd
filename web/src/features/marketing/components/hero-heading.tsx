import { Heading } from '@chakra-ui/react/heading';

interface HeroHeadingProps {
  id: string;
  mt: '4' | '6';
}

/** The product's promise, the h1 of the landing and coming-soon heroes. */
export function HeroHeading({ id, mt }: HeroHeadingProps) {
  return (
    <Heading id={id} as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight" textWrap="balance" mt={mt}>
      Remake Your Space With a Click
    </Heading>
  );
}
