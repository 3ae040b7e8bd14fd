import type { LedgerCheck } from '@roomremix/contracts/admin';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { AlertNotice } from '@/components/ui/alert-notice';
import { ADMIN_TEXTS } from '../texts';

/** Whether the account's whole ledger reconciles with its balance; every violation when it does not. */
export function LedgerCheckStatus({ check }: { check: LedgerCheck }) {
  const texts = ADMIN_TEXTS.ledgerCheck;
  if (check.violations.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {texts.agrees(check.entries)}
      </Text>
    );
  }
  return (
    <AlertNotice status="error" title={texts.disagrees}>
      {texts.disagreesHelp}
      <Box as="ul" ps="5" mt="1" listStyleType="disc">
        {check.violations.map(({ kind, message }) => (
          <Box as="li" key={`${kind}:${message}`} overflowWrap="anywhere">
            {message}
          </Box>
        ))}
      </Box>
    </AlertNotice>
  );
}
