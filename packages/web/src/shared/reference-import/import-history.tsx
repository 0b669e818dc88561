import { type ReferenceImportGroup, type ReferenceImportRow, fmt } from '@honora/contract';
import { referenceTablesMessages as t } from '@honora/contract/screen-texts/reference-tables';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { PagedResults } from '../ui/paged-results';
import { RecordsTable, type RecordColumn } from '../ui/records-table';
import { ImportStatusBadge } from './import-report';
import { IMPORTS_PAGE_SIZE, useReferenceImports } from './use-reference-import';

const columns: RecordColumn<ReferenceImportRow>[] = [
  { header: t.tableLabel, cell: (r) => t.tables[r.table] },
  { header: t.file, cell: (r) => (r.targetName ? `${r.fileName} (${r.targetName})` : r.fileName) },
  { header: t.status, cell: (r) => <ImportStatusBadge status={r.status} /> },
  { header: t.startedAt, cell: (r) => formatDateTime(r.createdAt) },
  { header: t.by, cell: (r) => r.createdByName },
  { header: t.accepted, align: 'right', cell: (r) => formatNumber(r.acceptedRows) },
  { header: t.rejected, align: 'right', cell: (r) => formatNumber(r.rejectedRows) },
];

interface Props {
  group: ReferenceImportGroup;
  title: string;
  /** Accessible name of the table. */
  label: string;
  onView: (id: string) => void;
}

/** The past imports of a group of tables, newest first, each opening its report. */
export function ImportHistory({ group, title, label, onView }: Props) {
  const [page, setPage] = useState(1);
  const query = useReferenceImports(page, group);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
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
            label={label}
            empty={t.historyEmpty}
            minWidth={820}
            action={{
              label: t.view,
              ariaLabel: (r) => fmt(t.viewImport, { fileName: r.fileName }),
              onClick: (r) => onView(r.id),
            }}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
