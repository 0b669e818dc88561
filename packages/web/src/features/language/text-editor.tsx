import { fmt, type LanguageDetail } from '@honora/contract';
import { languageScreenMessages as t } from '@honora/contract/screen-texts/language';
import { Button, Code, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { draftProblem, type DraftProblem } from './preview';
import { TextHistory } from './text-history';
import { TextPreview } from './text-preview';
import { useLanguageWrite } from './use-language';

function problemText(problem: DraftProblem): string {
  switch (problem.kind) {
    case 'empty':
      return t.errors.empty;
    case 'syntax':
      return fmt(t.errors.syntax, { detail: problem.detail });
    case 'placeholders':
      return fmt(t.errors.placeholders, { expected: problem.expected });
    case 'noPlaceholders':
      return t.errors.noPlaceholders;
  }
}

/** One text: the shipped one, the new one with a live check and preview, save, reset and history. */
export function TextEditor({ detail }: { detail: LanguageDetail }) {
  const [draft, setDraft] = useState(detail.text);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isResetOpen, setIsResetOpen] = useState(false);
  const { save, reset } = useLanguageWrite();
  const problem = draftProblem(detail.shipped, draft);
  const error = problem ? problemText(problem) : serverError;
  const names = detail.placeholders.map((name) => `{${name}}`).join(' ');

  const submit = async () => {
    setServerError(null);
    try {
      await save.mutateAsync({ key: detail.key, text: draft });
      toast.success(t.saved);
    } catch (failure) {
      const apiError = toApiError(failure);
      if (apiError.status === 400) setServerError(apiError.message);
      else toastError(failure);
    }
  };
  const restore = async () => {
    try {
      const answer = await reset.mutateAsync(detail.key);
      setDraft(answer.text);
      toast.success(t.resetDone);
    } catch (failure) {
      toastError(failure);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t.editorTitle}: <Code>{detail.key}</Code>
        </Title>
        <div>
          <Text size="sm" fw={600}>
            {t.shipped}
          </Text>
          <Text size="sm" data-testid="language-shipped" style={{ whiteSpace: 'pre-wrap' }}>
            {detail.shipped}
          </Text>
        </div>
        <Text size="sm" c="dimmed">
          {names ? fmt(t.placeholders, { names }) : t.noPlaceholders}
        </Text>
        <Textarea
          label={t.text}
          description={fmt(t.textHint, { example: '{guide}' })}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setServerError(null);
          }}
          error={error}
          autosize
          minRows={2}
          maxRows={10}
        />
        <TextPreview textKey={detail.key} template={problem ? detail.shipped : draft} />
        <Group>
          <Button onClick={() => void submit()} loading={save.isPending} disabled={problem !== null}>
            {t.save}
          </Button>
          {detail.isEdited && (
            <Button variant="default" color="red" onClick={() => setIsResetOpen(true)} loading={reset.isPending}>
              {t.reset}
            </Button>
          )}
        </Group>
        <TextHistory items={detail.history} />
      </Stack>
      <ConfirmModal
        title={isResetOpen ? t.resetTitle : null}
        message={fmt(t.resetConfirm, { key: detail.key })}
        confirmLabel={t.reset}
        onConfirm={restore}
        onClose={() => setIsResetOpen(false)}
      />
    </Paper>
  );
}
