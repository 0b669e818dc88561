import { DEFAULT_PAGE_SIZE, EVENT_STATUS_GROUP_VALUES, fmt, messages, type EventListItem } from '@honora/contract';
import { formatDate } from '@honora/domain';
import { Anchor, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { CompanySearchSelect } from '../../shared/admin-pickers/company-search-select';
import { EventListTotals } from '../../shared/events/event-list-totals';
import { EventStatusBadge } from '../../shared/events/event-status-badge';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { paths } from '../../shared/routing/paths';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn, type TableSort } from '../../shared/ui/records-table';
import type { SearchOption } from '../../shared/ui/remote-search-select';
import { selectWidth } from '../../shared/ui/select-width';
import { useAdminEvents, type AdminEventFilters } from './use-admin-events';
import { DateInput } from '../../shared/forms/date-input';
import { isDateValue } from '../../shared/forms/date-text';

const a = messages.screens.events.admin;
const t = a.events;
const f = a.filters;
const headers = messages.screens.events.exportColumns;
const list = messages.screens.events.list;

const columns: RecordColumn<EventListItem>[] = [
  {
    header: a.columns.company,
    cell: (e) => (
      <Anchor
        component={Link}
        to={`${paths.adminCompanies}?id=${e.companyId}`}
        aria-label={fmt(t.openCompany, { company: e.companyName })}
        size="sm"
      >
        {e.companyName}
      </Anchor>
    ),
  },
  { header: headers.numGuide, sortKey: 'numGuide', cell: (e) => e.numGuide ?? list.noGuide },
  {
    header: headers.dtProcedure,
    sortKey: 'dtProcedure',
    cell: (e) => (e.dtProcedure ? formatDate(e.dtProcedure) : ''),
  },
  { header: headers.patient, sortKey: 'patientName', cell: (e) => e.patientName ?? '' },
  { header: headers.insurer, sortKey: 'insurerName', cell: (e) => e.insurerName ?? '' },
  {
    header: headers.status,
    sortKey: 'status',
    cell: (e) => <EventStatusBadge status={e.status} customStatus={e.customStatus} size="sm" />,
  },
  { header: headers.procedures, cell: (e) => e.procedureCodes.join(', ') },
  {
    header: headers.totalProduced,
    sortKey: 'totalProduced',
    align: 'right',
    cell: (e) => (e.totalProduced ? formatMoneyText(e.totalProduced) : ''),
  },
];

const INITIAL: AdminEventFilters = {
  companyId: null,
  readiness: 'all',
  statusGroup: null,
  from: '',
  to: '',
  numGuide: '',
  sort: 'dtProcedure',
  dir: 'desc',
};

/** /admin/events: read-only list of the events of every company (or one), with the list's filters and totals. */
export function AdminEventsPage() {
  const [filters, setFilters] = useState(INITIAL);
  const [company, setCompany] = useState<SearchOption | null>(null);
  const [page, setPage] = useState(1);
  const [guide, setGuide] = useState('');
  const [numGuide] = useDebouncedValue(guide.trim(), 300);
  const query = useAdminEvents({ ...filters, numGuide }, page);
  const change = (patch: Partial<AdminEventFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const groupOptions = EVENT_STATUS_GROUP_VALUES.map((value) => ({
    value,
    label: messages.screens.events.statusGroups[value],
  }));
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <Group align="flex-end">
        <CompanySearchSelect
          label={f.company}
          placeholder={f.companyPlaceholder}
          value={company}
          onChange={(option) => {
            setCompany(option);
            change({ companyId: option?.value ?? null });
          }}
          clearable
          minWidth={220}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {f.readiness}
          </Text>
          <SegmentedControl
            aria-label={f.readiness}
            value={filters.readiness}
            onChange={(value) => change({ readiness: value as AdminEventFilters['readiness'] })}
            data={[
              { value: 'all', label: f.readinessAll },
              { value: 'ready', label: f.readinessReady },
              { value: 'notReady', label: f.readinessNotReady },
            ]}
          />
        </div>
        <Select
          label={list.filters.group}
          placeholder={list.filters.allGroups}
          data={groupOptions}
          value={filters.statusGroup}
          onChange={(value) => change({ statusGroup: value as AdminEventFilters['statusGroup'] })}
          clearable
          w={selectWidth([list.filters.allGroups, ...groupOptions.map((option) => option.label)], 220)}
        />
        <DateInput
          label={f.from}
          value={filters.from}
          onChange={(value) => isDateValue(value) && change({ from: value })}
          w={160}
        />
        <DateInput
          label={f.to}
          value={filters.to}
          onChange={(value) => isDateValue(value) && change({ to: value })}
          w={160}
        />
        <TextInput
          label={list.filters.numGuide}
          value={guide}
          onChange={(event) => {
            setGuide(event.currentTarget.value);
            setPage(1);
          }}
          w={180}
        />
      </Group>
      <PagedResults
        query={query}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(list.total, { count })}
      >
        {(data) => (
          <Stack gap="xs">
            <EventListTotals total={data.total} totals={data.totals} />
            <RecordsTable
              rows={data.items}
              columns={columns}
              label={t.tableLabel}
              empty={list.empty}
              minWidth={880}
              sort={{ key: filters.sort, dir: filters.dir }}
              onSort={(next: TableSort) => change({ sort: next.key as AdminEventFilters['sort'], dir: next.dir })}
            />
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
