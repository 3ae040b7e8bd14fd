import type { AdminJob } from '@roomremix/contracts/admin';
import type { JobStatus } from '@roomremix/contracts/enums';
import { Link as RouterLink } from 'react-router-dom';
import { Badge } from '@chakra-ui/react/badge';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { DataTable } from './data-table';
import { RefundJobButton } from './refund-job-button';
import { TimeText } from './time-text';

const STATUS_COLORS: Record<JobStatus, string> = {
  queued: 'gray',
  processing: 'blue',
  succeeded: 'green',
  failed: 'red',
};

/** A job that has not finished can be stopped and refunded; a finished one is refunded already or not at all. */
function isRefundable(job: AdminJob): boolean {
  return job.status === 'queued' || job.status === 'processing';
}

/**
 * Remix jobs, newest first: when, whose (with `showUser`), status (stuck, refunded), engine, cost, attempts and the
 * error the user saw; Refund on those that have not finished.
 */
export function JobsTable({ jobs, label, showUser = false }: { jobs: AdminJob[]; label: string; showUser?: boolean }) {
  return (
    <DataTable label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Job</Table.ColumnHeader>
          {showUser && <Table.ColumnHeader>User</Table.ColumnHeader>}
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Cost</Table.ColumnHeader>
          <Table.ColumnHeader>Engine · attempts</Table.ColumnHeader>
          <Table.ColumnHeader>Error · notes</Table.ColumnHeader>
          <Table.ColumnHeader>
            <Text srOnly>Actions</Text>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {jobs.map((job) => (
          <Table.Row key={job.id} aria-label={`Job ${job.id}`}>
            <Table.Cell>
              <TimeText iso={job.createdAt} />
              <Text fontFamily="mono" fontSize="xs" color="fg.muted">
                {job.id}
              </Text>
            </Table.Cell>
            {showUser && (
              <Table.Cell>
                <Link asChild colorPalette="teal">
                  <RouterLink to={`/admin/users/${encodeURIComponent(job.userId)}`}>
                    {job.username ?? job.userId}
                  </RouterLink>
                </Link>
              </Table.Cell>
            )}
            <Table.Cell>
              <Flex gap="1" wrap="wrap">
                <Badge colorPalette={STATUS_COLORS[job.status]}>{job.status}</Badge>
                {job.stuck && <Badge colorPalette="orange">stuck</Badge>}
                {job.refunded && <Badge variant="outline">refunded {job.refundedTokens}</Badge>}
              </Flex>
              <Text fontSize="xs" color="fg.muted">
                {job.stage} · {job.resultCount} results
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end">{job.cost}</Table.Cell>
            <Table.Cell>
              {job.engine ?? '—'} · {job.attempts}
            </Table.Cell>
            <Table.Cell minW="56" maxW="md">
              <Text fontSize="sm">{job.error ?? '—'}</Text>
              {job.notes.map((note) => (
                <Text key={note} fontSize="xs" color="fg.muted">
                  {note}
                </Text>
              ))}
            </Table.Cell>
            <Table.Cell textAlign="end">{isRefundable(job) && <RefundJobButton job={job} />}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}
