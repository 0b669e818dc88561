import { appealRoutes, fmt, messages, type EventBulkResult } from '@honora/contract';
import { brazilDate } from '@honora/domain';
import { Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { call } from '../../../shared/api/api-client';
import { toApiError } from '../../../shared/api/api-error';
import { DateInput } from '../../../shared/forms/date-input';
import { isDateValue } from '../../../shared/forms/date-text';
import { toastError } from '../../../shared/notify/toast';
import { useRefreshEvents } from './use-event-list';

const a = messages.screens.events.formAppeals;
const t = a.bulk;
const d = messages.screens.events.actionDialog;

/** The appeal actions of the bulk menu: identify, send and receive (billing.md §4 recourseIdentify, recourseSend, recourseReceived). */
export type BulkAppealAction = 'identify' | 'send' | 'receive';
export type BulkAppealFlow = Exclude<BulkAppealAction, 'identify'>;

const FLOW_TEXT: Record<BulkAppealFlow, { title: string; hint: string; date: string }> = {
  send: { title: t.send, hint: t.sendHint, date: a.send.date },
  receive: { title: t.receive, hint: t.receiveHint, date: t.receiveDate },
};

/** The bulk menu's appeal group (billing access); rendered inside the menu's dropdown. */
export function BulkAppealMenuItems({ onPick }: { onPick: (action: BulkAppealAction) => void }) {
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{a.menu.group}</Menu.Label>
      <Menu.Item onClick={() => onPick('identify')}>{a.identify.title}</Menu.Item>
      <Menu.Item onClick={() => onPick('send')}>{t.send}</Menu.Item>
      <Menu.Item onClick={() => onPick('receive')}>{t.receive}</Menu.Item>
    </>
  );
}

/** POST /api/appeals/bulk; the lists are read again after it. */
function useAppealBulk() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: { action: BulkAppealFlow; eventIds: string[]; date: string }) =>
      call(appealRoutes.bulk, { body }),
    onSettled: () => void refresh(),
  });
}

interface Props {
  /** Open while set. */
  action: BulkAppealFlow | null;
  selectedIds: readonly string[];
  /** The selected events as the confirmation lists them. */
  details: ReactNode;
  onResults: (results: EventBulkResult[]) => void;
  onClose: () => void;
}

/**
 * "Enviar recurso" / "Receber recurso" on the selected events (billing.md §4 recourseSend,
 * recourseReceived: confirmed here, with the date, today by default): each event's appeals
 * waiting to be sent are sent, or what its answered appeals accepted is received; each event
 * answers its own result (billing.md §8 bulk result types).
 */
export function BulkAppealFlowDialog({ action, ...props }: Props) {
  return (
    <Modal opened={action !== null} onClose={props.onClose} title={action ? FLOW_TEXT[action].title : ''} centered>
      {action && <FlowForm key={action} action={action} {...props} />}
    </Modal>
  );
}

function FlowForm({
  action,
  selectedIds,
  details,
  onResults,
  onClose,
}: Omit<Props, 'action'> & { action: BulkAppealFlow }) {
  const text = FLOW_TEXT[action];
  const [date, setDate] = useState(() => brazilDate(new Date()));
  const [error, setError] = useState<string | undefined>();
  const bulk = useAppealBulk();

  async function submit(submitted: FormEvent) {
    submitted.preventDefault();
    if (!date || !isDateValue(date)) {
      setError(messages.validation.invalidDate);
      return;
    }
    try {
      const answer = await bulk.mutateAsync({ action, eventIds: [...selectedIds], date });
      onResults(answer.results);
      onClose();
    } catch (failure) {
      const found = toApiError(failure).fields.find((f) => f.path === 'date');
      if (found) setError(found.message);
      toastError(failure);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={text.title}>
      <Stack>
        <Text>{fmt(d.manyEvents, { count: selectedIds.length })}</Text>
        <Text size="sm" c="dimmed">
          {text.hint}
        </Text>
        {details}
        <DateInput
          label={text.date}
          required
          value={date}
          error={error}
          onChange={(value) => {
            setDate(value);
            setError(undefined);
          }}
          w={220}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={bulk.isPending}>
            {d.cancel}
          </Button>
          <Button type="submit" loading={bulk.isPending}>
            {text.title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
