import {
  eventTypes,
  fmt,
  importTemplateRoutes,
  messages,
  spreadsheetConfigRoutes,
  type EventType,
  type SpreadsheetConfig,
} from '@honora/contract';
import { importTemplatesScreenMessages as t } from '@honora/contract/screen-texts/import-templates';
import { billingSettingsModule } from '@honora/domain';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call, download } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { useSession } from '../../shared/auth/auth-store';
import { useCan } from '../../shared/auth/use-can';
import { useEventCustomFields } from '../../shared/events/use-event-custom-fields';
import { TemplateColumns } from './template-columns';

const typeLabels = messages.screens.registry.eventTypes;

/** The company's active spreadsheet configurations, for who may list them (the billing settings). */
function useSpreadsheetConfigs(enabled: boolean): SpreadsheetConfig[] {
  const companyId = useSession()?.company?.id;
  const query = useQuery({
    queryKey: ['spreadsheet-configs', companyId, 'active'],
    enabled: enabled && companyId !== undefined,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await call(spreadsheetConfigRoutes.list, { query: { active: 'true', sort: 'name' }, signal })).items,
  });
  return query.data ?? [];
}

/**
 * /client/templatesImportEvents (billing.md §2; decision 040 "Templates"): choose the event type
 * and, optionally, a spreadsheet configuration, see the template's columns and download it. The
 * server writes the file; the columns shown come from the same layout function.
 */
export function ImportTemplatesPage() {
  const can = useCan();
  const configs = useSpreadsheetConfigs(can(billingSettingsModule, 'list'));
  const { fields } = useEventCustomFields();
  const [type, setType] = useState<EventType>('Honorario');
  const [configId, setConfigId] = useState<string | null>(null);
  const [isDownloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const config = configs.find((item) => item.id === configId) ?? null;

  const save = async () => {
    setError(null);
    setDownloading(true);
    try {
      const fallbackName = `${fmt(t.file.fileName, { type: t.file.fileTypes[type] })}.xlsx`;
      await download(importTemplateRoutes.download, fallbackName, {
        query: { type, ...(config ? { spreadsheetConfigId: config.id } : {}) },
      });
    } catch (failure) {
      const apiError = toApiError(failure);
      if (!apiError.isHandled) setError(apiError.message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.hint}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="import-template-type">
          {t.type}
        </Text>
        <SegmentedControl
          aria-labelledby="import-template-type"
          value={type}
          onChange={(value) => setType(value as EventType)}
          data={eventTypes.map((value) => ({ value, label: typeLabels[value] }))}
          w="fit-content"
        />
      </Stack>
      {configs.length > 0 && (
        <Select
          label={t.config}
          description={t.configHint}
          placeholder={t.noConfig}
          data={configs.map((item) => ({ value: item.id, label: item.name }))}
          value={config?.id ?? null}
          onChange={setConfigId}
          clearable
          maw={420}
        />
      )}
      <TemplateColumns config={config} customFields={fields} />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button loading={isDownloading} onClick={() => void save()}>
          {t.download}
        </Button>
      </Group>
    </Stack>
  );
}
