import type { ReactNode } from 'react';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';

interface CardTextProps {
  title: ReactNode;
  text: ReactNode;
  /** The heading's size: 'lg' on cards, 'md' in denser lists. */
  size?: 'md' | 'lg';
  /** Space between the heading and the text. */
  gap?: '1' | '2';
}

/** The h3 and muted text of a card (features, examples, tutorials), styled alike on every page. */
export function CardText({ title, text, size = 'lg', gap = '2' }: CardTextProps) {
  return (
    <>
      <Heading as="h3" size={size}>
        {title}
      </Heading>
      <Text color="fg.muted" mt={gap}>
        {text}
      </Text>
    </>
  );
}
