import { fmt, messages, type EventBulkResult, type EventListItem, type TransitionActionValue } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Button, Menu, Text } from '@mantine/core';
import { useState } from 'react';
import type { Can } from '../../../shared/auth/use-can';
import { EventActionDialog, type ActionInput } from '../../../shared/events/event-action-dialog';
import { eventStatusLabel } from '../../../shared/events/event-status';
import { toastError } from '../../../shared/notify/toast';
import type { Readiness } from './list-filters';
import { BulkAppealFlowDialog, BulkAppealMenuItems, type BulkAppealFlow } from './bulk-appeal-flow';
import { BulkIdentifyDialog } from './bulk-appeal-identify';
import { BulkConfirmSummary, type BulkConfirmRow } from './bulk-confirm-summary';
import { BulkMoneyDialog, BulkMoneyMenuItems, type BulkMoneyAction } from './bulk-money-actions';
import { BulkCollectionDialog, BulkCollectionMenuItem } from './bulk-collection';
import { BulkRepriceDialog, BulkRepriceMenuItem, RepriceResultsModal } from './bulk-reprice';
import { BulkResultsModal } from './bulk-results-modal';
import { useBulkAction } from './use-event-list';

const t = messages.screens.events.list.bulk;
const actionLabels = messages.screens.events.actions;

/**
 * The transition actions that make sense on many events at once, per list. Identifying,
 * sending and receiving an appeal go through the appeals (POST /api/appeals/identify and
 * /api/appeals/bulk, their own entries): the status route would move the events without the appeal.
 */
const BULK_ACTIONS: Record<Readiness, readonly TransitionActionValue[]> = {
  ready: ['check', 'sendGuia', 'pending', 'resolvePending', 'customStatus', 'revertToAwaitCheck', 'remove'],
  notReady: ['sendToAwaitCheckEvents', 'internalPending', 'resolvePending', 'remove'],
};

/** Billing access (billing/write) and the extra permissions of revert and remove (decision 015). */
const NEEDS_BILLING: ReadonlySet<TransitionActionValue> = new Set([
  'check',
  'sendGuia',
  'revertToAwaitCheck',
  'remove',
]);

/** The bulk actions the user may run on a list; none without events write. */
export function bulkActionsFor(readiness: Readiness, can: Can): TransitionActionValue[] {
  if (!can('events', 'write') && !can('events', 'writeOwn')) return [];
  return BULK_ACTIONS[readiness].filter((action) => {
    if (NEEDS_BILLING.has(action) && !can('billing', 'write')) return false;
    if (action === 'revertToAwaitCheck') return can('events', 'revertStatus');
    if (action === 'remove') return can('events', 'rm');
    return true;
  });
}

/** Receive / lose / glosa all and finalize over a selection: the billing list, with billing access (issue 7). */
export function canBulkMoney(readiness: Readiness, can: Can): boolean {
  return readiness === 'ready' && (can('events', 'write') || can('events', 'writeOwn')) && can('billing', 'write');
}

interface Props {
  actions: readonly TransitionActionValue[];
  /** Offer the money and appeal actions too (canBulkMoney: billing access). */
  hasMoney: boolean;
  /** Offer re-pricing too (canBulkReprice). */
  hasReprice: boolean;
  selectedIds: readonly string[];
  /** The selected events as the list showed them (guide, patient, status), by id. */
  known: ReadonlyMap<string, EventListItem>;
  /** Clears the selection (after a run, the list is read again by the mutation). */
  onDone: () => void;
}

/** The selected events as a status action's confirmation lists them: guide, patient and current status. */
function statusRows(selectedIds: readonly string[], known: ReadonlyMap<string, EventListItem>): BulkConfirmRow[] {
  return selectedIds.map((id) => {
    const item = known.get(id);
    return {
      id,
      guide: item?.numGuide ?? messages.screens.events.list.noGuide,
      patient: item?.patientName ?? '',
      note: item ? eventStatusLabel(item.status, item.customStatus) : null,
    };
  });
}

/**
 * "Ações em lote": pick an action, confirm it — the confirmation states how many events and lists
 * them (money actions: the amount posted too; re-pricing: each event's old and new total), with
 * the observation it needs — then see each event's result.
 */
