import { APPEAL_LIMITS, fmt, messages, type AppealSummary } from '@honora/contract';
import { appealsScreenMessages as t } from '@honora/contract/screen-texts/appeals';
import { formatDate, formatNumber } from '@honora/domain';
import { Button, Group, Paper, SegmentedControl, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useCan } from '../../shared/auth/use-can';
import { InsurerSelect } from '../../shared/registry/insurer-select';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { selectWidth } from '../../shared/ui/select-width';
import { AppealDueBadge, AppealStatusBadge, appealStatusOptions } from './appeal-badges';
import {
  appealFiltersFromParams,
  hasAppealFilters,
  paramsFromAppealFilters,
  withAppealChange,
  type AppealDueFilter,
  type AppealFilters,
  type AppealStatus,
  type AppealView,
} from './appeal-filters';
import { AppealStats } from './appeal-stats';
import { carriesValues, moneyOf } from './appeal-values';
import { useAppealList } from './use-appeals';

const ap = messages.screens.appeals;
const c = t.columns;
const f = t.filters;
/** An appeal's fields as the printed appeal names them. */
const fields = ap.files.pdf.fields;

const dateOf = (date: string | null) => (date ? formatDate(date) : '—');
const money = (field: 'totalGlosado' | 'totalAppealed' | 'totalAccepted' | 'totalReceived') => ({
  header: c[field],
  align: 'right' as const,
  cell: (row: AppealSummary) => <span data-column={field}>{moneyOf(row[field])}</span>,
});

const COLUMNS: RecordColumn<AppealSummary>[] = [
  { header: c.code, cell: (row) => row.code },
  { header: fields.insurer, cell: (row) => row.healthInsuranceName },
  { header: fields.status, cell: (row) => <AppealStatusBadge status={row.status} size="sm" /> },
  { header: c.due, cell: (row) => <AppealDueBadge due={row.dueColour} size="sm" /> },
  { header: c.deadline, cell: (row) => dateOf(row.deadlineOn) },
  { header: fields.identified, cell: (row) => dateOf(row.identifiedOn) },
  { header: fields.sent, cell: (row) => dateOf(row.sentOn) },
  { header: fields.answered, cell: (row) => dateOf(row.answeredOn) },
  { header: c.events, align: 'right', cell: (row) => formatNumber(row.eventCount) },
];
const VALUE_COLUMNS = [money('totalGlosado'), money('totalAppealed'), money('totalAccepted'), money('totalReceived')];
/** The value columns only for users who see values (the server strips them otherwise). */
const columnsOf = (rows: readonly AppealSummary[]) =>
  rows.some(carriesValues) ? [...COLUMNS, ...VALUE_COLUMNS] : COLUMNS;

const DUE_CHOICES = [
  { value: '', label: f.any },
  { value: 'week', label: f.dueWeek },
  { value: 'overdue', label: f.dueOverdue },
];

interface FilterBarProps {
  filters: AppealFilters;
  onChange: (patch: Partial<AppealFilters>) => void;
  onClear: () => void;
}

/** Status, insurer and the two alert lists (due this week, overdue) of billing.md §4's due colours. */
function FilterBar({ filters, onChange, onClear }: FilterBarProps) {
  const can = useCan();
  const dueLabelId = useId();
  return (
    <Paper withBorder p="sm" component="section" aria-label={f.legend}>
      <Group align="flex-end" gap="sm">
        <Select
          label={fields.status}
          placeholder={f.any}
          data={appealStatusOptions}
          value={filters.status}
          onChange={(value) => onChange({ status: value as AppealStatus | null })}
          clearable
          w={selectWidth([f.any, ...appealStatusOptions.map((o) => o.label)], 180)}
        />
        {can('healthInsurances', 'list') && (
          <InsurerSelect
            label={fields.insurer}
            placeholder={f.any}
            value={filters.insurerId}
            onChange={(insurerId) => onChange({ insurerId })}
            clearable
            minWidth={260}
          />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id={dueLabelId}>
            {f.due}
          </Text>
          <SegmentedControl
            aria-labelledby={dueLabelId}
            data={DUE_CHOICES}
            value={filters.due ?? ''}
            onChange={(value) => onChange({ due: (value || null) as AppealDueFilter | null })}
          />
        </Stack>
        {hasAppealFilters(filters) && (
          <Button variant="default" onClick={onClear}>
            {f.clear}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

interface RowsProps {
  filters: AppealFilters;
  onChange: (patch: Partial<AppealFilters>) => void;
  onOpen: (id: string) => void;
}

function AppealRows({ filters, onChange, onOpen }: RowsProps) {
  const list = useAppealList(filters);
  return (
    <PagedResults
      query={list}
      page={filters.page}
      pageSize={APPEAL_LIMITS.pageSize}
      onPageChange={(page) => onChange({ page })}
      totalLabel={(count) => fmt(t.total, { count })}
    >
      {(data) => (
        <RecordsTable
          rows={data.items}
          columns={columnsOf(data.items)}
          label={ap.title}
          empty={t.empty}
          minWidth={900}
          action={{
            label: t.open,
            ariaLabel: (row) => fmt(t.openRow, { code: row.code }),
            onClick: (row) => onOpen(row.id),
          }}
        />
      )}
    </PagedResults>
  );
}

/** /client/Appeals: the company's appeals filtered through the URL, pages of 100, and the indicators. */
export function AppealList({ onOpen }: { onOpen: (id: string) => void }) {
  const [params, updateParams] = useSearchParamsUpdater();
  const filters = appealFiltersFromParams(params);
  const update = (patch: Partial<AppealFilters>) =>
    updateParams((current) => paramsFromAppealFilters(withAppealChange(appealFiltersFromParams(current), patch)));
  const clear = () => updateParams(() => new URLSearchParams());

  return (
    <Stack>
      <Title order={1}>{ap.title}</Title>
      <Tabs
        value={filters.view}
        onChange={(view) => update({ view: (view ?? 'list') as AppealView })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t.tabsLabel}>
          <Tabs.Tab value="list">{t.tabs.list}</Tabs.Tab>
          <Tabs.Tab value="stats">{t.tabs.stats}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <Stack>
            <FilterBar filters={filters} onChange={update} onClear={clear} />
            <AppealRows filters={filters} onChange={update} onOpen={onOpen} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="stats" pt="md">
          <AppealStats />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
