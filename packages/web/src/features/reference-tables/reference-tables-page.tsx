import { messages, type ReferenceImportRow, type ReferenceTablesSummary } from '@honora/contract';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../shared/auth/auth-store';
import { PagedResults } from '../../shared/ui/paged-results';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { ImportForm } from './import-form';
import { ImportReport, ImportStatusBadge } from './import-report';
import { IMPORTS_PAGE_SIZE, useReferenceImports, useReferenceSummary } from './use-reference-tables';

const t = messages.screens.referenceTables;

function TableCard({ entry }: { entry: ReferenceTablesSummary['tables'][number] }) {
  const name = t.tables[entry.table];
  const last = entry.lastImport;
  return (
    <Card withBorder component="section" aria-label={name}>
      <Stack gap={6}>
        <Title order={2} size="h5">
          {name}
        </Title>
        <Text fw={700}>{t.rowCount(formatNumber(entry.rowCount))}</Text>
        <Text size="sm" c="dimmed">
          {t.lastImport}
        </Text>
        {last ? (
          <Group gap="xs">
            <ImportStatusBadge status={last.status} />
            <Text size="sm">
              {last.fileName} — {t.importedAt(formatDateTime(last.createdAt), last.createdByName)}
            </Text>
          </Group>
        ) : (
          <Text size="sm">{t.neverImported}</Text>
        )}
      </Stack>
    </Card>
  );
}

const historyColumns: RecordColumn<ReferenceImportRow>[] = [
  { header: t.tableLabel, cell: (r) => t.tables[r.table] },
  { header: t.file, cell: (r) => r.fileName },
  { header: t.status, cell: (r) => <ImportStatusBadge status={r.status} /> },
  { header: t.startedAt, cell: (r) => formatDateTime(r.createdAt) },
  { header: t.by, cell: (r) => r.createdByName },
  { header: t.accepted, align: 'right', cell: (r) => formatNumber(r.acceptedRows) },
  { header: t.rejected, align: 'right', cell: (r) => formatNumber(r.rejectedRows) },
];

function ImportHistory({ onView }: { onView: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const query = useReferenceImports(page);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t.historyTitle}
      </Title>
      <PagedResults
        query={query}
        page={page}
        pageSize={IMPORTS_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={t.historyTotal}
      >
        {(data) => (
          <RecordsTable
            rows={data.items}
            columns={historyColumns}
            label={t.historyLabel}
            empty={t.historyEmpty}
            minWidth={820}
            action={{ label: t.view, ariaLabel: (r) => t.viewImport(r.fileName), onClick: (r) => onView(r.id) }}
          />
        )}
      </PagedResults>
    </Stack>
  );
}

/**
 * /admin/referenceTables: the TUSS 22, IBGE and CBO tables (rows, last import), the upload
 * that replaces one of them (super admins), its progress and report, and the past imports.
 */
export function ReferenceTablesPage() {
  const isSuperAdmin = useSession()?.isSuperAdmin ?? false;
  const summary = useReferenceSummary();
  const [currentId, setCurrentId] = useState<string | null>(null);

  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <QueryState query={summary}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 3 }} aria-label={t.summaryLabel}>
            {data.tables.map((entry) => (
              <TableCard key={entry.table} entry={entry} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {isSuperAdmin && <ImportForm onStarted={setCurrentId} />}
      {currentId && <ImportReport key={currentId} id={currentId} />}
      <ImportHistory onView={setCurrentId} />
    </Stack>
  );
}
