import { importNeedsName, messages, referenceImportFieldsSchema, type ReferenceTableName } from '@honora/contract';
import { referenceTablesMessages as t } from '@honora/contract/screen-texts/reference-tables';
import { Button, FileInput, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useFormState } from '../forms/use-form-state';
import { toast } from '../notify/toast';
import { SuperAdminOnlyBadge } from '../ui/super-admin-only-badge';
import { readAsBase64, useStartImport } from './use-reference-import';

const v = messages.validation;

/** The file travels apart from the text fields: they are checked first, then the file is read. */
const fieldsSchema = referenceImportFieldsSchema.pick({ table: true, fileName: true, name: true });

export interface ImportFormProps<T extends ReferenceTableName> {
  /** The tables this form imports, with their labels. */
  tables: Readonly<Record<T, string>>;
  tableLabel: string;
  tablePlaceholder: string;
  /** The hint under the title, by the chosen table ('' before a choice). */
  hint: (table: T | '') => string;
  /** The files the chooser offers, by the chosen table (default: .csv and .xlsx). */
  file?: (table: T | '') => { accept: string; placeholder: string };
  /** The name of the new version (CBHPM): label, placeholder and description by table. */
  name?: { label: string; placeholder: (table: T | '') => string; description: (table: T | '') => string | undefined };
  /** The screen's queries to fetch again when an import starts or ends. */
  refresh: readonly QueryKey[];
  onStarted: (id: string) => void;
}

/** Upload of a CSV or XLSX file (or what `file` allows) into one of the import job's tables (super admins only). */
export function ImportForm<T extends ReferenceTableName>(props: ImportFormProps<T>) {
  const form = useFormState({ table: '', name: '', fileName: '', contentBase64: '' });
  const [file, setFile] = useState<File | null>(null);
  const [isReading, setIsReading] = useState(false);
  const start = useStartImport(props.refresh);
  const table = form.values.table as T | '';

  function chooseFile(next: File | null) {
    setFile(next);
    form.setValue('fileName', next?.name ?? '');
    form.setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const extra = {
      ...(file ? {} : { fileName: v.required }),
      ...(importNeedsName(table) && !form.values.name.trim() ? { name: v.required } : {}),
    };
    const fields = form.validate(fieldsSchema, { ...form.values, name: form.values.name || undefined }, extra);
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
      props.onStarted(record.id);
    } catch (error) {
      form.showApiError(error);
    }
  }

  const options = (Object.entries(props.tables) as [T, string][]).map(([value, label]) => ({ value, label }));
  const files = props.file?.(table) ?? { accept: '.csv,.xlsx', placeholder: t.filePlaceholder };
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
            {props.hint(table)}
          </Text>
          <Group align="flex-start" grow>
            <Select
              name="table"
              label={props.tableLabel}
              placeholder={props.tablePlaceholder}
              data={options}
              value={table || null}
              error={form.errors.table}
              onChange={(value) => form.setValue('table', value ?? '')}
              allowDeselect={false}
              required
            />
            {props.name && (
              <TextInput
                {...form.field('name')}
                label={props.name.label}
                placeholder={props.name.placeholder(table)}
                description={props.name.description(table)}
                required={importNeedsName(table)}
                maxLength={100}
              />
            )}
            <FileInput
              name="file"
              label={t.fileLabel}
              placeholder={files.placeholder}
              accept={files.accept}
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
