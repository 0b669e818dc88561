import { messages } from '@honora/contract';
import { appealsScreenMessages as s } from '@honora/contract/screen-texts/appeals';
import { brazilDate } from '@honora/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { DateInput } from '../../shared/forms/date-input';
import { errorsFromApi, type FormErrors } from '../../shared/forms/form-errors';
import { TypeOfPaymentSelect } from '../../shared/money/type-of-payment-select';
import { toastError } from '../../shared/notify/toast';

const t = s.confirm;

/** What the dialog asks: the date, and the type of payment when receiving. */
export interface DateDialogInput {
  date: string;
  typeOfPaymentId: string | null;
}

export interface DateDialogRequest {
  title: string;
  /** The question (billing.md §4: send, receive and finish need a confirmation). */
  message: string;
  dateLabel: string;
  /** The body's date field, to show the server's message under the date ("sentOn", "date"…). */
  dateField: string;
  withTypeOfPayment: boolean;
  run: (input: DateDialogInput) => Promise<void>;
}

interface Props {
  request: DateDialogRequest | null;
  onClose: () => void;
}

/** The confirmation of an appeal action that takes a date (send, receive, finish). */
export function AppealDateDialog({ request, onClose }: Props) {
  return (
    <Modal opened={request !== null} onClose={onClose} title={request?.title ?? ''} centered>
      {request && <DateForm key={request.title} request={request} onClose={onClose} />}
    </Modal>
  );
}

function DateForm({ request, onClose }: { request: DateDialogRequest; onClose: () => void }) {
  const [date, setDate] = useState(() => brazilDate(new Date()));
  const [typeOfPaymentId, setTypeOfPaymentId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setErrors({ date: messages.validation.invalidDate });
      return;
    }
    setIsBusy(true);
    try {
      await request.run({ date, typeOfPaymentId });
      onClose();
    } catch (failure) {
      const error = toApiError(failure);
      const found = errorsFromApi(error, [request.dateField, 'typeOfPaymentId']);
      setErrors({ date: found[request.dateField] ?? '', typeOfPaymentId: found.typeOfPaymentId ?? '' });
      toastError(error);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={request.title}>
      <Stack>
        <Text>{request.message}</Text>
        <DateInput
          label={request.dateLabel}
          required
          value={date}
          error={errors.date || undefined}
          onChange={(value) => {
            setDate(value);
            setErrors({});
          }}
        />
        {request.withTypeOfPayment && (
          <TypeOfPaymentSelect
            value={typeOfPaymentId}
            onChange={setTypeOfPaymentId}
            error={errors.typeOfPaymentId || undefined}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {s.cancel}
          </Button>
          <Button type="submit" loading={isBusy}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
