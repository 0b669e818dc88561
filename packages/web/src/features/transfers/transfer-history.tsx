import { fmt, TRANSFER_LIMITS, type Transfer } from '@honora/contract';
import { transfersScreenMessages as t } from '@honora/contract/screen-texts/transfers';
import { formatNumber, type TransferMode } from '@honora/domain';
import { Anchor, Badge, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { monthOptions, PICKABLE_MONTHS } from '../../shared/forms/months';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { moneyOf, monthOf, STATUS_COLORS } from './transfer-shown';
import { useTransferHistory } from './use-transfers';

const h = t.history;

function columnsOf(onPick: (month: string, mode: TransferMode) => void): RecordColumn<Transfer>[] {
  return [
    {
      header: h.columns.month,
      cell: (row) => (
        <Anchor
          component="button"
          type="button"
          onClick={() => onPick(row.month.slice(0, 7), row.mode)}
          aria-label={fmt(h.open, { month: monthOf(row.month), mode: t.modes[row.mode] })}
        >
          {monthOf(row.month)}
        </Anchor>
      ),
    },
    { header: h.columns.mode, cell: (row) => t.modes[row.mode] },
    { header: h.columns.code, align: 'right', cell: (row) => row.code },
    {
      header: h.columns.status,
      cell: (row) => (
        <Badge variant="light" color={STATUS_COLORS[row.status]}>
          {t.statuses[row.status]}
        </Badge>
      ),
    },
    { header: h.columns.receivers, align: 'right', cell: (row) => formatNumber(row.receiverCount) },
    {
      header: h.columns.paid,
      align: 'right',
      cell: (row) =>
        fmt(t.figures.paidOf, { paid: formatNumber(row.paidCount), total: formatNumber(row.receiverCount) }),
    },
    { header: h.columns.fullValue, align: 'right', cell: (row) => moneyOf(row.fullValue) },
    { header: h.columns.liquid, align: 'right', cell: (row) => moneyOf(row.liquid) },
  ];
}

interface Props {
  from: string;
  to: string;
  today: string;
  onRange: (range: { from?: string; to?: string }) => void;
  /** Shows that month and mode at the top of the screen. */
  onPick: (month: string, mode: TransferMode) => void;
}

/** The company's transfers of a period, newest first (GET /api/transfers?from&to), each one opens above. */
export function TransferHistory({ from, to, today, onRange, onPick }: Props) {
  const [page, setPage] = useState(1);
  const query = useTransferHistory({ from, to, page });
  const months = monthOptions(today, PICKABLE_MONTHS, 0, [from, to]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="transfer-history-title">
      <Stack>
        <Title order={2} size="h3" id="transfer-history-title">
          {h.title}
        </Title>
        <Group align="flex-end" gap="sm">
          {(['from', 'to'] as const).map((end) => (
            <Select
              key={end}
              label={h[end]}
              data={months}
              value={end === 'from' ? from : to}
              onChange={(value) => {
                if (!value) return;
                setPage(1);
                onRange({ [end]: value });
              }}
              allowDeselect={false}
              searchable
              w={130}
            />
          ))}
        </Group>
        <PagedResults
          query={query}
          page={page}
          pageSize={TRANSFER_LIMITS.pageSize}
          onPageChange={setPage}
          totalLabel={(n) => fmt(h.total, { n })}
        >
          {(data) => (
            <RecordsTable
              rows={data.items}
              columns={columnsOf(onPick)}
              label={h.title}
              empty={h.empty}
              minWidth={900}
            />
          )}
        </PagedResults>
      </Stack>
    </Paper>
  );
}
