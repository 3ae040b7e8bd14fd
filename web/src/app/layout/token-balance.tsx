import { Box } from '@chakra-ui/react/box';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';

/** The header's balance pill, 'N tokens'; `compact`, the small-screen badge, shows the number only. */
export function TokenBalance({ balance, compact = false }: { balance: number; compact?: boolean }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      px={compact ? '2.5' : '3'}
      py="1"
      borderRadius="full"
      bg="teal.subtle"
      color="teal.fg"
      fontSize="sm"
      fontWeight="semibold"
      whiteSpace="nowrap"
    >
      {balance}
      {compact ? <VisuallyHidden> tokens</VisuallyHidden> : ' tokens'}
    </Box>
  );
}
