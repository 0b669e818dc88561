import { eventImportScreenMessages } from '@honora/contract/screen-texts/event-import-screen';
import {
  EVENT_IMPORT_LIMITS,
  eventTypes,
  fmt,
  messages,
  type EventImportBody,
  type EventImportPreview,
  type EventType,
} from '@honora/contract';
import { billingSettingsModule } from '@honora/domain';
import { Button, Checkbox, FileInput, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { useCan } from '../../shared/auth/use-can';
import { errorsFromApi, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast, toastError } from '../../shared/notify/toast';
import { readAsBase64 } from '../../shared/reference-import/use-reference-import';
import { fileProblem, IMPORT_FILE_ACCEPT } from './event-import-logic';
import { ImportPreview } from './event-import-preview';
import { usePreviewImport, useStartImport } from './use-event-import';
import { useSpreadsheetConfigs } from '../../shared/billing-settings/use-spreadsheet-configs';

const t = eventImportScreenMessages;
const typeLabels = messages.screens.registry.eventTypes;
/** The body's fields an answer's errors may name. */
const FIELDS = ['eventType', 'spreadsheetConfigId', 'createMissing', 'fileName', 'contentBase64'];

/**
 * The import's choices (billing.md §2 ImportCustom; decision 040): the event type, the
 * spreadsheet configuration (or the header detected), whether missing people and hospitals are
 * created, and the file, checked here before it is read; then the preview or the import.
 */
export function EventImportForm({ onStarted }: { onStarted: (id: string) => void }) {
  const can = useCan();
  const configs = useSpreadsheetConfigs(can(billingSettingsModule, 'list'));
  const [eventType, setEventType] = useState<EventType>('Honorario');
  const [configId, setConfigId] = useState<string | null>(null);
  const [createMissing, setCreateMissing] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  /** Which action runs (the file being read, then the request). */
  const [busy, setBusy] = useState<'preview' | 'start' | null>(null);
  const [preview, setPreview] = useState<EventImportPreview | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const previewing = usePreviewImport();
  const starting = useStartImport();

  /** Any change of the choices makes the preview shown out of date. */
  function changed() {
    setPreview(null);
    setErrors({});
  }

  function chooseFile(next: File | null) {
    changed();
    setFile(next);
    const problem = next && fileProblem(next);
    if (problem) setErrors({ contentBase64: problem });
  }

  function showErrors(found: FormErrors) {
    setErrors(found);
    focusFirstInvalid(formRef.current);
  }

  async function body(): Promise<EventImportBody | null> {
    const problem = file ? fileProblem(file) : messages.validation.required;
    if (problem || !file) {
      showErrors({ contentBase64: problem ?? messages.validation.required });
      return null;
    }
    try {
      const contentBase64 = await readAsBase64(file);
      const fileName = file.name.slice(-EVENT_IMPORT_LIMITS.fileName);
      return { eventType, spreadsheetConfigId: configId, createMissing, fileName, contentBase64 };
    } catch {
      toast.error(t.readFailed);
      return null;
    }
  }

  function failed(error: unknown) {
    const apiError = toApiError(error);
    const found = errorsFromApi(apiError, FIELDS);
    if (Object.keys(found).length > 0) showErrors(found);
    else toastError(apiError);
  }

  async function run(action: 'preview' | 'start') {
    setPreview(null);
    setBusy(action);
    try {
      const sent = await body();
      if (!sent) return;
      if (action === 'preview') {
        setPreview(await previewing.mutateAsync(sent));
        return;
      }
      const record = await starting.mutateAsync(sent);
      toast.success(t.started);
      setFile(null);
      onStarted(record.id);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  const fileError = errors.contentBase64 ?? errors.fileName;
  return (
    <Stack>
      <Paper withBorder p="md">
        <form
          ref={formRef}
          aria-label={t.formLabel}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void run('start');
          }}
        >
          <Stack gap="sm">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="event-import-type">
                {t.eventType}
              </Text>
              <SegmentedControl
                aria-labelledby="event-import-type"
                value={eventType}
                onChange={(value) => {
                  changed();
                  setEventType(value as EventType);
                }}
                data={eventTypes.map((value) => ({ value, label: typeLabels[value] }))}
                w="fit-content"
              />
            </Stack>
            <Group align="flex-start" grow>
              {configs.length > 0 && (
                <Select
                  label={t.config}
                  description={t.configHint}
                  placeholder={t.detectHeader}
                  data={configs.map((item) => ({ value: item.id, label: item.name }))}
                  value={configId}
                  onChange={(value) => {
                    changed();
                    setConfigId(value);
                  }}
                  error={errors.spreadsheetConfigId}
                  clearable
                />
              )}
              <FileInput
                name="file"
                label={t.file}
                description={fmt(t.fileHint, { max: EVENT_IMPORT_LIMITS.fileMb })}
                accept={IMPORT_FILE_ACCEPT}
                value={file}
                onChange={chooseFile}
                error={fileError}
                clearable
                clearButtonProps={{ 'aria-label': t.clearFile }}
                required
              />
            </Group>
            <Checkbox
              label={t.createMissing}
              checked={createMissing}
              onChange={(event) => {
                changed();
                setCreateMissing(event.currentTarget.checked);
              }}
            />
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => void run('preview')}
                loading={busy === 'preview'}
                disabled={busy === 'start'}
              >
                {t.preview}
              </Button>
              <Button type="submit" loading={busy === 'start'} disabled={busy === 'preview'}>
                {t.start}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {preview && <ImportPreview preview={preview} />}
    </Stack>
  );
}
