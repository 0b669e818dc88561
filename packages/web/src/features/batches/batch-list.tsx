import { fmt, messages, type BatchStatus, type BatchSummary } from '@honora/contract';
import { batchesScreenMessages as t } from '@honora/contract/screen-texts/batches';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../shared/auth/use-can';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { DebouncedTextInput } from './debounced-text-input';
import {
  batchFiltersFromParams,
  hasBatchFilters,
  paramsFromBatchFilters,
  withBatchChange,
  type BatchFilters,
  type BatchType,
} from './batch-filters';
import { BatchCreateModal } from './batch-form';
import { carriesValues, moneyOf } from './batch-values';
import { InsurerSelect } from '../../shared/registry/insurer-select';
import { BatchStatusBadge, statusOptions, typeOptions } from './batch-pickers';
import { useBatchList } from './use-batches';

const b = messages.screens.batches;
const PAGE_SIZE = 100;

function columnsOf(hasValues: boolean): RecordColumn<BatchSummary>[] {
  const c = t.columns;
  return [
    { header: c.code, cell: (row) => row.code },
    { header: c.name, cell: (row) => row.name ?? '' },
    { header: c.insurer, cell: (row) => row.insurerName ?? '' },
    { header: c.type, cell: (row) => b.guideTypes[row.type] },
    { header: c.status, cell: (row) => <BatchStatusBadge status={row.status} size="sm" /> },
    { header: c.events, align: 'right', cell: (row) => formatNumber(row.eventCount) },
    ...(hasValues
      ? [
          {
            header: c.totalProduced,
            align: 'right' as const,
            cell: (row: BatchSummary) => moneyOf(row.totalProduced),
          },
        ]
      : []),
    { header: c.lastXml, cell: (row) => (row.lastXmlStatus ? b.xmlStatuses[row.lastXmlStatus] : '—') },
    { header: c.createdAt, cell: (row) => formatDateTime(row.createdAt) },
  ];
}

function FilterBar({
  filters,
  onChange,
  onClear,
}: {
  filters: BatchFilters;
  onChange: (patch: Partial<BatchFilters>) => void;
  onClear: () => void;
}) {
  const can = useCan();
  const f = t.filters;
  return (
    <Paper withBorder p="sm" component="section" aria-label={f.legend}>
      <Group align="flex-end" gap="sm">
        <DebouncedTextInput
          label={f.search}
          value={filters.search}
          onCommit={(search) => onChange({ search })}
          w={300}
        />
        <Select
          label={f.status}
          placeholder={f.any}
          data={statusOptions}
          value={filters.status}
          onChange={(value) => onChange({ status: value as BatchStatus | null })}
          clearable
          w={180}
        />
        {can('healthInsurances', 'list') && (
          <InsurerSelect
            label={f.insurer}
            placeholder={f.any}
            value={filters.insurerId}
            onChange={(insurerId) => onChange({ insurerId })}
            clearable
            minWidth={260}
          />
        )}
        <Select
          label={f.type}
          placeholder={f.any}
          data={typeOptions}
          value={filters.type}
          onChange={(value) => onChange({ type: value as BatchType | null })}
          clearable
          w={180}
        />
        {hasBatchFilters(filters) && (
          <Button variant="default" onClick={onClear}>
            {f.clear}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

interface Props {
  companyId: string;
  onOpen: (id: string) => void;
}

/** /client/batches: the company's batches, newest first, filtered through the URL, pages of 100. */
export function BatchList({ companyId, onOpen }: Props) {
  const can = useCan();
  const [params, updateParams] = useSearchParamsUpdater();
  const filters = batchFiltersFromParams(params);
  const list = useBatchList(filters);
  const [isCreating, setIsCreating] = useState(false);
  const update = (patch: Partial<BatchFilters>) =>
    updateParams((current) => paramsFromBatchFilters(withBatchChange(batchFiltersFromParams(current), patch)));

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.hint}</Text>
        </div>
        {can('batches', 'write') && <Button onClick={() => setIsCreating(true)}>{t.create}</Button>}
      </Group>
      <FilterBar filters={filters} onChange={update} onClear={() => updateParams(() => new URLSearchParams())} />
      <PagedResults
        query={list}
        page={filters.page}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => update({ page })}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => (
          <RecordsTable
            rows={data.items}
            columns={columnsOf(data.items.some(carriesValues))}
            label={t.tableLabel}
            empty={t.empty}
            minWidth={960}
            action={{
              label: t.open,
              ariaLabel: (row) => fmt(t.openRow, { code: row.code }),
              onClick: (row) => onOpen(row.id),
            }}
          />
        )}
      </PagedResults>
      {isCreating && (
        <BatchCreateModal
          companyId={companyId}
          opened
          onClose={() => setIsCreating(false)}
          onCreated={(id) => {
            setIsCreating(false);
            onOpen(id);
          }}
        />
      )}
    </Stack>
  );
}
