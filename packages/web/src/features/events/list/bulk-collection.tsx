import { collectionRoutes, fmt, messages, type EventListItem } from '@honora/contract';
import { collectionsScreenMessages } from '@honora/contract/screen-texts/collections';
import { brazilDate } from '@honora/domain';
import { Alert, Button, Group, Menu, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../shared/api/api-client';
import { DateInput } from '../../../shared/forms/date-input';
import { toast, toastError } from '../../../shared/notify/toast';
import { paths } from '../../../shared/routing/paths';
import { recordPath } from '../../../shared/routing/use-record-route';
import { selectionInsurer } from './bulk-collection-model';

const t = collectionsScreenMessages;
const f = t.fromEvents;

export function BulkCollectionMenuItem({ onPick }: { onPick: () => void }) {
  return <Menu.Item onClick={onPick}>{f.menu}</Menu.Item>;
}

interface Props {
  isOpen: boolean;
  selectedIds: readonly string[];
  known: ReadonlyMap<string, EventListItem>;
  onDone: () => void;
  onClose: () => void;
}

/**
 * A collection of the selected events (billing.md §3 Collection: created from events): their one
 * insurer, the competence date, the billing date and the transfer release; the server refuses an
 * event that cannot be charged or is already in a collection, naming its guide.
 */
export function BulkCollectionDialog({ isOpen, selectedIds, known, onDone, onClose }: Props) {
  const navigate = useNavigate();
  const insurer = selectionInsurer(selectedIds, known);
  const [date, setDate] = useState(() => brazilDate(new Date()));
  const [dtBilling, setDtBilling] = useState('');
  const [isAllowTransfer, setIsAllowTransfer] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!insurer) return;
    setIsSubmitting(true);
    try {
      const { collection } = await call(collectionRoutes.create, {
        body: {
          healthInsuranceId: insurer.id,
          date,
          dtBilling: dtBilling || null,
          isAllowTransfer,
          eventIds: [...selectedIds],
        },
      });
      toast.success(fmt(t.created, { code: collection.code, n: collection.eventCount }));
      onDone();
      onClose();
      void navigate(recordPath(paths.clientCollections, collection.id));
    } catch (error) {
      toastError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <Modal opened={isOpen} onClose={onClose} title={f.title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={f.title}>
        <Stack>
          {insurer ? (
            <Text>{fmt(f.subject, { n: selectedIds.length, insurer: insurer.name })}</Text>
          ) : (
            <Alert color="yellow">{f.mixedInsurers}</Alert>
          )}
          <DateInput label={t.fields.date} required value={date} onChange={setDate} />
          <DateInput label={t.fields.dtBilling} value={dtBilling} onChange={setDtBilling} />
          <Switch
            label={t.fields.isAllowTransfer}
            checked={isAllowTransfer}
            onChange={(e) => setIsAllowTransfer(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {messages.ui.cancel}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!insurer || !date}>
              {f.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
