import { Text } from '@chakra-ui/react/text';

/** A change of a token balance with its sign, a gain green and a loss red: 5 → '+5', -3 → '−3'. */
export function TokenDelta({ delta }: { delta: number }) {
  return (
    <Text as="span" color={delta > 0 ? 'green.fg' : 'red.fg'}>
      {delta > 0 ? `+${delta}` : `−${-delta}`}
    </Text>
  );
}
