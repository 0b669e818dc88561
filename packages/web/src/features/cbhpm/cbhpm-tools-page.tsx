import { type CbhpmImportTable } from '@honora/contract';
import { cbhpmMessages as c } from '@honora/contract/screen-texts/cbhpm';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { ImportForm } from '../../shared/reference-import/import-form';
import { ImportHistory } from '../../shared/reference-import/import-history';
import { ImportReport } from '../../shared/reference-import/import-report';
import { paths } from '../../shared/routing/paths';
import { cbhpmKey } from './use-cbhpm';

const tools = c.tools;
const refresh = [cbhpmKey];

const hint = (table: CbhpmImportTable | '') =>
  table === 'cbhpmEdition' ? tools.editionHint : table === 'cbhpmValuation' ? tools.valuationHint : tools.hint;

const nameField = {
  label: tools.nameLabel,
  placeholder: (table: CbhpmImportTable | '') =>
    table === 'cbhpmValuation' ? tools.valuationNamePlaceholder : tools.editionNamePlaceholder,
  description: (table: CbhpmImportTable | '') => (table === 'cbhpmValuation' ? tools.valuationNameHint : undefined),
};

/**
 * /tools/cbhpm (super admins): import a CBHPM edition or valuation from CSV/XLSX — each import
 * a new version — with the progress while it runs, the row-by-row report, and past imports.
 */
export function CbhpmToolsPage() {
  const isSuperAdmin = useSession()?.isSuperAdmin ?? false;
  const [currentId, setCurrentId] = useState<string | null>(null);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{tools.title}</Title>
          <Text c="dimmed">{tools.hint}</Text>
        </div>
        <Button component={Link} to={paths.adminCbhpm} variant="light">
          {tools.browse}
        </Button>
      </Group>
      {isSuperAdmin && (
        <ImportForm<CbhpmImportTable>
          tables={tools.kinds}
          tableLabel={tools.kindLabel}
          tablePlaceholder={tools.kindPlaceholder}
          hint={hint}
          name={nameField}
          refresh={refresh}
          onStarted={setCurrentId}
        />
      )}
      {currentId && <ImportReport key={currentId} id={currentId} refresh={refresh} />}
      <ImportHistory group="cbhpm" title={tools.historyTitle} label={tools.historyTitle} onView={setCurrentId} />
    </Stack>
  );
}
