import { fmt, onCallAutoRosterRoutes, type AutoRosterProposal, type RosterMonth } from '@honora/contract';
import { onCallScheduleScreenMessages } from '@honora/contract/screen-texts/on-call-schedule';
import { Button, Group, Loader, Modal, NativeSelect, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { useSession } from '../../shared/auth/auth-store';
import { toast, toastError } from '../../shared/notify/toast';
import { chosenPlacements } from './auto-roster-model';
import { lineLabel } from './roster-grid-model';
import { AutoRosterPanel } from './auto-roster-panel';
import { monthTitle } from './roster-month';
import { ON_CALL_MONTH_KEY } from './use-roster-month';

const t = onCallScheduleScreenMessages.autoRoster;

const ALL = '';

type State = { step: 'closed' } | { step: 'working' } | { step: 'proposal'; proposal: AutoRosterProposal };

/**
 * "Preencher automaticamente" (decision 046 "In the app"): asks the server for a proposal — a
 * solve of some seconds, shown as it runs — and opens it for review. The acceptance writes the
 * chosen places and the grid is read again; the month stays as it was published or not (§4).
 */
export function AutoRosterButton({ month }: { month: RosterMonth }) {
  const [state, setState] = useState<State>({ step: 'closed' });
  const [lineId, setLineId] = useState(ALL);
  const companyId = useSession()?.company?.id;
  const queryClient = useQueryClient();
  const params = { month: month.header.month };
  const reload = () => queryClient.invalidateQueries({ queryKey: [ON_CALL_MONTH_KEY, companyId, month.header.month] });
  // Closing the dialog while the proposal is computed drops its answer when it comes.
  const asked = useRef(0);
  const close = () => {
    asked.current++;
    setState({ step: 'closed' });
  };

  const propose = async () => {
    const ask = ++asked.current;
    setState({ step: 'working' });
    try {
      const body = lineId === ALL ? {} : { lineIds: [lineId] };
      const proposal = await call(onCallAutoRosterRoutes.propose, { params, body });
      if (ask === asked.current) setState({ step: 'proposal', proposal });
    } catch (error) {
      if (ask !== asked.current) return;
      close();
      toastError(error);
      await reload();
    }
  };

  const accept = async (proposal: AutoRosterProposal, chosen: ReadonlySet<string>): Promise<string | null> => {
    try {
      const body = { version: proposal.version, placements: chosenPlacements(proposal, chosen) };
      const { placed } = await call(onCallAutoRosterRoutes.accept, { params, body });
      toast.success(fmt(month.header.publishedAt ? t.acceptedPublished : t.acceptedDraft, { placed }));
      close();
      return null;
    } catch (error) {
      const apiError = toApiError(error);
      return apiError.isHandled ? '' : apiError.message;
    } finally {
      await reload();
    }
  };

  const title = fmt(t.title, { month: monthTitle(month.header.month) });
  return (
    <>
      <NativeSelect
        label={t.lines}
        value={lineId}
        onChange={(event) => setLineId(event.currentTarget.value)}
        data={[
          { value: ALL, label: t.allLines },
          ...month.lines.filter((l) => l.active).map((l) => ({ value: l.id, label: lineLabel(l) })),
        ]}
      />
      <Button variant="default" onClick={() => void propose()} loading={state.step === 'working'}>
        {t.open}
      </Button>
      <Modal opened={state.step !== 'closed'} onClose={close} title={title} size="xl" centered>
        {state.step === 'working' && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t.working}</Text>
          </Group>
        )}
        {state.step === 'proposal' && (
          <AutoRosterPanel
            proposal={state.proposal}
            month={month}
            onAccept={(chosen) => accept(state.proposal, chosen)}
            onClose={close}
          />
        )}
      </Modal>
    </>
  );
}
