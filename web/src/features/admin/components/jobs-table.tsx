import type { AdminJob } from '@roomremix/contracts/admin';
import type { JobStatus } from '@roomremix/contracts/enums';
import { Link as RouterLink } from 'react-router';
import { Badge } from '@chakra-ui/react/badge';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { type Column, DataTable } from '@/components/ui/data-table';
import { adminUserPath } from '@/lib/route-paths';
import { CellNote } from './cell-note';
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

/** The job's status with its marks (stuck, refunded), over its stage and how many results it left. */
function JobStatusCell({ job }: { job: AdminJob }) {
  return (
    <>
      <Flex gap="1" wrap="wrap">
        <Badge colorPalette={STATUS_COLORS[job.status]}>{job.status}</Badge>
        {job.stuck && <Badge colorPalette="orange">stuck</Badge>}
        {job.refunded && <Badge variant="outline">refunded {job.refundedTokens}</Badge>}
      </Flex>
      <CellNote>
        {job.stage} · {job.resultCount} results
      </CellNote>
    </>
  );
}

/** The error the user saw, then the job's notes. */
function JobErrorCell({ job }: { job: AdminJob }) {
  return (
    <>
      <Text fontSize="sm">{job.error ?? '—'}</Text>
      {job.notes.map((note) => (
        <CellNote key={note}>{note}</CellNote>
      ))}
    </>
  );
}

const JOB_COLUMN: Column<AdminJob> = {
  header: 'Job',
  cell: (job) => (
    <>
      <TimeText iso={job.createdAt} />
      <CellNote fontFamily="mono">{job.id}</CellNote>
    </>
  ),
};

const USER_COLUMN: Column<AdminJob> = {
  header: 'User',
  cell: (job) => (
    <Link asChild colorPalette="teal">
      <RouterLink to={adminUserPath(job.userId)}>{job.username ?? job.userId}</RouterLink>
    </Link>
  ),
};

const DETAIL_COLUMNS: Column<AdminJob>[] = [
  { header: 'Status', cell: (job) => <JobStatusCell job={job} /> },
  { header: 'Cost', align: 'end', cell: (job) => job.cost },
  { header: 'Engine · attempts', cell: (job) => `${job.engine ?? '—'} · ${job.attempts}` },
  { header: 'Error · notes', cell: (job) => <JobErrorCell job={job} />, cellProps: { minW: '56', maxW: 'md' } },
  {
    header: 'Actions',
    headerHidden: true,
    align: 'end',
    cell: (job) => isRefundable(job) && <RefundJobButton job={job} />,
  },
];

interface JobsTableProps {
  jobs: AdminJob[];
  label: string;
  /** Shown instead of an empty table. */
  emptyText: string;
  /** A column of whose jobs they are, for a list across users. */
  showUser?: boolean;
}

/**
 * Remix jobs, newest first: when, whose (with `showUser`), status (stuck, refunded), engine, cost, attempts and the
 * error the user saw; Refund on those that have not finished.
 */
export function JobsTable({ jobs, label, emptyText, showUser = false }: JobsTableProps) {
  const columns = showUser ? [JOB_COLUMN, USER_COLUMN, ...DETAIL_COLUMNS] : [JOB_COLUMN, ...DETAIL_COLUMNS];
  return (
    <DataTable label={label} columns={columns} rows={jobs} rowLabel={(job) => `Job ${job.id}`} emptyText={emptyText} />
  );
}
