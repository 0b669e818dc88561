import { fmt, TRANSFER_LIMITS, transferRoutes, type UserTransfer } from '@honora/contract';
import { transfersScreenMessages as t } from '@honora/contract/screen-texts/transfers';
import { brazilDate, centsText, toCents } from '@honora/domain';
import { Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { call, download } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { toastError } from '../../shared/notify/toast';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { RemoteSearchSelect, type SearchOption } from '../../shared/ui/remote-search-select';
import { downloadStatement } from './receiver-actions';
import { ReceiverDetail } from './receiver-detail';
import {
  userTransferFiltersOf,
  writeUserTransferFilters,
  yearOptions,
  type UserTransferFilters,
} from './transfer-filters';
import { dateOf, moneyOf, monthOf } from './transfer-shown';
import { useUserTransfers } from './use-transfers';

const u = t.user;

/**
 * /client/UserTransfer (billing.md §2 UserTransfer, §3 user transfer): a doctor's transfers of a
 * year (?year=), each with its statement and its computation at `/{id}`, and the year's income
 * report. Who reads billing picks a receiver (?receiver=), or none for everyone's reports at once.
 */
export function UserTransfersPage() {
  const { id, open } = useRecordRoute();
  if (id) return <ReceiverDetail key={id} id={id} onBack={() => open(null)} />;
  return <UserTransferList onOpen={open} />;
}

/** Taxes and fees together, as the doctor reads the month: what came off the gross. */
function deductedOf(row: UserTransfer): string | undefined {
  if (row.totalTaxes === undefined || row.totalFees === undefined) return undefined;
  return centsText(toCents(row.totalTaxes) + toCents(row.totalFees));
}

function columnsOf(onOpen: (id: string) => void, showsReceiver: boolean): RecordColumn<UserTransfer>[] {
  const label = (row: UserTransfer) => {
    const values = { month: monthOf(row.month), mode: t.modes[row.mode] };
    return showsReceiver ? fmt(u.openOf, { ...values, name: row.receiverName }) : fmt(u.open, values);
  };
  return [
    {
      header: u.columns.month,
      cell: (row) => (
        <Anchor component="button" type="button" onClick={() => onOpen(row.id)} aria-label={label(row)}>
          {monthOf(row.month)}
        </Anchor>
      ),
    },
    { header: u.columns.mode, cell: (row) => t.modes[row.mode] },
    ...(showsReceiver ? [{ header: u.columns.receiver, cell: (row: UserTransfer) => row.receiverName }] : []),
    { header: u.columns.gross, align: 'right', cell: (row) => moneyOf(row.fullValue) },
    { header: u.columns.taxes, align: 'right', cell: (row) => moneyOf(deductedOf(row)) },
    { header: u.columns.liquid, align: 'right', cell: (row) => moneyOf(row.liquid) },
    { header: u.columns.paid, cell: (row) => (row.isPaid ? u.yes : u.no) },
    { header: u.columns.paidDate, cell: (row) => dateOf(row.paidDate) },
    {
      header: u.columns.statement,
      cell: (row) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => downloadStatement(row.id, row.month)}
          aria-label={fmt(u.statementOf, { month: monthOf(row.month), mode: t.modes[row.mode] })}
        >
          {u.statement}
        </Button>
      ),
    },
  ];
}

function UserTransferList({ onOpen }: { onOpen: (id: string) => void }) {
  const can = useCan();
  const readsEveryone = can('billing', 'read') || can('billing', 'list');
  const today = brazilDate(new Date());
  const [params, updateParams] = useSearchParamsUpdater();
  const filters = userTransferFiltersOf(params, today);
  const change = useCallback(
    (next: Partial<UserTransferFilters>) =>
      updateParams((current) => {
        const merged = { ...userTransferFiltersOf(current, today), page: 1, ...next };
        return writeUserTransferFilters(current, merged, today);
      }),
    [updateParams, today],
  );
  const onPage = useCallback((page: number) => change({ page }), [change]);
  const receiverId = readsEveryone ? (filters.receiverId ?? undefined) : undefined;
  const query = useUserTransfers({ year: filters.year, receiverId, page: filters.page });
  const report = () =>
    void download(transferRoutes.incomeReportPdf, fmt(u.incomeReportFile, { year: filters.year }), {
      query: { year: filters.year, receiverId },
    }).catch(toastError);
  return (
    <Stack>
      <Title order={1}>{u.title}</Title>
      <Text c="dimmed">{readsEveryone ? u.managerHint : u.hint}</Text>
      <Paper withBorder p="md">
        <Stack>
          <Group align="flex-end" gap="sm">
            <Select
              label={u.year}
              data={yearOptions(today, 10, filters.year)}
              value={String(filters.year)}
              onChange={(value) => value && change({ year: Number(value) })}
              allowDeselect={false}
              w={110}
            />
            {readsEveryone && (
              <ReceiverPicker
                year={filters.year}
                receiverId={filters.receiverId}
                knownName={query.data?.items[0]?.receiverName}
                onChange={(id) => change({ receiverId: id })}
              />
            )}
            <Button variant="default" onClick={report}>
              {u.incomeReport}
            </Button>
          </Group>
          <PagedResults
            query={query}
            page={filters.page}
            pageSize={TRANSFER_LIMITS.pageSize}
            onPageChange={onPage}
            totalLabel={(n) => fmt(u.total, { n })}
          >
            {(data) => (
              <RecordsTable
                rows={data.items}
                columns={columnsOf(onOpen, readsEveryone && receiverId === undefined)}
                label={u.title}
                empty={fmt(u.empty, { year: filters.year })}
                minWidth={900}
              />
            )}
          </PagedResults>
        </Stack>
      </Paper>
    </Stack>
  );
}

interface PickerProps {
  year: number;
  receiverId: string | null;
  /** The chosen receiver's name, as the list of their transfers tells it. */
  knownName: string | undefined;
  onChange: (receiverId: string | null) => void;
}

/** The receivers of the year's transfers, searched by name (GET /api/user-transfers?search), one per receiver. */
function ReceiverPicker({ year, receiverId, knownName, onChange }: PickerProps) {
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const value =
    receiverId === null
      ? null
      : { value: receiverId, label: chosen?.value === receiverId ? chosen.label : (knownName ?? receiverId) };
  const fetchOptions = async (search: string, signal: AbortSignal): Promise<SearchOption[]> => {
    const answer = await call(transferRoutes.receivers, {
      query: { year, search: search || undefined, page: 1 },
      signal,
    });
    const byId = new Map<string, SearchOption>();
    for (const row of answer.items) byId.set(row.receiverId, { value: row.receiverId, label: row.receiverName });
    return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
  };
  return (
    <RemoteSearchSelect
      key={value?.label ?? 'all'}
      name="receiver"
      label={u.receiver}
      placeholder={u.allReceivers}
      queryKey={['transfers', 'receiver-options', year]}
      fetchOptions={fetchOptions}
      value={value}
      onChange={(option) => {
        setChosen(option);
        onChange(option?.value ?? null);
      }}
      clearable
      minWidth={260}
    />
  );
}
