import type { AdminUserSummary } from '@roomremix/contracts/admin';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@chakra-ui/react/link';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { DataTable } from './data-table';
import { RoleBadge } from './role-badge';
import { TimeText } from './time-text';

/** Accounts a search found: username (opening the account) and e-mail, role, balance and when they joined. */
export function UsersTable({ users, label }: { users: AdminUserSummary[]; label: string }) {
  return (
    <DataTable label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>User</Table.ColumnHeader>
          <Table.ColumnHeader>Role</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Tokens</Table.ColumnHeader>
          <Table.ColumnHeader>Joined</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {users.map((user) => (
          <Table.Row key={user.id}>
            <Table.Cell>
              <Link asChild colorPalette="teal" fontWeight="medium">
                <RouterLink to={`/admin/users/${encodeURIComponent(user.id)}`}>{user.username}</RouterLink>
              </Link>
              <Text fontSize="xs" color="fg.muted">
                {user.email ?? '—'}
                {user.fullName ? ` · ${user.fullName}` : ''}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <RoleBadge role={user.role} />
            </Table.Cell>
            <Table.Cell textAlign="end">{user.tokenBalance}</Table.Cell>
            <Table.Cell>
              <TimeText iso={user.createdAt} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}
