import { fmt, json2excelRoutes, type Json2ExcelPreview } from '@honora/contract';
import { json2excelScreenMessages as t } from '@honora/contract/screen-texts/json2excel';
import { megabytesText } from '@honora/domain';
import { Alert, Button, FileInput, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { call, download } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { inputError, sourceText } from './json2excel-input';
import { PreviewTable } from './preview-table';

type Action = 'preview' | 'download';

/**
 * /tools/Json2Excel (billing.md §2 administrator tools; decision 034): paste or upload an array
 * of objects in JSON, preview it as the sheet will read, download the XLSX. The server does
 * both (one flattening, in the domain); a bad text shows the server's line and column.
 */
export function Json2ExcelPage() {
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Json2ExcelPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState<Action | null>(null);

  const run = async (action: Action) => {
    setError(null);
    const text = await sourceText(file, pasted);
    const refused = inputError(text);
    if (refused) return setError(refused);
    setRunning(action);
    try {
      if (action === 'preview') setPreview(await call(json2excelRoutes.preview, { body: { text } }));
      else await download(json2excelRoutes.convert, `${t.fileName}.xlsx`, { body: { text } });
    } catch (failure) {
      const apiError = toApiError(failure);
      if (!apiError.isHandled) setError(apiError.message);
      if (action === 'preview') setPreview(null);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.hint}</Text>
      <Textarea
        label={t.textLabel}
        placeholder={t.textPlaceholder}
        value={pasted}
        onChange={(event) => setPasted(event.currentTarget.value)}
        autosize
        minRows={8}
        maxRows={20}
        disabled={file !== null}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      <FileInput
        label={t.fileLabel}
        accept=".json,application/json"
        value={file}
        onChange={setFile}
        clearable
        clearButtonProps={{ 'aria-label': t.clearFile }}
        description={file ? fmt(t.fileChosen, { name: file.name, size: megabytesText(file.size) }) : undefined}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button variant="default" loading={running === 'preview'} onClick={() => void run('preview')}>
          {t.preview}
        </Button>
        <Button loading={running === 'download'} onClick={() => void run('download')}>
          {t.download}
        </Button>
      </Group>
      {preview && <PreviewTable preview={preview} />}
    </Stack>
  );
}
