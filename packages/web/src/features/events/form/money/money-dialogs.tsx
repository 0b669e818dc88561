import { fmt, messages, moneyRoutes, type EventView, type MoneyItemBalance } from '@honora/contract';
import { formatDate } from '@honora/domain';
import { call } from '../../../../shared/api/api-client';
import { toApiError, type ApiError } from '../../../../shared/api/api-error';
import { useIdempotencyKey } from '../../../../shared/money/idempotency';
import { MoneyActionDialog, type MoneyActionInput } from '../../../../shared/money/money-action-dialog';
import { toast, toastError } from '../../../../shared/notify/toast';
import { formatMoneyText } from '../../../../shared/pricing/decimal-format';
import { ConfirmModal } from '../../../../shared/ui/confirm-modal';
import type { MoneyRequest } from './money-request';
import { ReceiveDialog } from './receive-dialog';

const money = messages.screens.money;
const t = money.receive;
const d = messages.screens.events.actionDialog;

interface Props {
  event: EventView;
  version: number;
  items: readonly MoneyItemBalance[];
  request: MoneyRequest | null;
  onClose: () => void;
  onDone: (event: EventView) => void;
  onOtherUser: (error: ApiError) => void;
}

/**
 * The dialogs of the money section and the actions menu: the receive dialog, the confirmation of
 * a money action (with date, type of payment, how to finalize) and of cancelling an entry. Each
 * write names the version the screen read and an idempotency key; the answer is the event after it.
 */
export function MoneyDialogs({ event, version, items, request, onClose, onDone, onOtherUser }: Props) {
  const keyOf = useIdempotencyKey();
  const subject = event.numGuide ? fmt(d.oneEvent, { numGuide: event.numGuide }) : d.oneEventNoGuide;

  /** Runs a write; true when the dialog may close (done, or another user changed the event first). */
  async function write(run: () => Promise<EventView>, done: string): Promise<boolean> {
    try {
      const answer = await run();
      toast.success(done);
      onDone(answer);
      return true;
    } catch (failure) {
      const error = toApiError(failure);
      if (error.code === 'otherUser') {
        onOtherUser(error);
        return true;
      }
      toastError(error);
      return false;
    }
  }

  const action = request?.kind === 'action' ? request : null;
  const runAction = (input: MoneyActionInput) => {
    if (!action) return Promise.resolve(true);
    const body = {
      version,
      action: action.action,
      ...(action.item ? { item: { type: action.item.type, rowId: action.item.rowId } } : {}),
      ...(action.action === 'finalize' ? { finalizeWith: input.finalizeWith } : {}),
      date: input.date,
      typeOfPaymentId: input.typeOfPaymentId,
      ...(input.glosa ?? {}),
    };
    return write(
      () => call(moneyRoutes.action, { params: { id: event.id }, body: { ...body, idempotencyKey: keyOf(body) } }),
      fmt(t.actionDialog.done, { action: money.moneyActions[action.action] }),
    );
  };

  const canceling = request?.kind === 'cancel' ? request : null;
  const runCancel = async () => {
    if (!canceling) return;
    const body = { version };
    await write(
      () =>
        call(moneyRoutes.cancelEntry, {
          params: { id: event.id, transactionId: canceling.transaction.id },
          body: { ...body, idempotencyKey: keyOf({ ...body, transactionId: canceling.transaction.id }) },
        }),
      t.cancelDialog.done,
    );
  };

  return (
    <>
      <ReceiveDialog
        opened={request?.kind === 'receive'}
        event={event}
        version={version}
        items={items}
        onClose={onClose}
        onDone={onDone}
        onOtherUser={onOtherUser}
      />
      <MoneyActionDialog
        action={action?.action ?? null}
        subject={subject}
        itemLabel={action?.item?.label ?? null}
        onRun={runAction}
        onClose={onClose}
      />
      <ConfirmModal
        title={canceling ? t.cancelDialog.title : null}
        message={
          canceling
            ? fmt(t.cancelDialog.message, {
                action: `${money.actions[canceling.transaction.action]} ${formatDate(canceling.transaction.date.slice(0, 10))}`,
                value: canceling.transaction.value === undefined ? '' : formatMoneyText(canceling.transaction.value),
                item: canceling.itemLabel,
              })
            : ''
        }
        confirmLabel={t.cancelDialog.confirm}
        onConfirm={runCancel}
        onClose={onClose}
      />
    </>
  );
}
