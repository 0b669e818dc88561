import { coreReopenBodySchema, fmt, messages, type CoreMonth } from '@honora/contract';
import { scheduleCoreScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { monthName } from './core-year';

const OBSERVATION_MAX = 500;
const observationSchema = coreReopenBodySchema.shape.observation;

interface Props {
  /** The closed month to reopen (kept while the dialog closes, so its text does not blank out). */
  month: CoreMonth | null;
  opened: boolean;
  /** Reopens it; throws the API's refusal. */
  onReopen: (month: CoreMonth, observation: string) => Promise<void>;
  /** A refusal that is not about the observation (shown on the page, the dialog closes). */
  onError: (message: string) => void;
  onClose: () => void;
}

/** "Reabrir mês" (platform.md §4): the manager says why, 3 to 500 characters, kept in the history. */
export function ReopenMonthDialog({ month, opened, onReopen, onError, onClose }: Props) {
  return (
    <Modal
      opened={opened && month !== null}
      onClose={onClose}
      title={month ? fmt(t.reopenTitle, { month: monthName(month.month) }) : ''}
      centered
    >
      {month && (
        <DialogBody
          key={`${month.month}:${month.version}`}
          month={month}
          opened={opened}
          onReopen={onReopen}
          onError={onError}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function DialogBody({ month, onReopen, onError, onClose }: Props & { month: CoreMonth }) {
  const [observation, setObservation] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const label = fmt(t.reopenTitle, { month: monthName(month.month) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = observationSchema.safeParse(observation);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.errors.observation);
      return;
    }
    setIsBusy(true);
    try {
      await onReopen(month, parsed.data);
      onClose();
    } catch (failure) {
      const apiError = toApiError(failure);
      const onField = apiError.fields.find((field) => field.path === 'observation');
      if (onField) {
        setError(onField.message);
      } else {
        if (!apiError.isHandled) onError(apiError.message);
        onClose();
      }
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack>
        <Textarea
          label={t.observation}
          description={t.observationHint}
          required
          autosize
          minRows={3}
          maxLength={OBSERVATION_MAX}
          value={observation}
          error={error}
          onChange={(event) => {
            setObservation(event.currentTarget.value);
            setError(undefined);
          }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {messages.ui.cancel}
          </Button>
          <Button type="submit" loading={isBusy}>
            {t.reopen}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
