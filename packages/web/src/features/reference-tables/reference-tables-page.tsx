import { type ReferenceTablesSummary, fmt } from '@honora/contract';
import { referenceTablesMessages as t } from '@honora/contract/screen-texts/reference-tables';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../shared/auth/auth-store';
import { ImportForm } from '../../shared/reference-import/import-form';
import { ImportHistory } from '../../shared/reference-import/import-history';
import { ImportReport, ImportStatusBadge } from '../../shared/reference-import/import-report';
import { QueryState } from '../../shared/ui/query-state';
import { summaryKey, useReferenceSummary } from './use-reference-tables';

/** The tables of this screen (each import replaces one); the CBHPM tables have /tools/cbhpm. */
const tables = {
  tuss22: t.tables.tuss22,
  ibgeMunicipalities: t.tables.ibgeMunicipalities,
  cbo: t.tables.cbo,
  glosaReasons: t.tables.glosaReasons,
};
type Table = keyof typeof tables;
/** Table 38 can also be read from the ANS schema itself (tissSimpleTypes*.xsd). */
const isGlosa = (table: Table | '') => table === 'glosaReasons';
const refresh = [summaryKey];

function TableCard({ entry }: { entry: ReferenceTablesSummary['tables'][number] }) {
  const name = t.tables[entry.table];
  const last = entry.lastImport;
  return (
    <Card withBorder component="section" aria-label={name}>
      <Stack gap={6}>
        <Title order={2} size="h5">
          {name}
        </Title>
        <Text fw={700}>{fmt(t.rowCount, { count: formatNumber(entry.rowCount) })}</Text>
        <Text size="sm" c="dimmed">
          {t.lastImport}
        </Text>
        {last ? (
          <Group gap="xs">
            <ImportStatusBadge status={last.status} />
            <Text size="sm">
              {last.fileName} — {fmt(t.importedAt, { when: formatDateTime(last.createdAt), who: last.createdByName })}
            </Text>
          </Group>
        ) : (
          <Text size="sm">{t.neverImported}</Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /admin/referenceTables: the TUSS 22, IBGE, CBO and glosa-reason tables (rows, last import), the upload
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
          <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }} aria-label={t.summaryLabel}>
            {data.tables.map((entry) => (
              <TableCard key={entry.table} entry={entry} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {isSuperAdmin && (
        <ImportForm
          tables={tables}
          tableLabel={t.tableLabel}
          tablePlaceholder={t.tablePlaceholder}
          hint={(table) => (isGlosa(table) ? t.glosaImportHint : t.importHint)}
          file={(table) =>
            isGlosa(table)
              ? { accept: '.csv,.xlsx,.xsd', placeholder: t.glosaFilePlaceholder }
              : { accept: '.csv,.xlsx', placeholder: t.filePlaceholder }
          }
          refresh={refresh}
          onStarted={setCurrentId}
        />
      )}
      {currentId && <ImportReport key={currentId} id={currentId} refresh={refresh} />}
      <ImportHistory group="reference" title={t.historyTitle} label={t.historyLabel} onView={setCurrentId} />
    </Stack>
  );
}
