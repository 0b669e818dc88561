import {
  APPEAL_LIMITS,
  appealIdentifyBulkBodySchema,
  appealRoutes,
  fmt,
  messages,
  type EventBulkResult,
} from '@honora/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { call } from '../../../shared/api/api-client';
import { toApiError } from '../../../shared/api/api-error';
import { toastError } from '../../../shared/notify/toast';
import { useRefreshEvents } from './use-event-list';

const a = messages.screens.events.formAppeals;
const t = a.bulk;
const d = messages.screens.events.actionDialog;

/** POST /api/appeals/identify; the lists are read again after it. */
function useIdentifyBulk() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: { eventIds: string[]; justification: string }) => call(appealRoutes.identifyBulk, { body }),
    onSettled: () => void refresh(),
  });
}

interface Props {
  isOpen: boolean;
  selectedIds: readonly string[];
  /** The selected events as the confirmation lists them. */
  details: ReactNode;
  onResults: (results: EventBulkResult[]) => void;
  onClose: () => void;
}

/**
 * "Identificar recurso" on the selected events (billing.md §4 recourseIdentify, confirmed here;
 * decision 026): every appealable glosa of each event, one appeal per insurer, with one
 * justification; each event answers its own result (billing.md §8 bulk result types).
 */
export function BulkIdentifyDialog({ isOpen, selectedIds, details, onResults, onClose }: Props) {
  return (
    <Modal opened={isOpen} onClose={onClose} title={a.identify.title} size="lg" centered>
      {isOpen && <IdentifyForm selectedIds={selectedIds} details={details} onResults={onResults} onClose={onClose} />}
    </Modal>
  );
}

function IdentifyForm({ selectedIds, details, onResults, onClose }: Omit<Props, 'isOpen'>) {
  const [justification, setJustification] = useState('');
  const [error, setError] = useState<string | undefined>();
  const identify = useIdentifyBulk();

  async function submit(submitted: FormEvent) {
    submitted.preventDefault();
    const parsed = appealIdentifyBulkBodySchema.shape.justification.safeParse(justification);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const answer = await identify.mutateAsync({ eventIds: [...selectedIds], justification: parsed.data });
      onResults(answer.results);
      onClose();
    } catch (failure) {
      const found = toApiError(failure).fields.find((f) => f.path === 'justification');
      if (found) setError(found.message);
      toastError(failure);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={a.identify.title}>
      <Stack>
        <Text>{fmt(messages.screens.events.actionDialog.manyEvents, { count: selectedIds.length })}</Text>
        <Text size="sm" c="dimmed">
          {t.hint}
        </Text>
        {details}
        <Textarea
          label={t.justification}
          required
          autosize
          minRows={3}
          maxLength={APPEAL_LIMITS.justification}
          value={justification}
          error={error}
          onChange={(e) => {
            setJustification(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={identify.isPending}>
            {d.cancel}
          </Button>
          <Button type="submit" loading={identify.isPending}>
            {a.identify.title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
