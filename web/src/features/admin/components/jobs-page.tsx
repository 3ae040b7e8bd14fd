import { type AdminJobFilter, adminJobFilterSchema } from '@roomremix/contracts/admin';
import { useSearchParams } from 'react-router';
import { Stack } from '@chakra-ui/react/stack';
import { Tabs } from '@chakra-ui/react/tabs';
import { QueryState } from '@/components/ui/query-state';
import { useAdminJobs } from '../api/get-jobs';
import { ADMIN_TEXTS } from '../texts';
import { JobsTable } from './jobs-table';

function JobList({ status }: { status: AdminJobFilter }) {
  const jobs = useAdminJobs(status);
  const label = `${ADMIN_TEXTS.jobs[status]} jobs`;
  return (
    <QueryState query={jobs} what={label.toLowerCase()}>
      {(found) => <JobsTable jobs={found} label={label} emptyText={ADMIN_TEXTS.jobs.none[status]} showUser />}
    </QueryState>
  );
}

/** Jobs across users: the failed ones, or the stuck ones nobody will finish (`?status=`), newest first. */
export function JobsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = adminJobFilterSchema.safeParse(searchParams.get('status'));
  const status = requested.success ? requested.data : 'failed';
  return (
    <Stack gap="4">
      <Tabs.Root
        value={status}
        onValueChange={(details) => setSearchParams({ status: details.value }, { replace: true })}
        variant="enclosed"
        colorPalette="teal"
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          {adminJobFilterSchema.options.map((filter) => (
            <Tabs.Trigger key={filter} value={filter}>
              {ADMIN_TEXTS.jobs[filter]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {adminJobFilterSchema.options.map((filter) => (
          <Tabs.Content key={filter} value={filter} pt="4">
            <JobList status={filter} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
