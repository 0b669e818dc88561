import {
  BULK_MONEY_ACTION_VALUES,
  fmt,
  messages,
  moneyRoutes,
  type EventBulkResult,
  type EventListItem,
  type FinalizeWithValue,
} from '@honora/contract';
import { Menu, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/api-client';
import { localText } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/auth/auth-store';
import { useIdempotencyKey } from '../../../shared/money/idempotency';
import { MoneyActionDialog, type MoneyActionInput } from '../../../shared/money/money-action-dialog';
import { toastError } from '../../../shared/notify/toast';
import { BulkConfirmSummary, type BulkConfirmRow } from './bulk-confirm-summary';
import { EVENTS_KEY, useBulkMoney } from './use-event-list';

const money = messages.screens.money;
const list = messages.screens.events.list;

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

/** What the action would post on each event, computed by the server as the action itself does; nothing is written. */
function useBulkMoneyPreview(action: BulkMoneyAction, eventIds: readonly string[], finalizeWith: FinalizeWithValue) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [EVENTS_KEY, companyId, 'bulkMoneyPreview', action, finalizeWith, eventIds],
    queryFn: ({ signal }) =>
      call(moneyRoutes.bulkPreview, { body: { action, eventIds: [...eventIds], finalizeWith }, signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

interface PreviewProps {
  action: BulkMoneyAction;
  selectedIds: readonly string[];
  known: ReadonlyMap<string, EventListItem>;
  finalizeWith: FinalizeWithValue;
}

/** The count, the amount the action posts and the events, for the confirmation of a bulk money action. */
function BulkMoneyPreview({ action, selectedIds, known, finalizeWith }: PreviewProps) {
  const preview = useBulkMoneyPreview(action, selectedIds, finalizeWith);
  if (preview.isError) {
    return (
      <Text c="red" role="alert">
        {preview.error.message}
      </Text>
    );
  }
  const byId = new Map((preview.data?.items ?? []).map((item) => [item.eventId, item]));
  const rows: BulkConfirmRow[] = selectedIds.map((id) => {
    const item = byId.get(id);
    const listed = known.get(id);
    const isPosted = item?.result === 'success';
    return {
      id,
      guide: item?.numGuide ?? listed?.numGuide ?? list.noGuide,
      patient: listed?.patientName ?? '',
      value: isPosted ? item.value : undefined,
      note: item && !isPosted ? (localText(item) ?? list.bulk.notPosted) : null,
    };
  });
  const refused = preview.data?.items.filter((item) => item.result !== 'success').length ?? 0;
  return (
    <BulkConfirmSummary
      rows={rows}
      totalValue={preview.data?.totalValue}
      refused={refused}
      isComputing={preview.isPending}
      hasValues={preview.data?.totalValue !== undefined}
    />
  );
}

interface Props {
  action: BulkMoneyAction | null;
  selectedIds: readonly string[];
  /** The selected events as the list showed them (guide, patient), by id. */
  known: ReadonlyMap<string, EventListItem>;
  onResults: (results: EventBulkResult[]) => void;
  onClose: () => void;
}

/**
 * Receive all, lose all, glosa all or finalize over the selected events (billing.md §4, §8): one
 * payment date and type of payment for all; the confirmation states how many events, the amount
 * that will be posted and lists them; each event answers its own result type.
 */
export function BulkMoneyDialog({ action, selectedIds, known, onResults, onClose }: Props) {
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
      ...(input.glosa ?? {}),
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
      subject={fmt(messages.screens.events.actionDialog.manyEvents, { count: selectedIds.length })}
      details={(finalizeWith) =>
        action && (
          <BulkMoneyPreview
            action={action}
            selectedIds={selectedIds}
            known={known}
            finalizeWith={action === 'finalize' ? finalizeWith : 'none'}
          />
        )
      }
      onRun={run}
      onClose={onClose}
    />
  );
}
