import {
  eventActionRoutes,
  fmt,
  messages,
  TRANSITION_ACTION_VALUES,
  type EventView,
  type TransitionActionValue,
} from '@honora/contract';
import { Button, Menu, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../../shared/api/api-client';
import { useCan } from '../../../shared/auth/use-can';
import { toApiError, type ApiError } from '../../../shared/api/api-error';
import { EventActionDialog, type ActionInput } from '../../../shared/events/event-action-dialog';
import { actionAsks } from '../../../shared/events/event-status';
import { toast, toastError } from '../../../shared/notify/toast';
import { EVENT_MONEY_ACTIONS, type MoneyRequest } from './money/money-request';
import type { AppealRequest } from './appeals/appeal-menu';
import { AppealMenuItems } from './appeals/appeal-menu-items';
import {
  BatchInvoiceDialogs,
  BatchInvoiceMenuItems,
  batchInvoiceActions,
  type BatchInvoiceAction,
} from '../batch-invoice/batch-invoice-actions';
import { ContaAzulExportDialog, useContaAzulExport } from '../../../shared/contaazul/contaazul-export';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const t = eventFormScreenMessages.actions;
const labels = messages.screens.events.actions;
const d = messages.screens.events.actionDialog;
const money = messages.screens.money;

interface Props {
  event: EventView;
  /** The version the screen read (a stale one is refused with otherUser). */
  version: number;
  /** Unsaved changes: actions wait for the save. */
  isDirty: boolean;
  onDone: (event: EventView) => void;
  onOtherUser: (error: ApiError) => void;
  /** Opens a money dialog (receive, receive / lose / glosa all, finalize) of the money section. */
  onMoney: (request: MoneyRequest) => void;
  /** The appeal entries (identify, send, open): the appeal is their record, not the status route. */
  appealEntries: readonly AppealRequest[];
  onAppeal: (request: AppealRequest) => void;
}

/**
 * Identifying and sending an appeal act on the appeal (POST /api/appeals, /api/appeals/:id/send;
 * decision 026): the status route would only flip the event's status, so they are not offered here.
 */
const APPEAL_ACTIONS: ReadonlySet<TransitionActionValue> = new Set(['recourseIdentify', 'recourseSend']);

/** The transition actions the API runs that the event's flags allow now (billing.md §4). */
export function availableActions(event: EventView): TransitionActionValue[] {
  return TRANSITION_ACTION_VALUES.filter((action) => event.actions[action] === true && !APPEAL_ACTIONS.has(action));
}

/** The money entries of the menu the event's flags allow now (issue 7); the receive dialog needs values. */
export function moneyMenuItems(event: EventView): { label: string; request: MoneyRequest }[] {
  const found: { label: string; request: MoneyRequest }[] = [];
  if (event.actions.receiveAll === true && event.values !== undefined) {
    found.push({ label: money.receive.menu.receive, request: { kind: 'receive' } });
  }
  for (const action of EVENT_MONEY_ACTIONS) {
    if (event.actions[action] === true)
      found.push({ label: money.moneyActions[action], request: { kind: 'action', action } });
  }
  return found;
}

/**
 * Ações: the status actions allowed to this user on this event; confirmation, observation and
 * custom status are asked first where the spec says so; the answer is the event after the action.
 */
export function EventActionsMenu(props: Props) {
  const { event, version, isDirty, onDone, onOtherUser, onMoney, appealEntries, onAppeal } = props;
  const [asking, setAsking] = useState<TransitionActionValue | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const actions = availableActions(event);
  const moneyItems = moneyMenuItems(event);
  const can = useCan();
  const [dialog, setDialog] = useState<BatchInvoiceAction | null>(null);
  const batchInvoice = batchInvoiceActions(event, can);
  // billing.md §4 exportContaAzul (decision 054): the event's flag, integrations write and a live connection.
  const contaAzul = useContaAzulExport();
  const canExport = event.actions.exportContaAzul === true && contaAzul.allowed;
  const count = actions.length + moneyItems.length + appealEntries.length;
  if (count === 0 && batchInvoice.length === 0 && !canExport) return null;

  async function run(action: TransitionActionValue, input: ActionInput): Promise<boolean> {
    setIsBusy(true);
    try {
      const answer = await call(eventActionRoutes.run, {
        params: { id: event.id },
        body: { version, action, ...input },
      });
      toast.success(fmt(t.done, { action: labels[action] }));
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
    } finally {
      setIsBusy(false);
    }
  }

  const target = (
    <Button variant="light" loading={isBusy || contaAzul.isStarting} disabled={isDirty}>
      {t.menu}
    </Button>
  );
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {isDirty ? (
            <Tooltip label={t.saveFirst}>
              <span>{target}</span>
            </Tooltip>
          ) : (
            target
          )}
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => (
            <Menu.Item
              key={action}
              color={action === 'remove' ? 'red' : undefined}
              onClick={() => (actionAsks(action) ? setAsking(action) : void run(action, {}))}
            >
              {labels[action]}
            </Menu.Item>
          ))}
          {moneyItems.length > 0 && (
            <>
              {actions.length > 0 && <Menu.Divider />}
              <Menu.Label>{money.receive.menu.group}</Menu.Label>
              {moneyItems.map((item) => (
                <Menu.Item key={item.label} onClick={() => onMoney(item.request)}>
                  {item.label}
                </Menu.Item>
              ))}
            </>
          )}
          <AppealMenuItems
            entries={appealEntries}
            withDivider={actions.length + moneyItems.length > 0}
            onPick={onAppeal}
          />
          <BatchInvoiceMenuItems actions={batchInvoice} withDivider={count > 0} onPick={setDialog} />
          {canExport && (
            <>
              {count + batchInvoice.length > 0 && <Menu.Divider />}
              <Menu.Item onClick={() => void contaAzul.start({ eventIds: [event.id] })}>
                {labels.exportContaAzul}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <EventActionDialog
        action={asking}
        subject={event.numGuide ? fmt(d.oneEvent, { numGuide: event.numGuide }) : d.oneEventNoGuide}
        onRun={(input) => (asking ? run(asking, input) : Promise.resolve(true))}
        onClose={() => setAsking(null)}
      />
      <BatchInvoiceDialogs event={event} open={dialog} onClose={() => setDialog(null)} onDone={onDone} />
      <ContaAzulExportDialog jobId={contaAzul.jobId} onClose={contaAzul.close} />
    </>
  );
}
