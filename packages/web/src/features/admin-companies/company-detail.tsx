import { adminCompanyRoutes, messages, type AdminCompany, fmt } from '@honora/contract';
import { formatDateTime } from '@honora/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toast } from '../../shared/notify/toast';
import { CompanyKindBadge } from '../../shared/ui/company-kind-badge';
import { OcrCreditsPanel } from '../../shared/ocr-credits/ocr-credits-panel';
import { QueryState } from '../../shared/ui/query-state';
import { CompanyForm } from './company-form';
import { CompanyStatusActions } from './company-status-actions';
import { useAdminCompany, useRefreshCompanies } from './use-admin-companies';

const t = messages.screens.adminCompanies;

interface Props {
  id: string;
  onBack: () => void;
}

/** One company: its data and structure (admins edit), its OCR credits, delete and restore. */
export function CompanyDetail({ id, onBack }: Props) {
  const query = useAdminCompany(id);
  return (
    <Stack>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {t.backToList}
        </Button>
      </Group>
      <QueryState query={query}>{(company) => <CompanyView company={company} />}</QueryState>
    </Stack>
  );
}

function CompanyView({ company }: { company: AdminCompany }) {
  const refresh = useRefreshCompanies();
  // The form starts again from what the server saved.
  const [savedCount, setSavedCount] = useState(0);
  const isDeleted = company.deletedAt !== null;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Group gap="xs">
          <Title order={1}>{company.name}</Title>
          <CompanyKindBadge company={company} />
          {isDeleted && (
            <Badge color="gray" variant="light">
              {t.deleted}
            </Badge>
          )}
        </Group>
        <CompanyStatusActions company={company} />
      </Group>
      {company.deletedAt && (
        <Alert color="yellow">{fmt(t.deletedAlert, { date: formatDateTime(company.deletedAt) })}</Alert>
      )}
      <Tabs defaultValue="data">
        <Tabs.List>
          <Tabs.Tab value="data">{t.dataTab}</Tabs.Tab>
          <Tabs.Tab value="ocr">{t.ocrTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="data" pt="md">
          <Paper withBorder p="lg">
            <CompanyForm
              key={`${savedCount}:${company.deletedAt ?? ''}`}
              company={company}
              submitLabel={t.save}
              isReadOnly={isDeleted}
              save={async (body) => {
                await call(adminCompanyRoutes.update, { params: { id: company.id }, body });
                toast.success(t.saved);
                await refresh();
                setSavedCount((count) => count + 1);
              }}
            />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="ocr" pt="md">
          <OcrCreditsPanel companyId={company.id} isDeleted={isDeleted} onGranted={() => void refresh()} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
