import { BULK_MONEY_ACTION_VALUES, messages, type EventBulkResult } from '@honora/contract';
import { Menu } from '@mantine/core';
import { useIdempotencyKey } from '../../../shared/money/idempotency';
import { MoneyActionDialog, type MoneyActionInput } from '../../../shared/money/money-action-dialog';
import { toastError } from '../../../shared/notify/toast';
import { useBulkMoney } from './use-event-list';

const money = messages.screens.money;

export type BulkMoneyAction = (typeof BULK_MONEY_ACTION_VALUES)[number];

/** The money entries of the bulk menu (billing access); rendered inside the menu's dropdown. */
export function BulkMoneyMenuItems({ onPick }: { onPick: (action: BulkMoneyAction) => void }) {
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{money.receive.bulk.group}</Menu.Label>
      {BULK_MONEY_ACTION_VALUES.map((action) => (
        <Menu.Item key={action} onClick={() => onPick(action)}>
          {money.moneyActions[action]}
        </Menu.Item>
      ))}
    </>
  );
}

interface Props {
  action: BulkMoneyAction | null;
  selectedIds: readonly string[];
  onResults: (results: EventBulkResult[]) => void;
  onClose: () => void;
}

/**
 * Receive all, lose all, glosa all or finalize over the selected events (billing.md §4, §8): one
 * payment date and type of payment for all; each event answers its own result type.
 */
export function BulkMoneyDialog({ action, selectedIds, onResults, onClose }: Props) {
  const bulk = useBulkMoney();
  const keyOf = useIdempotencyKey();
  const run = async (input: MoneyActionInput): Promise<boolean> => {
    if (!action) return false;
    const body = {
      action,
      eventIds: [...selectedIds],
      date: input.date,
      typeOfPaymentId: input.typeOfPaymentId,
      ...(action === 'finalize' ? { finalizeWith: input.finalizeWith } : {}),
    };
    try {
      const answer = await bulk.mutateAsync({ ...body, idempotencyKey: keyOf(body) });
      onResults(answer.results);
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };
  return (
    <MoneyActionDialog
      action={action}
      subject={messages.screens.events.actionDialog.manyEvents(selectedIds.length)}
      onRun={run}
      onClose={onClose}
    />
  );
}
