import { DEFAULT_PAGE_SIZE, fmt, messages, type EventListItem } from '@honora/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../../shared/auth/auth-store';
import { useCan } from '../../../shared/auth/use-can';
import { toastError } from '../../../shared/notify/toast';
import { EventListTotals } from '../../../shared/events/event-list-totals';
import { ExportJobNotice } from '../../../shared/jobs/export-job-notice';
import { useSearchParamsUpdater } from '../../../shared/routing/use-search-params-updater';
import { PagedResults } from '../../../shared/ui/paged-results';
import { BulkActions, bulkActionsFor, canBulkMoney } from './bulk-actions';
import { BulkAddToBatch } from '../batch-invoice/bulk-add-to-batch';
import { ContaAzulExportButton } from '../../../shared/contaazul/contaazul-export';
import { canBulkReprice } from './bulk-reprice-plan';
import { ColumnChooser } from './column-chooser';
import {
  clearChosenColumns,
  DEFAULT_COLUMNS,
  loadChosenColumns,
  saveChosenColumns,
  visibleColumns,
  type TableColumn,
} from './column-model';
import { EventsTable, type ListSort } from './events-table';
import { FilterBar } from './filter-bar';
import { filtersFromParams, paramsFromFilters, withChange, type EventFilters, type Readiness } from './list-filters';
import { ProcedureProportions } from './procedure-proportions';
import { useEventCustomFields } from '../../../shared/events/use-event-custom-fields';
import { exportEvents, useEventList } from './use-event-list';

const t = messages.screens.events.list;

interface Props {
  readiness: Readiness;
  onOpen: (id: string) => void;
  onCreate: () => void;
}

/**
 * /client/events and /client/notReadyEvents (billing.md §2): the filtered list with server-side
 * sort and pages of 100, the totals of the filtered set, the columns the user chose, the export
 * to Excel and the bulk status actions.
 */
export function EventList({ readiness, onOpen, onCreate }: Props) {
  const can = useCan();
  const userId = useSession()?.user.id;
  const [params, updateParams] = useSearchParamsUpdater();
  const filters = filtersFromParams(params, readiness);
  const list = useEventList(filters, readiness);
  const customFields = useEventCustomFields();
  const [chosen, setChosen] = useState<TableColumn[]>(() => loadChosenColumns(userId));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The selected events as the list showed them, for the bulk confirmation (a selection spans pages).
  const [known, setKnown] = useState<ReadonlyMap<string, EventListItem>>(new Map());
  const remember = (ids: readonly string[]) =>
    setKnown((current) => {
      const next = new Map(current);
      for (const item of list.data?.items ?? []) if (ids.includes(item.id)) next.set(item.id, item);
      return next;
    });
  const [expanded, setExpanded] = useState<string | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const [exportJobId, setExportJobId] = useState<string | null>(null);
  const hasValues = list.data?.totals?.totalProduced !== undefined;
  const columns = visibleColumns(chosen, hasValues);
  const actions = bulkActionsFor(readiness, can);

  const update = (patch: Partial<EventFilters>) => {
    updateParams((current) => paramsFromFilters(withChange(filtersFromParams(current, readiness), patch)));
    if (patch.page === undefined) setSelected(new Set());
    setExpanded(null);
  };
  const choose = (next: TableColumn[]) => {
    setChosen(next);
    saveChosenColumns(userId, next);
  };
  const runExport = async () => {
    setIsExporting(true);
    try {
      const job = await exportEvents(filters, readiness, columns, messages.screens.events.exportFileName);
      if (job) setExportJobId(job.id);
    } catch (error) {
      toastError(error);
    } finally {
      setIsExporting(false);
    }
  };
  const toggle = (id: string) => {
    remember([id]);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const togglePage = (ids: string[], checked: boolean) => {
    remember(ids);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  const title = readiness === 'notReady' ? t.notReadyTitle : t.title;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{readiness === 'notReady' ? t.notReadyHint : t.hint}</Text>
        </div>
        <Group>
          <ColumnChooser
            chosen={chosen}
            hasValues={hasValues}
            onChange={choose}
            onReset={() => {
              clearChosenColumns(userId);
              setChosen([...DEFAULT_COLUMNS]);
            }}
          />
          {(can('eventExports', 'read') || can('eventExports', 'readOwn')) && (
            <Button variant="default" onClick={() => void runExport()} loading={isExporting}>
              {t.export}
            </Button>
          )}
          {(can('events', 'write') || can('events', 'writeOwn')) && <Button onClick={onCreate}>{t.create}</Button>}
        </Group>
      </Group>
      {exportJobId && (
        <ExportJobNotice
          jobId={exportJobId}
          fileName={messages.screens.events.exportFileName}
          onClose={() => setExportJobId(null)}
        />
      )}
      <FilterBar
        readiness={readiness}
        filters={filters}
        customFields={customFields.filterable}
        onChange={update}
        onClear={() => {
          updateParams(() => new URLSearchParams());
          setSelected(new Set());
        }}
      />
      {actions.length > 0 && (
        <Group gap="sm">
          <BulkActions
            actions={actions}
            hasMoney={canBulkMoney(readiness, can)}
            hasReprice={canBulkReprice(can)}
            selectedIds={[...selected]}
            known={known}
            onDone={() => setSelected(new Set())}
          />
          {readiness === 'ready' && can('batches', 'write') && (
            <BulkAddToBatch selectedIds={[...selected]} onDone={() => setSelected(new Set())} />
          )}
          {/* Decision 054: the selected events to Conta Azul (shown when connected). */}
          {readiness === 'ready' && <ContaAzulExportButton eventIds={[...selected]} disabled={selected.size === 0} />}
        </Group>
      )}
      <PagedResults
        query={list}
        page={filters.page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={(page) => update({ page })}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => (
          <Stack gap="xs">
            <EventListTotals total={data.total} totals={data.totals} />
            <EventsTable
              items={data.items}
              columns={columns}
              customFieldLabels={customFields.labels}
              sort={{ key: filters.sort, dir: filters.dir }}
              onSort={(sort: ListSort) => update({ sort: sort.key as EventFilters['sort'], dir: sort.dir })}
              onOpen={onOpen}
              selection={actions.length > 0 ? { selected, onToggle: toggle, onTogglePage: togglePage } : undefined}
              expanded={expanded}
              onExpand={setExpanded}
              renderExpanded={(item) => <ProcedureProportions eventId={item.id} />}
            />
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
