import { fmt, messages, STATEMENT_LIMITS, type Statement } from '@honora/contract';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { readAsBase64 } from '../../shared/reference-import/use-reference-import';
import { InsurerSelect } from '../../shared/registry/insurer-select';
import { useUploadStatement } from './use-statements';

const t = messages.screens.appeals.statements.screen;
const u = t.upload;
const v = messages.validation;
const ACCEPT = '.xml,application/xml,text/xml';

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

/** Import of a TISS statement: the insurer, the XML file (read as base64 here), the server's answer. */
export function StatementUpload({ onOpen }: { onOpen: (id: string) => void }) {
  const form = useFormState({ healthInsuranceId: '', fileName: '', content: '' });
  const [file, setFile] = useState<File | null>(null);
  const [isReading, setIsReading] = useState(false);
  const [result, setResult] = useState<Statement | null>(null);
  const upload = useUploadStatement();

  function chooseFile(next: File | null) {
    setFile(next);
    form.setValue('fileName', next?.name ?? '');
    form.setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const missing = {
      ...(form.values.healthInsuranceId ? {} : { healthInsuranceId: v.required }),
      ...(file ? {} : { content: v.required }),
      ...(file && file.size > STATEMENT_LIMITS.fileMb * 1024 * 1024
        ? { content: fmt(messages.screens.appeals.statements.errors.fileTooBig, { max: STATEMENT_LIMITS.fileMb }) }
        : {}),
    };
    if (Object.keys(missing).length > 0 || !file) {
      form.setErrors(missing);
      return;
    }
    let content: string;
    setIsReading(true);
    try {
      content = await readAsBase64(file);
    } catch {
      toast.error(messages.screens.referenceTables.readFailed);
      return;
    } finally {
      setIsReading(false);
    }
    try {
      const answer = await upload.mutateAsync({
        healthInsuranceId: form.values.healthInsuranceId,
        fileName: file.name.slice(0, STATEMENT_LIMITS.fileName),
        content,
      });
      setResult(answer);
      chooseFile(null);
    } catch (error) {
      form.showApiError(error);
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
              required
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={isReading || upload.isPending}>
              {u.submit}
            </Button>
          </Group>
          {result && <UploadResult statement={result} onOpen={onOpen} />}
        </Stack>
      </form>
    </Paper>
  );
}