export function BulkActions({ actions, hasMoney, hasReprice, selectedIds, known, onDone }: Props) {
  const [action, setAction] = useState<TransitionActionValue | null>(null);
  const [moneyAction, setMoneyAction] = useState<BulkMoneyAction | null>(null);
  const [results, setResults] = useState<EventBulkResult[] | null>(null);
  const [isRepricing, setIsRepricing] = useState(false);
  const [isIdentifying, setIsIdentifying] = useState(false);
  const [appealFlow, setAppealFlow] = useState<BulkAppealFlow | null>(null);
  const [repriceResults, setRepriceResults] = useState<EventBulkResult[] | null>(null);
  const [isCharging, setIsCharging] = useState(false);
  const bulk = useBulkAction();

  const run = async (input: ActionInput): Promise<boolean> => {
    if (!action) return false;
    try {
      const answer = await bulk.mutateAsync({ action, eventIds: [...selectedIds], ...input });
      setResults(answer.results);
      onDone();
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };

  return (
    <>
      {/* A long menu is kept to the room the screen has and scrolls inside: its last entries stay reachable. */}
      <Menu position="bottom-start" withinPortal middlewares={{ flip: true, shift: true, size: true }}>
        <Menu.Target>
          <Button variant="light" disabled={selectedIds.length === 0}>
            {t.menu}
          </Button>
        </Menu.Target>
        <Menu.Dropdown style={{ overflowY: 'auto' }}>
          {actions.map((item) => (
            <Menu.Item key={item} onClick={() => setAction(item)}>
              {actionLabels[item]}
            </Menu.Item>
          ))}
          {hasMoney && <BulkMoneyMenuItems onPick={setMoneyAction} />}
          {hasMoney && (
            <BulkAppealMenuItems
              onPick={(picked) => (picked === 'identify' ? setIsIdentifying(true) : setAppealFlow(picked))}
            />
          )}
          {hasMoney && <BulkCollectionMenuItem onPick={() => setIsCharging(true)} />}
          {hasReprice && <BulkRepriceMenuItem onPick={() => setIsRepricing(true)} />}
        </Menu.Dropdown>
      </Menu>
      <EventActionDialog
        action={action}
        subject={fmt(messages.screens.events.actionDialog.manyEvents, { count: selectedIds.length })}
        details={<BulkConfirmSummary rows={statusRows(selectedIds, known)} />}
        onRun={run}
        onClose={() => setAction(null)}
      />
      <BulkMoneyDialog
        action={moneyAction}
        selectedIds={selectedIds}
        known={known}
        onResults={(answer) => {
          setResults(answer);
          onDone();
        }}
        onClose={() => setMoneyAction(null)}
      />
      <BulkIdentifyDialog
        isOpen={isIdentifying}
        selectedIds={selectedIds}
        details={<BulkConfirmSummary rows={statusRows(selectedIds, known)} />}
        onResults={(answer) => {
          setResults(answer);
          onDone();
        }}
        onClose={() => setIsIdentifying(false)}
      />
      <BulkAppealFlowDialog
        action={appealFlow}
        selectedIds={selectedIds}
        details={<BulkConfirmSummary rows={statusRows(selectedIds, known)} />}
        onResults={(answer) => {
          setResults(answer);
          onDone();
        }}
        onClose={() => setAppealFlow(null)}
      />
      <BulkRepriceDialog
        isOpen={isRepricing}
        selectedIds={selectedIds}
        known={known}
        onResults={(answer) => {
          setRepriceResults(answer);
          onDone();
        }}
        onClose={() => setIsRepricing(false)}
      />
      <BulkCollectionDialog
        isOpen={isCharging}
        selectedIds={selectedIds}
        known={known}
        onDone={onDone}
        onClose={() => setIsCharging(false)}
      />
      <BulkResultsModal results={results} onClose={() => setResults(null)} />
      <RepriceResultsModal results={repriceResults} onClose={() => setRepriceResults(null)} />
      {selectedIds.length > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={onDone}>
          {messages.screens.events.list.selection.clear}
        </Button>
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {selectedIds.length > 0
          ? fmt(messages.screens.events.list.selection.selected, { count: formatNumber(selectedIds.length) })
          : ''}
      </Text>
    </>
  );
}
