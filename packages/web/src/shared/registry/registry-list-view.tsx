import { DEFAULT_PAGE_SIZE, messages, type RegistryListQuery, type RouteDef, fmt } from '@honora/contract';
import { Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { call, download } from '../api/api-client';
import { useSession } from '../auth/auth-store';
import { toastError } from '../notify/toast';
import { PagedResults } from '../ui/paged-results';
import { RecordsTable, type RecordColumn, type TableSort } from '../ui/records-table';
import { useSearchPaging } from '../ui/use-search-paging';

const t = messages.screens.registry.list;

type ListQuery = Partial<Omit<RegistryListQuery, 'page' | 'pageSize' | 'active' | 'dir'>> & {
  page?: number;
  pageSize?: number;
  active?: 'all' | 'true' | 'false';
  dir?: 'asc' | 'desc';
};

interface RegistryListViewProps<T extends { id: string }> {
  title: string;
  hint?: string;
  /** GET list route of the registry (registryListQuerySchema + its own filters). */
  listRoute: RouteDef;
  /** GET export route answering the .xlsx of the same filters. */
  exportRoute: RouteDef;
  exportFileName: string;
  /** Query-cache key of the registry, e.g. 'patients'. */
  queryKey: string;
  columns: readonly RecordColumn<T>[];
  rowName: (row: T) => string;
  onOpen: (row: T) => void;
  /** Shown when the user may create records. */
  onCreate?: (() => void) | undefined;
  /** The registry's own filters (query parameters) and their inputs. */
  filterQuery?: Record<string, string | undefined>;
  filters?: ReactNode;
  defaultSort?: TableSort;
}

/**
 * The list screen every registry shares (issue 4): title, accent-insensitive search, the
 * active filter and the registry's own filters, server-side sort and pages of 100, and the
 * export of the same filtered list to Excel.
 */
export function RegistryListView<T extends { id: string }>(props: RegistryListViewProps<T>) {
  const session = useSession();
  const { search, setSearch, debounced, page, setPage } = useSearchPaging();
  const [active, setActive] = useState<'all' | 'true' | 'false'>('true');
  const [sort, setSort] = useState<TableSort>(props.defaultSort ?? { key: 'name', dir: 'asc' });
  const [exporting, setExporting] = useState(false);
  const filterQuery = props.filterQuery ?? {};
  const query: ListQuery = {
    search: debounced || undefined,
    active,
    sort: sort.key,
    dir: sort.dir,
    ...filterQuery,
  };
  const list = useQuery({
    queryKey: [props.queryKey, session?.company?.id, 'list', { ...query, page }],
    queryFn: ({ signal }) =>
      call(props.listRoute, { query: { ...query, page, pageSize: DEFAULT_PAGE_SIZE } as never, signal }) as Promise<{
        items: T[];
        total: number;
      }>,
    placeholderData: keepPreviousData,
  });

  const exportList = async () => {
    setExporting(true);
    try {
      await download(props.exportRoute, `${props.exportFileName}.xlsx`, { query: query as never });
    } catch (error) {
      toastError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{props.title}</Title>
          {props.hint && <Text c="dimmed">{props.hint}</Text>}
        </div>
        <Group>
          <Button variant="default" onClick={() => void exportList()} loading={exporting}>
            {t.export}
          </Button>
          {props.onCreate && <Button onClick={props.onCreate}>{t.create}</Button>}
        </Group>
      </Group>
      <Group align="flex-end">
        <TextInput
          label={t.search}
          placeholder={t.searchPlaceholder}
          type="search"
          w={360}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t.activeFilter}
          </Text>
          <SegmentedControl
            aria-label={t.activeFilter}
            value={active}
            onChange={(value) => {
              setActive(value as typeof active);
              setPage(1);
            }}
            data={[
              { value: 'true', label: t.activeTrue },
              { value: 'false', label: t.activeFalse },
              { value: 'all', label: t.activeAll },
            ]}
          />
        </div>
        {props.filters}
      </Group>
      <PagedResults
        query={list}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(n) => fmt(t.total, { n })}
      >
        {(data) => (
          <RecordsTable
            rows={data.items}
            columns={props.columns}
            label={props.title}
            empty={t.empty}
            minWidth={720}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(1);
            }}
            action={{
              label: t.open,
              ariaLabel: (row) => fmt(t.openRow, { name: props.rowName(row) }),
              onClick: props.onOpen,
            }}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
