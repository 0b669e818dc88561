import { companiesDataRoutes, messages, type CompaniesDataResponse } from '@honora/contract';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { CompanyDataForm } from '../../shared/company-form/company-data-form';
import { CompanyKindBadge } from '../../shared/ui/company-kind-badge';
import { QueryState } from '../../shared/ui/query-state';
import { SuperAdminOnlyBadge } from '../../shared/ui/super-admin-only-badge';
import { CompanyPicker } from './company-picker';
import { useCompaniesData, useRefreshCompaniesData } from './use-companies-data';
import { WebConfigPanel } from './web-config-panel';

const t = messages.screens.adminCompanies;

/**
 * /admin/companiesData (super admins only): pick any company, edit its data (the fields of
 * PUT /api/company), its minVersion, and put its access profiles back to the defaults.
 */
export function CompaniesDataPage() {
  const isSuperAdmin = useSession()?.isSuperAdmin ?? false;
  const { id, open } = useRecordRoute();
  return (
    <Stack>
      <div>
        <Group gap="xs">
          <Title order={1}>{t.data.title}</Title>
          <SuperAdminOnlyBadge />
        </Group>
        <Text c="dimmed">{t.data.hint}</Text>
      </div>
      {!isSuperAdmin ? (
        <Alert color="red">{t.superAdminOnly}</Alert>
      ) : id ? (
        <SelectedCompany id={id} onChange={() => open(null)} />
      ) : (
        <CompanyPicker onPick={(companyId) => open(companyId)} />
      )}
    </Stack>
  );
}

function SelectedCompany({ id, onChange }: { id: string; onChange: () => void }) {
  const query = useCompaniesData(id);
  return <QueryState query={query}>{(data) => <CompanyEditors data={data} onChange={onChange} />}</QueryState>;
}

function CompanyEditors({ data, onChange }: { data: CompaniesDataResponse; onChange: () => void }) {
  const refresh = useRefreshCompaniesData();
  const [savedCount, setSavedCount] = useState(0);
  const { company, webConfig } = data;
  const changed = () => {
    void refresh().then(() => setSavedCount((count) => count + 1));
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={2} size="h3">
            {company.name}
          </Title>
          <CompanyKindBadge company={company} />
        </Group>
        <Button variant="subtle" onClick={onChange}>
          {t.data.change}
        </Button>
      </Group>
      <CompanyDataForm
        key={`data:${savedCount}`}
        data={company}
        canWrite
        save={async ({ id: _id, ...body }) =>
          (await call(companiesDataRoutes.update, { params: { id: company.id }, body })).company
        }
        onSaved={changed}
      />
      <WebConfigPanel key={`web:${savedCount}`} company={company} webConfig={webConfig} onChanged={changed} />
    </Stack>
  );
}
