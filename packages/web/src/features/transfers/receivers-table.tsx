import { fmt, TRANSFER_LIMITS, type Transfer, type UserTransfer } from '@honora/contract';
import { transfersScreenMessages as t } from '@honora/contract/screen-texts/transfers';
import { Anchor, Badge, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { dateOf, moneyOf } from './transfer-shown';
import { useUserTransfers } from './use-transfers';

const r = t.receivers;

/** The paid state of a receiver: paid on a date (green), or still to pay. */
export function PaidBadge({ row }: { row: Pick<UserTransfer, 'isPaid' | 'paidDate'> }) {
  return row.isPaid ? (
    <Badge variant="light" color="green" data-paid="true">
      {fmt(r.paidOn, { date: dateOf(row.paidDate) })}
    </Badge>
  ) : (
    <Badge variant="light" color="gray" data-paid="false">
      {r.unpaid}
    </Badge>
  );
}

const money = (header: string, field: keyof UserTransfer): RecordColumn<UserTransfer> => ({
  header,
  align: 'right',
  cell: (row) => <span data-column={field}>{moneyOf(row[field] as string | undefined)}</span>,
});

function columnsOf(onOpen: (id: string) => void, hasValues: boolean): RecordColumn<UserTransfer>[] {
  return [
    {
      header: r.columns.name,
      cell: (row) => (
        <Anchor
          component="button"
          type="button"
          ta="left"
          onClick={() => onOpen(row.id)}
          aria-label={fmt(r.open, { name: row.receiverName })}
        >
          {row.receiverName}
        </Anchor>
      ),
    },
    { header: r.columns.personType, cell: (row) => t.personTypesShort[row.personType] },
    { header: r.columns.entries, align: 'right', cell: (row) => row.entryCount },
    ...(hasValues
      ? [
          money(r.columns.fullValue, 'fullValue'),
          money(r.columns.discount, 'discount'),
          money(r.columns.taxes, 'totalTaxes'),
          money(r.columns.fees, 'totalFees'),
          money(r.columns.liquid, 'liquid'),
        ]
      : []),
    { header: r.columns.paid, cell: (row) => <PaidBadge row={row} /> },
  ];
}

interface Props {
  transfer: Transfer;
  search: string;
  page: number;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}

/** The receivers of a transfer (GET /api/user-transfers?transferId), by name, 100 a page: each opens its computation. */
export function ReceiversTable({ transfer, search, page, onSearch, onPage, onOpen }: Props) {
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed.trim(), 300);
  useEffect(() => {
    if (debounced !== search) onSearch(debounced);
  }, [debounced, search, onSearch]);
  const query = useUserTransfers({ transferId: transfer.id, search: search || undefined, page });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="receivers-title">
      <Stack>
        <Title order={2} size="h3" id="receivers-title">
          {r.title}
        </Title>
        <TextInput label={r.search} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} maw={360} />
        <PagedResults
          query={query}
          page={page}
          pageSize={TRANSFER_LIMITS.pageSize}
          onPageChange={onPage}
          totalLabel={(n) => fmt(r.total, { n })}
        >
          {(data) => (
            <RecordsTable
              rows={data.items}
              columns={columnsOf(onOpen, transfer.fullValue !== undefined)}
              label={r.title}
              empty={r.empty}
              minWidth={900}
            />
          )}
        </PagedResults>
      </Stack>
    </Paper>
  );
}
