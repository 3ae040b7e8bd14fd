import type { UserRole } from '@roomremix/contracts/enums';
import { Badge } from '@chakra-ui/react/badge';

/** An account's role; admins stand out. */
export function RoleBadge({ role }: { role: UserRole }) {
  return (
    <Badge colorPalette={role === 'admin' ? 'purple' : 'gray'} variant="subtle">
      {role}
    </Badge>
  );
}
