import { COLLECTION_LIMITS, fmt, type Collection } from '@honora/contract';
import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';
import { brazilDate } from '@honora/domain';
import { Anchor, Badge, Group, Paper, Select, Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useCan } from '../../shared/auth/use-can';
import { monthOptions, PICKABLE_MONTHS } from '../../shared/forms/months';
import { InsurerSelect } from '../../shared/registry/insurer-select';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import {
  changeFilters,
  filtersOf,
  listQuery,
  writeFilters,
  type Choice,
  type CollectionFilters,
} from './collection-filters';
import { dateOf, moneyOf, STATUS_COLORS, type MoneyField } from './collection-shown';
import { useCollectionList } from './use-collections';

const f = t.filters;
/** Months after this one a period may end in (a collection dated ahead). */
const MONTHS_AHEAD = 12;

const MONEY_COLUMNS: [MoneyField, string][] = [
  ['valueCharged', t.columns.charged],
  ['valuePaid', t.columns.paid],
  ['valueCut', t.columns.cut],
  ['valueOpen', t.columns.open],
];

/**
 * The list's columns (the production and the billing date are on the collection's page: the list
 * fits 1280 px); the money ones only for who may see values (the API strips them otherwise).
 */
function columnsOf(onOpen: (id: string) => void, hasValues: boolean): RecordColumn<Collection>[] {
  const money: RecordColumn<Collection>[] = MONEY_COLUMNS.map(([field, header]) => ({
    header,
    align: 'right',
    cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{moneyOf(row[field])}</span>,
  }));
  return [
    {
      header: t.columns.code,
      cell: (row) => (
        <Anchor
          component="button"
          type="button"
          onClick={() => onOpen(row.id)}
          aria-label={fmt(t.open, { code: row.code })}
        >
          {row.code}
        </Anchor>
      ),
    },
    { header: t.columns.date, cell: (row) => dateOf(row.date) },
    { header: t.columns.insurer, cell: (row) => row.healthInsuranceName },
    { header: t.columns.events, align: 'right', cell: (row) => row.eventCount },
    { header: t.columns.dtBaixa, cell: (row) => dateOf(row.dtBaixa) },
    ...(hasValues ? money : []),
    {
      header: t.columns.status,
      cell: (row) => (
        <Badge variant="light" color={STATUS_COLORS[row.status]} data-status={row.status}>
          {t.statuses[row.status]}
        </Badge>
      ),
    },
    {
      header: t.columns.allowTransfer,
      cell: (row) => t.allowTransfer[String(row.isAllowTransfer) as 'true' | 'false'],
    },
  ];
}

/** The collections of the filters, newest first, 100 a page (GET /api/collections). */
export function CollectionList({ onOpen }: { onOpen: (id: string) => void }) {
  const can = useCan();
  const today = brazilDate(new Date());
  const [params, updateParams] = useSearchParamsUpdater();
  const filters = filtersOf(params, today);
  const query = useCollectionList(listQuery(filters));
  const change = useCallback(
    (next: Partial<CollectionFilters>) =>
      updateParams((current) => writeFilters(current, changeFilters(filtersOf(current, today), next), today)),
    [updateParams, today],
  );
  const goTo = useCallback((page: number) => change({ page }), [change]);
  return (
    <Paper withBorder p="md">
      <Stack>
        <Filters filters={filters} onChange={change} today={today} />
        <PagedResults
          query={query}
          page={filters.page}
          pageSize={COLLECTION_LIMITS.pageSize}
          onPageChange={goTo}
          totalLabel={(n) => fmt(t.total, { n })}
        >
          {(data) => (
            <RecordsTable
              rows={data.items}
              columns={columnsOf(onOpen, can('billing', 'readValues'))}
              label={t.title}
              empty={t.empty}
              minWidth={1200}
            />
          )}
        </PagedResults>
      </Stack>
    </Paper>
  );
}

interface FiltersProps {
  filters: CollectionFilters;
  onChange: (change: Partial<CollectionFilters>) => void;
  today: string;
}

const choices = (labels: Record<Choice, string>) =>
  (['true', 'false', 'all'] as const).map((value) => ({ value, label: labels[value] }));

function Filters({ filters, onChange, today }: FiltersProps) {
  const months = monthOptions(today, PICKABLE_MONTHS, MONTHS_AHEAD, [filters.from, filters.to]);
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={f.from}
        data={months}
        value={filters.from}
        onChange={(value) => value && onChange({ from: value })}
        allowDeselect={false}
        searchable
        w={120}
      />
      <Select
        label={f.to}
        data={months}
        value={filters.to}
        onChange={(value) => value && onChange({ to: value })}
        allowDeselect={false}
        searchable
        w={120}
      />
      <InsurerSelect
        label={f.insurer}
        placeholder={f.anyInsurer}
        value={filters.insurerId}
        onChange={(insurerId) => onChange({ insurerId })}
        clearable
        minWidth={200}
      />
      <Select
        label={f.active}
        data={choices({ true: f.activeOnly, false: f.inactiveOnly, all: f.all })}
        value={filters.active}
        onChange={(value) => value && onChange({ active: value as Choice })}
        allowDeselect={false}
        w={150}
      />
      <Select
        label={f.allowTransfer}
        data={choices({ true: f.allowedOnly, false: f.notAllowedOnly, all: f.all })}
        value={filters.allowTransfer}
        onChange={(value) => value && onChange({ allowTransfer: value as Choice })}
        allowDeselect={false}
        w={230}
      />
    </Group>
  );
}
