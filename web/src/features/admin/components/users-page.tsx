import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { QueryState } from '@/components/ui/query-state';
import { useAdminUsers } from '../api/search-users';
import { ADMIN_TEXTS } from '../texts';
import { SectionHeading } from './section-heading';
import { UsersTable } from './users-table';

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { q: initial } });
  const search = handleSubmit(({ q }) => onSearch(q.trim()));
  return (
    <form role="search" onSubmit={(event) => void search(event)}>
      <Flex gap="2" maxW="xl">
        <Field.Root flex="1">
          <Field.Label srOnly>{ADMIN_TEXTS.users.searchLabel}</Field.Label>
          <Input
            type="search"
            {...register('q')}
            placeholder={ADMIN_TEXTS.users.searchPlaceholder}
            autoComplete="off"
          />
        </Field.Root>
        <Button type="submit" colorPalette="teal">
          Search
        </Button>
      </Flex>
    </form>
  );
}

/** Users: a search by username or e-mail prefix or uid (`?q=`, so Back returns to it), the newest accounts without one. */
export function UsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const users = useAdminUsers(q);
  const heading = q === '' ? ADMIN_TEXTS.users.newest : ADMIN_TEXTS.users.results(q);
  return (
    <Stack gap="5">
      <SearchForm key={q} initial={q} onSearch={(next) => setSearchParams(next === '' ? {} : { q: next })} />
      <SectionHeading>{heading}</SectionHeading>
      <QueryState query={users} what="users">
        {(found) => <UsersTable users={found} label={heading} />}
      </QueryState>
    </Stack>
  );
}
