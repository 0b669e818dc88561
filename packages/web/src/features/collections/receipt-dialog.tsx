import { collectionRoutes, fmt, messages, type Collection, type CollectionEvent } from '@honora/contract';
import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';
import { brazilDate } from '@honora/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { DateInput } from '../../shared/forms/date-input';
import { useIdempotencyKey } from '../../shared/money/idempotency';
import { TypeOfPaymentSelect } from '../../shared/money/type-of-payment-select';
import { toast, toastError } from '../../shared/notify/toast';
import { QueryState } from '../../shared/ui/query-state';
import { ReceiptTable } from './receipt-table';
import { filledWithOpen, isOpenEvent, receiptApiErrors, receiptItems } from './receipt-model';
import { useAllCollectionEvents } from './use-collections';

const ui = messages.ui;
const dateRequired = messages.screens.money.receive.dialog.dateRequired;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Props {
  collection: Collection;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** "Registrar pagamento": what the insurer paid per open event of the collection (POST /receipts). */
export function ReceiptDialog({ collection, onClose, onSaved }: Props) {
  const events = useAllCollectionEvents(collection.id);
  return (
    <Modal opened onClose={onClose} title={t.detail.receiveTitle} size="xl" centered>
      <QueryState query={events}>
        {(all) => (
          <ReceiptForm collection={collection} events={all.filter(isOpenEvent)} onClose={onClose} onSaved={onSaved} />
        )}
      </QueryState>
    </Modal>
  );
}

interface FormProps extends Props {
  events: CollectionEvent[];
}

function ReceiptForm({ collection, events, onClose, onSaved }: FormProps) {
  const [date, setDate] = useState(() => brazilDate(new Date()));
  const [typeOfPaymentId, setTypeOfPaymentId] = useState<string | null>(null);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const keyOf = useIdempotencyKey();
  const type = useCallback((eventId: string, value: string) => {
    setTyped((current) => ({ ...current, [eventId]: value }));
    setErrors((current) => {
      if (!(eventId in current)) return current;
      const { [eventId]: _removed, ...rest } = current;
      return rest;
    });
    setFormError(null);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = receiptItems(events, typed);
    const found = { ...checked.errors, ...(ISO_DATE.test(date) ? {} : { date: dateRequired }) };
    setErrors(found);
    setFormError(checked.formError);
    if (checked.formError || Object.keys(found).length > 0) return;
    const body = { date, typeOfPaymentId, items: checked.items };
    setIsSubmitting(true);
    try {
      await call(collectionRoutes.receive, {
        params: { id: collection.id },
        body: { ...body, idempotencyKey: keyOf(body) },
      });
      toast.success(fmt(t.detail.received_, { n: checked.items.length }));
      await onSaved();
      onClose();
    } catch (error) {
      const fields = receiptApiErrors(toApiError(error).fields, checked.items);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toastError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t.detail.receiveTitle}>
      <Stack>
        <Text size="sm">{t.detail.receiveHint}</Text>
        <Group grow align="flex-start">
          <DateInput
            label={t.fields.date_}
            required
            value={date}
            error={errors.date}
            onChange={(value) => {
              setDate(value);
              setErrors(({ date: _removed, ...rest }) => rest);
            }}
          />
          <TypeOfPaymentSelect value={typeOfPaymentId} onChange={setTypeOfPaymentId} error={errors.typeOfPaymentId} />
        </Group>
        <Group justify="flex-end">
          <Button variant="light" onClick={() => setTyped(filledWithOpen(events))} disabled={events.length === 0}>
            {t.detail.fillOpen}
          </Button>
        </Group>
        <ReceiptTable events={events} typed={typed} errors={errors} onType={type} />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            {ui.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={events.length === 0}>
            {t.detail.receive}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
