import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { fmt, messages, OCR_LIMITS } from '@honora/contract';
import { Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { toast } from '../../shared/notify/toast';
import { readAsBase64 } from '../../shared/reference-import/use-reference-import';
import { OCR_FILE_ACCEPT, ocrFileProblem } from './ocr-logic';
import { useUploadGuides } from './use-ocr-guides';

const o = ocrMessages;
const c = o.client;

/** The message of a refused upload: the field's (a file problem), else the answer's own. */
function problemOf(error: unknown): string {
  const apiError = toApiError(error);
  return apiError.fields[0]?.message ?? apiError.message;
}

/**
 * The guides to read (platform.md §2 guidesOcr): one or more PDF, PNG or JPEG files, checked
 * here, then sent one after the other (POST /api/ocr-uploads, each a job); a refused file is
 * listed with why, and the others still go.
 */
export function OcrUploadForm() {
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState<{ current: number; file: string } | null>(null);
  const upload = useUploadGuides();

  function choose(next: File[]) {
    setFiles(next);
    setProblems(
      next.flatMap((file) => {
        const problem = ocrFileProblem(file);
        return problem ? [fmt(c.fileError, { file: file.name, error: problem })] : [];
      }),
    );
  }

  async function send() {
    if (files.length === 0) {
      setProblems([messages.validation.required]);
      return;
    }
    const found: string[] = [];
    const refused: File[] = [];
    for (const [index, file] of files.entries()) {
      setSending({ current: index + 1, file: file.name });
      const problem = ocrFileProblem(file);
      try {
        if (problem) throw new Error(problem);
        const contentBase64 = await readAsBase64(file);
        const record = await upload.mutateAsync({ fileName: file.name.slice(-OCR_LIMITS.fileName), contentBase64 });
        toast.success(`${file.name}: ${fmt(o.upload.sent, { pages: record.totalPages })}`);
      } catch (error) {
        found.push(fmt(c.fileError, { file: file.name, error: problem ?? problemOf(error) }));
        refused.push(file);
      }
    }
    setSending(null);
    setFiles(refused);
    setProblems(found);
  }

  const isSending = sending !== null;
  return (
    <Paper withBorder p="md">
      <form
        aria-labelledby="ocr-upload-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="ocr-upload-title">
            {o.upload.legend}
          </Title>
          <FileInput
            name="files"
            label={fmt(o.upload.file, { mb: OCR_LIMITS.fileMb })}
            description={c.filesHint}
            accept={OCR_FILE_ACCEPT}
            multiple
            value={files}
            onChange={choose}
            error={problems.length > 0 ? problems.join('\n') : undefined}
            styles={{ error: { whiteSpace: 'pre-line' } }}
            clearable
            clearButtonProps={{ 'aria-label': c.clearFiles }}
            disabled={isSending}
            required
          />
          <Group justify="space-between">
            <Text size="sm" role="status">
              {sending ? fmt(c.sendingOf, { current: sending.current, total: files.length, file: sending.file }) : ''}
            </Text>
            <Button type="submit" loading={isSending}>
              {o.upload.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
