import { companyDataRoutes, messages } from '@honora/contract';
import { openingHoursScreenMessages } from '@honora/contract/screen-texts/opening-hours';
import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../shared/auth/auth-store';
import { useCan } from '../../shared/auth/use-can';
import { call } from '../../shared/api/api-client';
import { CompanyDataForm } from '../../shared/company-form/company-data-form';
import { CompanyKindBadge } from '../../shared/ui/company-kind-badge';
import { AccessProfilesPanel } from './access-profiles-panel';
import { OpeningHoursTab } from './opening-hours-panel';
import { QueryState } from '../../shared/ui/query-state';
import { companyDataKey, refreshSession, useCompanyData, useCompanyPermissions } from './use-company-settings';

const t = messages.screens.companySettings;

/**
 * /client/companies (CLIENT and COMPANY, with a company, companies.read): the selected
 * company's data and its access profiles. Editing needs companies.write and
 * companies.manager; without them the tabs are read-only (the server decides either way).
 */
export function CompanySettingsPage() {
  const session = useSession();
  const can = useCan();
  const company = session?.company;
  if (!company) return null;
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Group gap="xs">
          <Text c="dimmed">{company.name}</Text>
          <CompanyKindBadge company={company} />
        </Group>
      </div>
      <Tabs defaultValue="data">
        <Tabs.List>
          <Tabs.Tab value="data">{t.dataTab}</Tabs.Tab>
          <Tabs.Tab value="profiles">{t.profilesTab}</Tabs.Tab>
          <Tabs.Tab value="hours">{openingHoursScreenMessages.tab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="data" pt="md">
          <DataTab companyId={company.id} canWrite={can('companies', 'write')} />
        </Tabs.Panel>
        <Tabs.Panel value="profiles" pt="md">
          <ProfilesTab companyId={company.id} canManage={can('companies', 'manager')} />
        </Tabs.Panel>
        <Tabs.Panel value="hours" pt="md">
          <OpeningHoursTab companyId={company.id} canWrite={can('companies', 'write')} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function DataTab({ companyId, canWrite }: { companyId: string; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const query = useCompanyData(companyId);
  // The form starts again from what the server saved; a background refetch keeps the user's edits.
  const [savedCount, setSavedCount] = useState(0);
  return (
    <QueryState query={query}>
      {(data) => (
        <CompanyDataForm
          key={savedCount}
          data={data}
          canWrite={canWrite}
          save={(body) => call(companyDataRoutes.update, { body })}
          onSaved={(saved) => {
            queryClient.setQueryData(companyDataKey(companyId), saved);
            setSavedCount((count) => count + 1);
            void refreshSession();
          }}
        />
      )}
    </QueryState>
  );
}

function ProfilesTab({ companyId, canManage }: { companyId: string; canManage: boolean }) {
  const query = useCompanyPermissions(companyId);
  return (
    <QueryState query={query}>
      {(data) => <AccessProfilesPanel key={companyId} companyId={companyId} data={data} canManage={canManage} />}
    </QueryState>
  );
}
