import { Text, type TextProps } from '@chakra-ui/react/text';

/** A secondary line in a table cell, under or beside its value: small and muted (an id, an e-mail, a stage). */
export function CellNote(props: TextProps) {
  return <Text fontSize="xs" color="fg.muted" {...props} />;
}
