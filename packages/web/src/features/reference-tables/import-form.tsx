import { messages, referenceImportBodySchema, referenceTableNames } from '@honora/contract';
import { Button, FileInput, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { SuperAdminOnlyBadge } from '../../shared/ui/super-admin-only-badge';
import { readAsBase64, useStartImport } from './use-reference-tables';

const t = messages.screens.referenceTables;
const v = messages.validation;

/** The file travels apart from the text fields: they are checked first, then the file is read. */
const fieldsSchema = referenceImportBodySchema.pick({ table: true, fileName: true });

/** Upload of a CSV or XLSX file that replaces one reference table (super admins only). */
export function ImportForm({ onStarted }: { onStarted: (id: string) => void }) {
  const form = useFormState({ table: '', fileName: '', contentBase64: '' });
  const [file, setFile] = useState<File | null>(null);
  const [isReading, setIsReading] = useState(false);
  const start = useStartImport();

  function chooseFile(next: File | null) {
    setFile(next);
    form.setValue('fileName', next?.name ?? '');
    form.setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = form.validate(fieldsSchema, form.values, file ? {} : { fileName: v.required });
    if (!fields || !file) return;
    let contentBase64: string;
    setIsReading(true);
    try {
      contentBase64 = await readAsBase64(file);
    } catch {
      toast.error(t.readFailed);
      return;
    } finally {
      setIsReading(false);
    }
    try {
      const record = await start.mutateAsync({ ...fields, contentBase64 });
      toast.success(t.started);
      chooseFile(null);
      onStarted(record.id);
    } catch (error) {
      form.showApiError(error);
    }
  }

  return (
    <Paper withBorder p="md">
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.importTitle}>
        <Stack gap="sm">
          <Group gap="xs">
            <Title order={2} size="h4">
              {t.importTitle}
            </Title>
            <SuperAdminOnlyBadge />
          </Group>
          <Text size="sm" c="dimmed">
            {t.importHint}
          </Text>
          <Group align="flex-start" grow>
            <Select
              name="table"
              label={t.tableLabel}
              placeholder={t.tablePlaceholder}
              data={referenceTableNames.map((table) => ({ value: table, label: t.tables[table] }))}
              value={form.values.table || null}
              error={form.errors.table}
              onChange={(value) => form.setValue('table', value ?? '')}
              allowDeselect={false}
              required
            />
            <FileInput
              name="file"
              label={t.fileLabel}
              placeholder={t.filePlaceholder}
              accept=".csv,.xlsx"
              value={file}
              onChange={chooseFile}
              error={form.errors.fileName ?? form.errors.contentBase64}
              clearable
              required
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={isReading || start.isPending}>
              {t.importButton}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
