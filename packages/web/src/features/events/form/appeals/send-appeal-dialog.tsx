import { appealRoutes, fmt, messages, type AppealSummary } from '@honora/contract';
import { brazilDate } from '@honora/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../../../shared/api/api-client';
import { toApiError } from '../../../../shared/api/api-error';
import { DateInput } from '../../../../shared/forms/date-input';
import { toast, toastError } from '../../../../shared/notify/toast';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const t = eventFormScreenMessages.appeals.send;
const d = messages.screens.events.actionDialog;

interface Props {
  /** The appeal to send; null keeps the dialog closed. */
  appeal: AppealSummary | null;
  onClose: () => void;
  /** The appeal was sent: the page reads the event again. */
  onDone: () => void;
}

/**
 * "Enviar recurso" from the event page (billing.md §4 recourseSend / send appeal, confirmed
 * here): the event's open appeal is marked sent on a date (POST /api/appeals/:id/send), and the
 * server moves its events to WaitRecourse — the appeal, not the event's status, is the record.
 */
export function SendAppealDialog({ appeal, onClose, onDone }: Props) {
  return (
    <Modal opened={appeal !== null} onClose={onClose} title={t.title} centered>
      {appeal && <SendForm appeal={appeal} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function SendForm({ appeal, onClose, onDone }: Props & { appeal: AppealSummary }) {
  const [sentOn, setSentOn] = useState(() => brazilDate(new Date()));
  const [dateError, setDateError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const code = String(appeal.code);

  async function submit(submitted: FormEvent) {
    submitted.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(sentOn)) {
      setDateError(messages.validation.invalidDate);
      return;
    }
    setIsBusy(true);
    try {
      await call(appealRoutes.send, { params: { id: appeal.id }, body: { sentOn } });
      toast.success(fmt(t.done, { code }));
      onDone();
      onClose();
    } catch (failure) {
      const error = toApiError(failure);
      const field = error.fields.find((f) => f.path === 'sentOn');
      if (field) setDateError(field.message);
      toastError(error);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t.title}>
      <Stack>
        <Text>{fmt(t.confirm, { code })}</Text>
        <DateInput
          label={t.date}
          required
          value={sentOn}
          error={dateError}
          onChange={(value) => {
            setSentOn(value);
            setDateError(undefined);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {d.cancel}
          </Button>
          <Button type="submit" loading={isBusy}>
            {t.title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
