import { appealRoutes, fmt, messages, type Appeal } from '@honora/contract';
import { appealsScreenMessages as s } from '@honora/contract/screen-texts/appeals';
import { centsText } from '@honora/domain';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { download } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { toast, toastError } from '../../shared/notify/toast';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { AnswerDialog } from './answer-dialog';
import { appealButtonsOf, toReceiveOf, type AppealButton } from './appeal-buttons';
import { AppealDateDialog, type DateDialogRequest } from './appeal-date-dialog';
import { useAppealActions } from './use-appeals';

/** What an action did, as the events' observations say it. */
const said = messages.screens.appeals.observations;
const t = s.actions;
const c = s.confirm;
const d = s.detail;

type DateAction = 'send' | 'receive' | 'finish';

type Actions = ReturnType<typeof useAppealActions>;

/** The confirmation of each action that takes a date (billing.md §4 "needing confirmation"). */
function dateRequestsOf(appeal: Appeal, actions: Actions): Record<DateAction, DateDialogRequest> {
  const code = appeal.code;
  const toReceive = formatMoneyText(centsText(toReceiveOf(appeal)));
  return {
    send: {
      title: t.send,
      message: fmt(c.send, { code }),
      dateLabel: c.sentOn,
      dateField: 'sentOn',
      withTypeOfPayment: false,
      run: async ({ date }) => {
        await actions.send.mutateAsync(date);
        toast.success(fmt(said.sent, { code }));
      },
    },
    receive: {
      title: t.receive,
      message: fmt(c.receive, { code, value: toReceive }),
      dateLabel: c.receivedOn,
      dateField: 'date',
      withTypeOfPayment: true,
      run: async ({ date, typeOfPaymentId }) => {
        await actions.receive.mutateAsync({ date, typeOfPaymentId });
        toast.success(fmt(said.received, { code, value: toReceive }));
      },
    },
    finish: {
      title: t.finish,
      message: fmt(c.finish, { code }),
      dateLabel: c.finishedOn,
      dateField: 'finishedOn',
      withTypeOfPayment: false,
      run: async ({ date }) => {
        await actions.finish.mutateAsync(date);
        toast.success(fmt(said.finished, { code }));
      },
    },
  };
}

/** The actions the appeal's status allows, for users who may write billing. */
export function AppealActions({ appeal }: { appeal: Appeal }) {
  const can = useCan();
  const actions = useAppealActions(appeal.id);
  const { stage } = actions;
  const [pending, setPending] = useState<DateAction | null>(null);
  const [isAnswering, setIsAnswering] = useState(false);
  if (!can('billing', 'write')) return null;

  const setStage = async (next: 'waitingAnalysis' | 'analysing') => {
    try {
      await stage.mutateAsync(next);
      toast.success(fmt(t.stageDone, { stage: messages.screens.appeals.stages[next] }));
    } catch (error) {
      toastError(error);
    }
  };
  const onClick = (button: AppealButton) => {
    if (button === 'answer') setIsAnswering(true);
    else if (button === 'analysing' || button === 'waitingAnalysis') void setStage(button);
    else setPending(button);
  };

  const buttons = appealButtonsOf(appeal);
  if (buttons.length === 0) return null;
  return (
    <>
      <Group gap="xs" role="group" aria-label={d.actionsLabel}>
        {buttons.map((button) => (
          <Button
            key={button}
            variant={button === 'answer' || button === 'send' ? 'filled' : 'light'}
            loading={stage.isPending && (button === 'analysing' || button === 'waitingAnalysis')}
            onClick={() => onClick(button)}
          >
            {t[button]}
          </Button>
        ))}
      </Group>
      <AppealDateDialog
        request={pending ? dateRequestsOf(appeal, actions)[pending] : null}
        onClose={() => setPending(null)}
      />
      <AnswerDialog appeal={appeal} opened={isAnswering} onClose={() => setIsAnswering(false)} />
    </>
  );
}

/** "XML do recurso" (insurers that take appeals electronically) and "PDF do recurso" (always). */
export function AppealDownloads({ appeal }: { appeal: Appeal }) {
  const [busy, setBusy] = useState<'xml' | 'pdf' | null>(null);
  const fetchFile = async (kind: 'xml' | 'pdf') => {
    setBusy(kind);
    try {
      const name = `${fmt(s.fileName, { code: appeal.code })}.${kind}`;
      await download(kind === 'xml' ? appealRoutes.xml : appealRoutes.pdf, name, { params: { id: appeal.id } });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };
  const kinds = appeal.isElectronic ? (['xml', 'pdf'] as const) : (['pdf'] as const);
  return (
    <Group gap="xs" role="group" aria-label={d.downloadsLabel}>
      {kinds.map((kind) => (
        <Button
          key={kind}
          variant="default"
          loading={busy === kind}
          disabled={busy !== null}
          onClick={() => void fetchFile(kind)}
        >
          {d[kind]}
        </Button>
      ))}
    </Group>
  );
}
