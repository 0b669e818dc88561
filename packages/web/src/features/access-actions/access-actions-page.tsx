import { messages } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { actionLabel } from '../../shared/auth/permission-labels';
import { usePermissionTemplate } from '../../shared/permissions/use-permission-template';
import { QueryState } from '../../shared/ui/query-state';
import { actionRows } from './action-rows';
import { ActionsTable } from './actions-table';

const t = messages.screens.accessCatalog;

/** /admin/accessActions: the permission actions, their pt-BR names, and the modules and profiles using them. */
export function AccessActionsPage() {
  const [search, setSearch] = useState('');
  const query = usePermissionTemplate();
  return (
    <Stack>
      <div>
        <Title order={1}>{t.actionsTitle}</Title>
        <Text c="dimmed">{t.actionsHint}</Text>
      </div>
      <TextInput
        label={t.searchActions}
        placeholder={t.searchActionsPlaceholder}
        type="search"
        maw={420}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <QueryState query={query}>
        {(template) => {
          const rows = actionRows(template.catalog, template.permissions, actionLabel, search);
          return (
            <>
              <ActionsTable rows={rows} />
              <Text size="sm" c="dimmed">
                {t.actionsTotal(formatNumber(rows.length))}
              </Text>
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
