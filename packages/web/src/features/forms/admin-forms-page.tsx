import { adminFormRoutes } from '@honora/contract';
import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { Group, Stack, Text, Title } from '@mantine/core';
import { call } from '../../shared/api/api-client';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable } from '../../shared/ui/records-table';
import { FormStatusActions, FormStatusBadge } from './form-status-actions';
import { useAdminForms, useRefreshForms } from './use-forms';

/**
 * /admin/Forms (platform.md §2; decision 057): every company's forms, read, with publish,
 * unpublish, close and reopen. The builder stays with each company.
 */
export function AdminFormsPage() {
  const query = useAdminForms();
  const refresh = useRefreshForms();
  return (
    <Stack>
      <div>
        <Title order={1}>{t.adminFormsTitle}</Title>
        <Text c="dimmed">{t.adminFormsHint}</Text>
      </div>
      <QueryState query={query}>
        {(data) => (
          <RecordsTable
            rows={data.items}
            label={t.adminFormsTitle}
            empty={t.noForms}
            minWidth={900}
            columns={[
              { header: t.company, cell: (f) => f.companyName },
              { header: t.title, cell: (f) => f.title },
              { header: t.slug, cell: (f) => f.slug },
              { header: t.status, cell: (f) => <FormStatusBadge form={f} /> },
              { header: t.responses, cell: (f) => f.responseCount, align: 'right' },
              {
                header: t.actionsColumn,
                cell: (f) => (
                  <Group gap="xs">
                    <FormStatusActions
                      form={f}
                      change={(action) => call(adminFormRoutes.status, { params: { id: f.id }, body: { action } })}
                      onChanged={refresh}
                    />
                  </Group>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </Stack>
  );
}
