import type { AdminUserSummary } from '@roomremix/contracts/admin';
import { Link as RouterLink } from 'react-router';
import { Link } from '@chakra-ui/react/link';
import { type Column, DataTable } from '@/components/ui/data-table';
import { adminUserPath } from '@/lib/route-paths';
import { ADMIN_TEXTS } from '../texts';
import { CellNote } from './cell-note';
import { RoleBadge } from './role-badge';
import { TimeText } from './time-text';

/** The username, opening the account, over the e-mail and full name. */
function UserName({ user }: { user: AdminUserSummary }) {
  return (
    <>
      <Link asChild colorPalette="teal" fontWeight="medium">
        <RouterLink to={adminUserPath(user.id)}>{user.username}</RouterLink>
      </Link>
      <CellNote>
        {user.email ?? '—'}
        {user.fullName ? ` · ${user.fullName}` : ''}
      </CellNote>
    </>
  );
}

const USER_COLUMNS: Column<AdminUserSummary>[] = [
  { header: 'User', cell: (user) => <UserName user={user} /> },
  { header: 'Role', cell: (user) => <RoleBadge role={user.role} /> },
  { header: 'Tokens', align: 'end', cell: (user) => user.tokenBalance },
  { header: 'Joined', cell: (user) => <TimeText iso={user.createdAt} /> },
];

/** Accounts a search found: username (opening the account) and e-mail, role, balance and when they joined. */
export function UsersTable({ users, label }: { users: AdminUserSummary[]; label: string }) {
  return <DataTable label={label} columns={USER_COLUMNS} rows={users} emptyText={ADMIN_TEXTS.users.none} />;
}
