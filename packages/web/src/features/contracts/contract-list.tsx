import { DEFAULT_PAGE_SIZE, fmt, type ContractSummary } from '@honora/contract';
import { contractsScreenMessages as t } from '@honora/contract/screen-texts/contracts';
import { Anchor, Badge, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { selectWidth } from '../../shared/ui/select-width';
import {
  changeFilters,
  CURRENT_CHOICES,
  DEFAULT_FILTERS,
  filtersOf,
  listQuery,
  STATUS_CHOICES,
  writeFilters,
  type ContractFilters,
  type CurrentChoice,
  type StatusChoice,
} from './contract-filters';
import { counterpartOf, dateOf, modeOf, rangeOf, receivedOf, STATUS_COLORS } from './contract-shown';
import { useContractList } from './use-contracts';

function columnsOf(onOpen: (id: string) => void): RecordColumn<ContractSummary>[] {
  return [
    {
      header: t.type,
      cell: (c) => (
        <Anchor
          component="button"
          type="button"
          ta="left"
          onClick={() => onOpen(c.id)}
          aria-label={fmt(t.openLabel, { type: c.type })}
        >
          {c.type}
        </Anchor>
      ),
    },
    { header: t.counterpart, cell: (c) => counterpartOf(c) },
    { header: t.validity, cell: (c) => rangeOf(c.startsOn, c.endsOn) },
    { header: t.billingType, cell: (c) => t.billingTypes[c.billingType] },
    { header: t.mode, cell: (c) => modeOf(c) },
    {
      header: t.status,
      cell: (c) => (
        <Stack gap={4} align="flex-start">
          <Badge variant="light" color={STATUS_COLORS[c.status]} data-status={c.status}>
            {t.statuses[c.status]}
          </Badge>
          {c.current && (
            <Badge variant="outline" color="teal">
              {t.current}
            </Badge>
          )}
        </Stack>
      ),
    },
    { header: t.installments, cell: (c) => receivedOf(c) },
    { header: t.nextDue, cell: (c) => dateOf(c.nextDueOn) },
  ];
}

/** The company's contracts of the filters, the newest validity first (GET /api/contracts). */
export function ContractList({ onOpen }: { onOpen: (id: string) => void }) {
  const [params, updateParams] = useSearchParamsUpdater();
  const filters = filtersOf(params);
  const query = useContractList(listQuery(filters));
  const change = useCallback(
    (next: Partial<ContractFilters>) =>
      updateParams((current) => writeFilters(current, changeFilters(filtersOf(current), next))),
    [updateParams],
  );
  const goTo = useCallback((page: number) => change({ page }), [change]);
  const isFiltered =
    filters.search !== DEFAULT_FILTERS.search ||
    filters.status !== DEFAULT_FILTERS.status ||
    filters.current !== DEFAULT_FILTERS.current;
  return (
    <Paper withBorder p="md">
      <Stack>
        <Filters filters={filters} onChange={change} />
        <PagedResults
          query={query}
          page={filters.page}
          pageSize={DEFAULT_PAGE_SIZE}
          onPageChange={goTo}
          totalLabel={(n) => fmt(t.count, { n })}
        >
          {(data) => (
            <RecordsTable
              rows={data.items}
              columns={columnsOf(onOpen)}
              label={t.title}
              empty={isFiltered ? t.emptyFilter : t.empty}
              minWidth={940}
            />
          )}
        </PagedResults>
      </Stack>
    </Paper>
  );
}

/** The search follows typing once it pauses; a value changed from outside (back) shows up. */
function SearchInput({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const commit = useDebouncedCallback((next: string) => onCommit(next.trim()), 400);
  return (
    <TextInput
      label={t.search}
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      w={300}
      maxLength={100}
    />
  );
}

function Filters({ filters, onChange }: { filters: ContractFilters; onChange: (c: Partial<ContractFilters>) => void }) {
  const statusLabel = (s: StatusChoice) => (s === 'all' ? t.all : t.statuses[s]);
  const currentLabel: Record<CurrentChoice, string> = { all: t.all, true: t.onlyCurrent, false: t.onlyNotCurrent };
  const statuses = STATUS_CHOICES.map((value) => ({ value, label: statusLabel(value) }));
  const currents = CURRENT_CHOICES.map((value) => ({ value, label: currentLabel[value] }));
  return (
    <Group align="flex-end" gap="sm">
      <SearchInput value={filters.search} onCommit={(search) => onChange({ search })} />
      <Select
        label={t.status}
        data={statuses}
        value={filters.status}
        onChange={(value) => value && onChange({ status: value as StatusChoice })}
        allowDeselect={false}
        w={selectWidth(
          statuses.map((o) => o.label),
          160,
        )}
      />
      <Select
        label={t.currentFilter}
        data={currents}
        value={filters.current}
        onChange={(value) => value && onChange({ current: value as CurrentChoice })}
        allowDeselect={false}
        w={selectWidth(
          currents.map((o) => o.label),
          140,
        )}
      />
    </Group>
  );
}
