import { fmt, messages, type EventListItem, type Statement, type StatementLineView } from '@honora/contract';
import { statementsScreenMessages as t } from '@honora/contract/screen-texts/statements';
import { formatDate, formatNumber } from '@honora/domain';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { errorsFromApi, type FormErrors } from '../../shared/forms/form-errors';
import { toastError } from '../../shared/notify/toast';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { RemoteSearchSelect, type SearchOption } from '../../shared/ui/remote-search-select';
import { searchInsurerEvents, statementEventsKey, useEventRows, useMatchLine } from './use-statements';

const m = t.match;
const l = t.lines;
const v = messages.validation;

/** An event as a choice: its guide, patient and date (the search runs on the guide number). */
const eventOption = (event: EventListItem): SearchOption => ({
  value: event.id,
  label: [
    event.numGuide ?? '—',
    event.patientName ?? '—',
    event.dtProcedure ? formatDate(event.dtProcedure) : '—',
  ].join(' · '),
});

/** The procedure rows of the chosen event, as choices (code, name and value when shown). */
function ProcedureSelect(props: {
  eventId: string | null;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
}) {
  const event = useEventRows(props.eventId);
  const data = (event.data?.procedures ?? []).map((row) => {
    const label = `${row.idProc} - ${row.name}`;
    return { value: row.rowId, label: row.value ? `${label} · ${formatMoneyText(row.value)}` : label };
  });
  return (
    <Select
      label={m.procedure}
      data={data}
      value={props.value}
      onChange={props.onChange}
      disabled={props.eventId === null}
      error={props.error}
      required
    />
  );
}

/** What the statement says of the line: guide, item, procedure and the value informed. */
function LineFacts({ line }: { line: StatementLineView }) {
  const facts: [string, string][] = [
    [l.guide, line.guideNumber ?? '—'],
    [l.item, line.itemSequence ?? '—'],
    [l.code, line.procedureCode ?? '—'],
    [t.fields.informado, line.valueInformed ? formatMoneyText(line.valueInformed) : '—'],
  ];
  return (
    <SimpleGrid cols={4}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm">{value}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

interface Props {
  statement: Statement;
  line: StatementLineView;
  onClose: () => void;
}

/**
 * Ties a line the reconciliation could not place to an event of the insurer, and an item-level
 * line (análise de conta) to one of its procedure rows; a guide-level line (pagamento) takes the
 * event only, as POST /lines/:lineId/match asks.
 */
export function MatchDialog({ statement, line, onClose }: Props) {
  const isItemLevel = line.procedureCode !== null;
  const [event, setEvent] = useState<SearchOption | null>(null);
  const [rowId, setRowId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const match = useMatchLine(statement.id);

  const chooseEvent = (option: SearchOption | null) => {
    setEvent(option);
    setRowId(null);
    setErrors({});
  };

  async function submit() {
    const missing = {
      ...(event ? {} : { eventId: v.required }),
      ...(isItemLevel && !rowId ? { procedureRowId: v.required } : {}),
    };
    if (Object.keys(missing).length > 0 || !event) {
      setErrors(missing);
      return;
    }
    try {
      await match.mutateAsync({ lineId: line.id, eventId: event.value, procedureRowId: isItemLevel ? rowId : null });
      onClose();
    } catch (error) {
      const found = errorsFromApi(toApiError(error), ['eventId', 'procedureRowId']);
      if (Object.keys(found).length > 0) setErrors(found);
      else toastError(error);
    }
  }

  return (
    <Modal opened onClose={onClose} title={fmt(l.matchRow, { line: formatNumber(line.lineNo) })} centered size="lg">
      <Stack>
        <LineFacts line={line} />
        <RemoteSearchSelect
          name="eventId"
          label={m.event}
          placeholder={l.guide}
          queryKey={statementEventsKey(statement.healthInsuranceId)}
          fetchOptions={async (search, signal) =>
            (await searchInsurerEvents(statement.healthInsuranceId, search, signal)).items.map(eventOption)
          }
          value={event}
          onChange={chooseEvent}
          error={errors.eventId}
          required
        />
        {isItemLevel && (
          <ProcedureSelect
            eventId={event?.value ?? null}
            value={rowId}
            onChange={setRowId}
            error={errors.procedureRowId}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={match.isPending}>
            {messages.ui.cancel}
          </Button>
          <Button onClick={() => void submit()} loading={match.isPending}>
            {l.match}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
