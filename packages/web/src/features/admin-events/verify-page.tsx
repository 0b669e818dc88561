import { DEFAULT_PAGE_SIZE, fmt, messages } from '@honora/contract';
import { Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import type { VerifyFilters } from './use-admin-events';
import { VerifyFilterBar } from './verify-filters';

const a = messages.screens.events.admin;

export const verifyMoney = (value: string | null) => (value === null ? '' : formatMoneyText(value));

type Problem = keyof typeof messages.screens.events.verifyProblems;

interface Props<P extends Problem, Item> {
  title: string;
  hint: string;
  tableLabel: string;
  problems: readonly P[];
  useRows: (filters: VerifyFilters<P>, page: number) => UseQueryResult<{ items: Item[]; total: number }>;
  columns: RecordColumn<Item & { id: string }>[];
  /** A stable key of one row (a record may break several rules). */
  rowKey: (item: Item) => string;
  minWidth: number;
}

/** The two admin checks (/admin/VerifyEvents, /admin/VerifyProcedures): filters, pages and the rows that break a rule. */
export function VerifyPage<P extends Problem, Item>(props: Props<P, Item>) {
  const [filters, setFilters] = useState<VerifyFilters<P>>({
    companyId: null,
    from: '',
    to: '',
    problem: null,
    status: null,
  });
  const [page, setPage] = useState(1);
  const query = props.useRows(filters, page);
  return (
    <Stack>
      <div>
        <Title order={1}>{props.title}</Title>
        <Text c="dimmed">{props.hint}</Text>
      </div>
      <VerifyFilterBar
        problems={props.problems}
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <PagedResults
        query={query}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(a.total, { count })}
      >
        {(data) => (
          <RecordsTable
            rows={data.items.map((item) => ({ ...item, id: props.rowKey(item) }))}
            columns={props.columns}
            label={props.tableLabel}
            empty={a.empty}
            minWidth={props.minWidth}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
