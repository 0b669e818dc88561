import { fmt, messages, STATEMENT_LIMITS, statementColumnsSchema, type Statement } from '@honora/contract';
import { statementsScreenMessages as t } from '@honora/contract/screen-texts/statements';
import { referenceTablesMessages } from '@honora/contract/screen-texts/reference-tables';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { errorsFromApi, errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast, toastError } from '../../shared/notify/toast';
import { readAsBase64 } from '../../shared/reference-import/use-reference-import';
import { InsurerSelect } from '../../shared/registry/insurer-select';
import { StatementColumnsFields, useColumnsDraft, type ColumnsState } from './statement-columns';
import { COLUMN_FIELDS, columnsBody } from './statement-columns-logic';
import { useUploadStatement } from './use-statements';

const u = t.upload;
const v = messages.validation;
const ACCEPT = '.xml,.csv,.xlsx,application/xml,text/xml,text/csv';
/** The fields an answer's errors may name, the spreadsheet's columns among them. */
const FIELDS = ['healthInsuranceId', 'fileName', 'content', 'columns', ...COLUMN_FIELDS.map((f) => `columns.${f}`)];

/** What the form misses before anything is read: the insurer, the file (at most 20 MB), a spreadsheet's required columns. */
function missingOf(insurerId: string, file: File | null, columns: ColumnsState): FormErrors {
  const parsed = columns.isSheet ? statementColumnsSchema.safeParse(columnsBody(columns.draft)) : null;
  return {
    ...(insurerId ? {} : { healthInsuranceId: v.required }),
    ...(file ? {} : { content: v.required }),
    ...(file && file.size > STATEMENT_LIMITS.fileMb * 1024 * 1024
      ? { content: fmt(messages.screens.appeals.statements.errors.fileTooBig, { max: STATEMENT_LIMITS.fileMb }) }
      : {}),
    ...(parsed && !parsed.success
      ? errorsFromIssues(parsed.error.issues.map((i) => ({ ...i, path: ['columns', ...i.path] })))
      : {}),
  };
}

/** The server's refusal lists its problems after a colon, separated by "; ": one per line under the input. */
function problemLines(text: string | undefined) {
  if (!text) return undefined;
  const parts = text.split('; ');
  return parts.length === 1 ? text : parts.map((part, index) => <div key={index}>{part}</div>);
}

/** What the import answered: the counts, or that the file was imported before; the reading's warnings. */
function UploadResult({ statement, onOpen }: { statement: Statement; onOpen: (id: string) => void }) {
  const counts = statement.counts;
  const text = statement.alreadyImported
    ? fmt(u.again, { date: formatDateTime(statement.createdAt) })
    : fmt(u.imported, {
        total: counts.total,
        matched: formatNumber(counts.matched + counts.manual),
        notFound: formatNumber(counts.notFound),
      });
  return (
    <Alert
      color={statement.alreadyImported ? 'yellow' : 'green'}
      data-result={statement.alreadyImported ? 'alreadyImported' : 'imported'}
    >
      <Stack gap="xs">
        <Text size="sm">{text}</Text>
        {statement.problems.length > 0 && (
          <div>
            <Text size="sm" fw={700}>
              {t.problems}
            </Text>
            <List size="sm">
              {statement.problems.map((problem, index) => (
                <List.Item key={index}>{problem.message}</List.Item>
              ))}
            </List>
          </div>
        )}
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={() => onOpen(statement.id)}
            aria-label={fmt(t.openRow, { number: statement.number ?? '—' })}
          >
            {t.open}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * Import of a statement: the insurer, the file (read as base64 here) — a TISS XML, or a CSV /
 * XLSX spreadsheet with its columns — and the server's answer.
 */
export function StatementUpload({ onOpen }: { onOpen: (id: string) => void }) {
  const form = useFormState({ healthInsuranceId: '', fileName: '', content: '' });
  const [file, setFile] = useState<File | null>(null);
  const [isReading, setIsReading] = useState(false);
  const [result, setResult] = useState<Statement | null>(null);
  const upload = useUploadStatement();
  const columns = useColumnsDraft(form.values.healthInsuranceId, file);

  function chooseFile(next: File | null) {
    setFile(next);
    form.setValue('fileName', next?.name ?? '');
    form.setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const missing = missingOf(form.values.healthInsuranceId, file, columns);
    if (Object.keys(missing).length > 0 || !file) {
      form.setErrors(missing);
      focusFirstInvalid(form.formRef.current);
      return;
    }
    let content: string;
    setIsReading(true);
    try {
      content = await readAsBase64(file);
    } catch {
      toast.error(referenceTablesMessages.readFailed);
      return;
    } finally {
      setIsReading(false);
    }
    try {
      const answer = await upload.mutateAsync({
        healthInsuranceId: form.values.healthInsuranceId,
        fileName: file.name.slice(0, STATEMENT_LIMITS.fileName),
        content,
        ...(columns.isSheet ? { columns: columnsBody(columns.draft) } : {}),
      });
      setResult(answer);
      chooseFile(null);
    } catch (error) {
      const apiError = toApiError(error);
      const found = errorsFromApi(apiError, FIELDS);
      if (Object.keys(found).length === 0) toastError(apiError);
      form.setErrors(found);
      focusFirstInvalid(form.formRef.current);
    }
  }

  return (
    <Paper withBorder p="md">
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={u.legend}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {u.legend}
          </Title>
          <Group align="flex-start" grow>
            <InsurerSelect
              label={t.fields.insurer}
              value={form.values.healthInsuranceId || null}
              onChange={(id) => form.setValue('healthInsuranceId', id ?? '')}
              error={form.errors.healthInsuranceId}
              required
            />
            <FileInput
              name="file"
              label={u.file}
              accept={ACCEPT}
              value={file}
              onChange={chooseFile}
              error={problemLines(form.errors.content ?? form.errors.fileName)}
              clearable
              clearButtonProps={{ 'aria-label': u.clearFile }}
              required
            />
          </Group>
          {columns.isSheet && <StatementColumnsFields state={columns} errors={form.errors} />}
          <Group justify="flex-end">
            <Button type="submit" loading={isReading || upload.isPending} disabled={columns.isLoading}>
              {u.submit}
            </Button>
          </Group>
          {result && <UploadResult statement={result} onOpen={onOpen} />}
        </Stack>
      </form>
    </Paper>
  );
}
