import type { AuditEntry } from '@roomremix/contracts/admin';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';

function show(value: unknown): string {
  return value === undefined ? '—' : JSON.stringify(value);
}

/** The fields an action changed, one per line: `field: before → after` (only the after of a create). */
export function AuditChanges({ before, after }: Pick<AuditEntry, 'before' | 'after'>) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return <>—</>;
  return (
    <Box as="ul" listStyleType="none" fontFamily="mono" fontSize="xs">
      {fields.map((field) => (
        <Text as="li" key={field} overflowWrap="anywhere">
          {field}: {before === null ? show(after?.[field]) : `${show(before[field])} → ${show(after?.[field])}`}
        </Text>
      ))}
    </Box>
  );
}
