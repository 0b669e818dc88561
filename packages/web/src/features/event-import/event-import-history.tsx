import { eventImportScreenMessages } from '@honora/contract/screen-texts/event-import-screen';
import { fmt, messages, type EventImportSummary } from '@honora/contract';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { ImportStatusBadge } from './outcome-badge';
import { IMPORTS_PAGE_SIZE, useEventImports } from './use-event-import';

const t = eventImportScreenMessages;
const typeLabels = messages.screens.registry.eventTypes;

const columns: RecordColumn<EventImportSummary>[] = [
  { header: t.when, cell: (r) => formatDateTime(r.createdAt) },
  { header: t.fileName, cell: (r) => r.fileName },
  { header: t.type, cell: (r) => typeLabels[r.eventType] },
  { header: t.status, cell: (r) => <ImportStatusBadge status={r.status} /> },
  { header: t.created, align: 'right', cell: (r) => formatNumber(r.createdEvents) },
  { header: t.updated, align: 'right', cell: (r) => formatNumber(r.updatedEvents) },
  { header: t.unchanged, align: 'right', cell: (r) => formatNumber(r.unchangedEvents) },
  { header: t.rejected, align: 'right', cell: (r) => formatNumber(r.rejectedRows) },
  { header: t.by, cell: (r) => r.createdByName },
];

/** The company's previous imports, newest first (GET /api/event-imports), each opening its report. */
export function EventImportHistory({ onView }: { onView: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const query = useEventImports(page);
  return (
    <Stack gap="sm" component="section" aria-labelledby="event-import-history-title">
      <Title order={2} size="h4" id="event-import-history-title">
        {t.historyTitle}
      </Title>
      <PagedResults
        query={query}
        page={page}
        pageSize={IMPORTS_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(t.historyTotal, { count })}
      >
        {(data) => (
          <RecordsTable
            rows={data.items}
            columns={columns}
            label={t.historyLabel}
            empty={t.historyEmpty}
            minWidth={900}
            action={{
              label: t.view,
              ariaLabel: (r) => fmt(t.viewImport, { fileName: r.fileName, when: formatDateTime(r.createdAt) }),
              onClick: (r) => onView(r.id),
            }}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
