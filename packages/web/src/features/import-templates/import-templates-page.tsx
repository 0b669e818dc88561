import { eventTypes, fmt, importTemplateRoutes, messages, type EventType } from '@honora/contract';
import { importTemplatesScreenMessages as t } from '@honora/contract/screen-texts/import-templates';
import { billingSettingsModule } from '@honora/domain';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { download } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { useCan } from '../../shared/auth/use-can';
import { useEventCustomFields } from '../../shared/events/use-event-custom-fields';
import { useSpreadsheetConfigs } from '../../shared/billing-settings/use-spreadsheet-configs';
import { TemplateColumns } from './template-columns';

const typeLabels = messages.screens.registry.eventTypes;

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
