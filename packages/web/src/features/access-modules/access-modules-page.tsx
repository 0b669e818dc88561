import { messages } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { moduleLabel } from '../../shared/auth/permission-labels';
import { usePermissionTemplate } from '../../shared/permissions/use-permission-template';
import { QueryState } from '../../shared/ui/query-state';
import { moduleRows } from './module-rows';
import { ModulesTable } from './modules-table';

const t = messages.screens.accessCatalog;

/** /admin/accessModules: the modules, their pt-BR names, and what each profile does there in the template. */
export function AccessModulesPage() {
  const [search, setSearch] = useState('');
  const query = usePermissionTemplate();
  return (
    <Stack>
      <div>
        <Title order={1}>{t.modulesTitle}</Title>
        <Text c="dimmed">{t.modulesHint}</Text>
      </div>
      <TextInput
        label={t.searchModules}
        placeholder={t.searchModulesPlaceholder}
        type="search"
        maw={420}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <QueryState query={query}>
        {(template) => {
          const rows = moduleRows(template.catalog, template.permissions, moduleLabel, search);
          return (
            <>
              <ModulesTable rows={rows} />
              <Text size="sm" c="dimmed">
                {t.modulesTotal(formatNumber(rows.length))}
              </Text>
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
