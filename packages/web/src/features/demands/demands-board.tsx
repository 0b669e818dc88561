import { DEMAND_STATES, fmt, type Demand, type Demands } from '@honora/contract';
import { demandsScreenMessages as t } from '@honora/contract/screen-texts/demands';
import { brazilDate } from '@honora/domain';
import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../shared/auth/use-can';
import { DateInput } from '../../shared/forms/date-input';
import { QueryState } from '../../shared/ui/query-state';
import { DemandDetail } from './demand-detail';
import { DemandForm } from './demand-form';
import { ALL_STATES, defaultPeriod, demandsQueryOf, lineText } from './demand-values';
import { DemandsTable } from './demands-table';
import { EndDemandModal, type Ending } from './end-demand-modal';
import { useDemandOptions, useDemands, useRefreshDemands } from './use-demands';

const stateChoices = [
  { value: ALL_STATES, label: t.allStates },
  ...DEMAND_STATES.map((state) => ({ value: state, label: t.states[state] })),
];

/** The coordinators' view (decision 049): the period's demands, filters, the dialogs to create, change and assign. */
export function DemandsBoard() {
  const today = brazilDate(new Date());
  const [period, setPeriod] = useState(() => defaultPeriod(today));
  const [state, setState] = useState<string>(ALL_STATES);
  const demands = useDemands(demandsQueryOf(period, state));
  return (
    <Stack>
      <Group align="flex-end">
        <DateInput label={t.from} value={period.from} onChange={(from) => setPeriod((p) => ({ ...p, from }))} w={160} />
        <DateInput label={t.to} value={period.to} onChange={(to) => setPeriod((p) => ({ ...p, to }))} w={160} />
        <Select
          label={t.state}
          data={stateChoices}
          value={state}
          onChange={(value) => setState(value ?? ALL_STATES)}
          allowDeselect={false}
          w={180}
        />
      </Group>
      <QueryState query={demands}>{(data) => <BoardView data={data} today={today} />}</QueryState>
    </Stack>
  );
}

/** The dialog is open for a new demand (null) or for one; closed when undefined. */
type Editing = Demand | null | undefined;

function BoardView({ data, today }: { data: Demands; today: string }) {
  const can = useCan();
  const refresh = useRefreshDemands();
  const canWrite = can('demands', 'write');
  const [editing, setEditing] = useState<Editing>(undefined);
  const [details, setDetails] = useState<Demand | null>(null);
  const [ending, setEnding] = useState<Ending>(null);
  const options = useDemandOptions(editing !== undefined);
  const formTitle = editing ? fmt(t.editTitle, { line: lineText(editing) }) : t.newTitle;

  return (
    <Stack>
      {data.agendaDisplay === 'DEMAND' && <Alert color="blue">{t.agendaByDemand}</Alert>}
      {!canWrite && <Alert color="blue">{t.readOnly}</Alert>}
      {canWrite && (
        <Group justify="flex-end">
          <Button onClick={() => setEditing(null)}>{t.add}</Button>
        </Group>
      )}
      <DemandsTable
        demands={data.items}
        canWrite={canWrite}
        onDetails={setDetails}
        onEdit={setEditing}
        onClose={(demand) => setEnding({ demand, action: 'close' })}
        onCancel={(demand) => setEnding({ demand, action: 'cancel' })}
      />
      <Modal opened={editing !== undefined} onClose={() => setEditing(undefined)} title={formTitle} size="lg" centered>
        {editing !== undefined && (
          <QueryState query={options}>
            {(choices) => (
              <DemandForm
                key={editing?.id ?? 'new'}
                demand={editing}
                options={choices}
                today={today}
                title={formTitle}
                onCancel={() => setEditing(undefined)}
                onSaved={async () => {
                  setEditing(undefined);
                  await refresh();
                }}
              />
            )}
          </QueryState>
        )}
      </Modal>
      <Modal
        opened={details !== null}
        onClose={() => setDetails(null)}
        title={details ? fmt(t.detailTitle, { line: lineText(details) }) : ''}
        size="xl"
        centered
      >
        {details && <DemandDetail id={details.id} canWrite={canWrite} />}
      </Modal>
      <EndDemandModal ending={ending} onClose={() => setEnding(null)} onEnded={refresh} />
    </Stack>
  );
}
