import { Text } from '@chakra-ui/react/text';
import type { ComponentProps } from 'react';
import { formatDateTime } from '@/lib/format-date-time';

type TimeProps = Omit<ComponentProps<'time'>, 'dateTime' | 'children'>;

/**
 * A date as the screens show it, e.g. 'May 3, 2025', in a `<time>` that carries the exact instant. Other props go to
 * the `<time>`, so a Chakra `asChild` parent can style it.
 */
export function ShortDate({ iso, ...time }: { iso: string } & TimeProps) {
  return (
    <time dateTime={iso} {...time}>
      {new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })}
    </time>
  );
}

/** "Created May 3, 2025, 2:00 PM", small and muted, under the title of a result or a share. */
export function CreatedLine({ iso }: { iso: string }) {
  return (
    <Text color="fg.muted" fontSize="sm">
      {'Created '}
      <time dateTime={iso}>{formatDateTime(iso)}</time>
    </Text>
  );
}
