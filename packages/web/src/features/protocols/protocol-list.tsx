import { fmt, messages, type ProtocolSummary } from '@honora/contract';
import { formatDate, formatDateTime, formatNumber } from '@honora/domain';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCan } from '../../shared/auth/use-can';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { useSearchPaging } from '../../shared/ui/use-search-paging';
import { useProtocolList } from './use-protocols';

const t = messages.screens.events.protocolsScreen;
const PAGE_SIZE = 100;

const columns: RecordColumn<ProtocolSummary>[] = [
  { header: t.columns.number, cell: (p) => String(p.number) },
  { header: t.columns.description, cell: (p) => p.description ?? '' },
  { header: t.columns.insurer, cell: (p) => p.insurerName ?? '' },
  { header: t.columns.date, cell: (p) => (p.dtProcedure ? formatDate(p.dtProcedure) : '') },
  { header: t.columns.guideCount, align: 'right', cell: (p) => formatNumber(p.guideCount) },
  { header: t.columns.createdAt, cell: (p) => formatDateTime(p.createdAt) },
];

interface Props {
  onOpen: (id: string) => void;
  onCreate: () => void;
}

/** The company's protocol reports, newest first, searched by description. */
export function ProtocolList({ onOpen, onCreate }: Props) {
  const can = useCan();
  const { search, setSearch, debounced, page, setPage } = useSearchPaging();
  const list = useProtocolList(debounced, page);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.hint}</Text>
        </div>
        {can('events', 'write') && <Button onClick={onCreate}>{t.create}</Button>}
      </Group>
      <TextInput
        label={t.search}
        type="search"
        w={360}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <PagedResults
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => (
          <RecordsTable
            rows={data.items}
            columns={columns}
            label={t.tableLabel}
            empty={t.empty}
            minWidth={720}
            action={{
              label: t.open,
              ariaLabel: (p) => fmt(t.openRow, { number: String(p.number) }),
              onClick: (p) => onOpen(p.id),
            }}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
