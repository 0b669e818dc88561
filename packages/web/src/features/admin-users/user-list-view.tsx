import { fmt } from '@honora/contract';
import { adminUsersScreenMessages as t } from '@honora/contract/screen-texts/admin-users';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { PagedResults } from '../../shared/ui/paged-results';
import { useSearchPaging } from '../../shared/ui/use-search-paging';
import { ADMIN_USERS_PAGE_SIZE, useAdminUsers } from './use-admin-users';
import { UsersTable } from './users-table';

export function UserListView({ onOpen }: { onOpen: (id: string) => void }) {
  const { search, setSearch, debounced, page, setPage } = useSearchPaging();
  const query = useAdminUsers(debounced, page);
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <TextInput
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        type="search"
        maw={420}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <PagedResults
        query={query}
        page={page}
        pageSize={ADMIN_USERS_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => <UsersTable items={data.items} onOpen={onOpen} />}
      </PagedResults>
    </Stack>
  );
}
