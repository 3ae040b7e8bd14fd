import { tokenCount } from '@roomremix/contracts/messages';
import { Box } from '@chakra-ui/react/box';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';

/**
 * The header's balance pill, 'N tokens' ('1 token'); `compact`, the small-screen badge, shows the number only and
 * gives screen readers the whole 'N tokens' as one text.
 */
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
      {compact ? (
        <>
          <span aria-hidden="true">{balance}</span>
          <VisuallyHidden>{tokenCount(balance)}</VisuallyHidden>
        </>
      ) : (
        tokenCount(balance)
      )}
    </Box>
  );
}
