import { eventRoutes, messages, type EventView } from '@honora/contract';
import { invoicesScreenMessages } from '@honora/contract/screen-texts/invoices';
import { Menu } from '@mantine/core';
import { call } from '../../../shared/api/api-client';
import type { Can } from '../../../shared/auth/use-can';
import { toastError } from '../../../shared/notify/toast';
import { AddInvoiceDialog } from './add-invoice-dialog';
import { AddToBatchDialog } from './add-to-batch-dialog';
import { ShowInvoicesDialog } from './show-invoices-dialog';

const labels = messages.screens.events.actions;
const h = invoicesScreenMessages.eventHooks;

export type BatchInvoiceAction = 'addToBatch' | 'addInvoice' | 'showInvoice';

/** The batch and invoice entries of the event's actions menu: the event's flags and the module permissions. */
export function batchInvoiceActions(event: EventView, can: Can): BatchInvoiceAction[] {
  const found: BatchInvoiceAction[] = [];
  if (event.actions.addToBatch === true && can('batches', 'write')) found.push('addToBatch');
  if (event.actions.addInvoice === true && can('invoices', 'write')) found.push('addInvoice');
  if (
    event.actions.showInvoice === true &&
    event.invoicesIds.length > 0 &&
    (can('invoices', 'list') || can('invoices', 'read'))
  )
    found.push('showInvoice');
  return found;
}

/** Rendered inside the actions menu's dropdown (after its own entries). */
export function BatchInvoiceMenuItems({
  actions,
  withDivider,
  onPick,
}: {
  actions: readonly BatchInvoiceAction[];
  withDivider: boolean;
  onPick: (action: BatchInvoiceAction) => void;
}) {
  if (actions.length === 0) return null;
  return (
    <>
      {withDivider && <Menu.Divider />}
      <Menu.Label>{`${h.batches} · ${h.invoices}`}</Menu.Label>
      {actions.map((action) => (
        <Menu.Item key={action} onClick={() => onPick(action)}>
          {labels[action]}
        </Menu.Item>
      ))}
    </>
  );
}

interface Props {
  event: EventView;
  open: BatchInvoiceAction | null;
  onClose: () => void;
  /** The event as stored after the change (the screen takes its version). */
  onDone: (event: EventView) => void;
}

/** The dialogs of the batch and invoice entries; after a change the event is read again. */
export function BatchInvoiceDialogs({ event, open, onClose, onDone }: Props) {
  const reload = async () => {
    try {
      onDone(await call(eventRoutes.get, { params: { id: event.id } }));
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <>
      <AddToBatchDialog
        event={event}
        opened={open === 'addToBatch'}
        onClose={onClose}
        onChanged={() => void reload()}
      />
      <AddInvoiceDialog
        event={event}
        opened={open === 'addInvoice'}
        onClose={onClose}
        onChanged={() => void reload()}
      />
      <ShowInvoicesDialog event={event} opened={open === 'showInvoice'} onClose={onClose} />
    </>
  );
}
