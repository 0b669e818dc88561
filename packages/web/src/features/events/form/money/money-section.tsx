import { messages, type EventView } from '@honora/contract';
import { collectionsScreenMessages } from '@honora/contract/screen-texts/collections';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routing/paths';
import { recordPath } from '../../../../shared/routing/use-record-route';
import type { ApiError } from '../../../../shared/api/api-error';
import { EventTransactionsTable } from './event-transactions-table';
import { MoneyDialogs } from './money-dialogs';
import { itemLabels } from './money-items';
import { MoneyItemsTable } from './money-items-table';
import type { MoneyRequest } from './money-request';
import { MoneyTotals } from './money-totals';
import { useEventMoney, useEventTransactions, useTransactionFeed } from './use-event-money';

const t = messages.screens.money.receive;

interface Props {
  event: EventView;
  /** The version the screen read (every money write names it). */
  version: number;
  /** Unsaved changes in the form: money waits for the save, like the status actions. */
  isDirty: boolean;
  request: MoneyRequest | null;
  onRequest: (request: MoneyRequest | null) => void;
  onDone: (event: EventView) => void;
  onOtherUser: (error: ApiError) => void;
  /** Someone changed this event's money (the live feed): the editor reads the event again. */
  onChanged: () => void;
}

/**
 * Financeiro (issue 7): the event's totals, its items with what settled each one and their
 * remainder buttons, the receive dialog and the transactions list, refreshed live by the
 * transactionChanged subscription. Users without values see the entries without money.
 */
export function MoneySection({ event, version, isDirty, request, onRequest, onDone, onOtherUser, onChanged }: Props) {
  const money = useEventMoney(event.id, version);
  const transactions = useEventTransactions(event.id, version, money.data?.transactions);
  useTransactionFeed(event.id, onChanged);
  const items = money.data?.items ?? [];
  const canSeeValues = event.values !== undefined;
  const flags = isDirty ? {} : event.actions;
  return (
    <Stack>
      {event.values ? <MoneyTotals values={event.values} /> : <Text c="dimmed">{t.noValues}</Text>}
      <CollectionNote event={event} />
      {canSeeValues && flags.receiveAll === true && (
        <Group>
          <Button onClick={() => onRequest({ kind: 'receive' })} disabled={!money.data}>
            {t.dialog.open}
          </Button>
        </Group>
      )}
      {money.isError && (
        <Text c="red" role="alert">
          {t.loadFailed}
        </Text>
      )}
      {canSeeValues && money.data && <MoneyItemsTable items={items} flags={flags} onRequest={onRequest} />}
      <Title order={3} size="h5">
        {t.transactions.title}
      </Title>
      {transactions && (
        <EventTransactionsTable
          transactions={transactions}
          itemLabel={itemLabels(items)}
          canCancel={flags.cancel === true}
          onRequest={onRequest}
        />
      )}
      <MoneyDialogs
        event={event}
        version={version}
        items={items}
        request={request}
        onClose={() => onRequest(null)}
        onDone={onDone}
        onOtherUser={onOtherUser}
      />
    </Stack>
  );
}

const c = collectionsScreenMessages.events;

/** Whether the event is charged in a collection, and why it takes no receipt while it is not (decision 030). */
function CollectionNote({ event }: { event: EventView }) {
  if (event.receivesOnlyByCollections) return <Alert color="yellow">{c.notInCollection}</Alert>;
  if (!event.cobrancaId) return null;
  return (
    <Text size="sm">
      {c.inCollection}{' '}
      <Anchor component={Link} to={recordPath(paths.clientCollections, event.cobrancaId)}>
        {c.openCollection}
      </Anchor>
    </Text>
  );
}
