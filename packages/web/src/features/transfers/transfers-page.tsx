import { TRANSFER_MODES, brazilDate, type TransferMode } from '@honora/domain';
import { transfersScreenMessages as t } from '@honora/contract/screen-texts/transfers';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { monthOptions, PICKABLE_MONTHS } from '../../shared/forms/months';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { MonthTransfer } from './month-transfer';
import { ReceiverDetail } from './receiver-detail';
import { ReceiversTable } from './receivers-table';
import {
  changeTransferFilters,
  transferFiltersOf,
  writeTransferFilters,
  type TransferFilters,
} from './transfer-filters';
import { TransferHistory } from './transfer-history';

/**
 * /client/Transfers (billing.md §2 Transfers, §3 Transfer and user transfer, §4 OPEN → LOCKED):
 * the month's transfer in a mode (?month=YYYY-MM&mode=, the previous month by default), its
 * receivers, and the past transfers. One receiver's computation opens at `/{userTransferId}`,
 * keeping the month and the mode in the address for the way back.
 */
export function TransfersPage() {
  const { id, open } = useRecordRoute();
  if (id) return <ReceiverDetail key={id} id={id} onBack={() => open(null)} />;
  return <TransfersMonth onOpen={open} />;
}

function TransfersMonth({ onOpen }: { onOpen: (id: string) => void }) {
  const today = brazilDate(new Date());
  const [params, updateParams] = useSearchParamsUpdater();
  const filters = transferFiltersOf(params, today);
  const change = useCallback(
    (next: Partial<TransferFilters>) =>
      updateParams((current) =>
        writeTransferFilters(current, changeTransferFilters(transferFiltersOf(current, today), next), today),
      ),
    [updateParams, today],
  );
  const onSearch = useCallback((search: string) => change({ search }), [change]);
  const onPage = useCallback((page: number) => change({ page }), [change]);
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.hint}</Text>
      <Group align="flex-end" gap="sm">
        <Select
          label={t.month}
          data={monthOptions(today, PICKABLE_MONTHS, 0, [filters.month])}
          value={filters.month}
          onChange={(value) => value && change({ month: value })}
          allowDeselect={false}
          searchable
          w={130}
        />
        <Select
          label={t.mode}
          data={TRANSFER_MODES.map((mode) => ({ value: mode, label: t.modes[mode] }))}
          value={filters.mode}
          onChange={(value) => value && change({ mode: value as TransferMode })}
          allowDeselect={false}
          w={240}
        />
      </Group>
      <MonthTransfer month={filters.month} mode={filters.mode}>
        {(transfer) => (
          <ReceiversTable
            key={transfer.id}
            transfer={transfer}
            search={filters.search}
            page={filters.page}
            onSearch={onSearch}
            onPage={onPage}
            onOpen={onOpen}
          />
        )}
      </MonthTransfer>
      <TransferHistory
        from={filters.from}
        to={filters.to}
        today={today}
        onRange={(range) => change(range)}
        onPick={(month, mode) => {
          change({ month, mode });
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
