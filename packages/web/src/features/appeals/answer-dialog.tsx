import { fmt, messages, type Appeal } from '@honora/contract';
import { appealsScreenMessages } from '@honora/contract/screen-texts/appeals';
import { brazilDate } from '@honora/domain';
import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { toApiError } from '../../shared/api/api-error';
import { DateInput } from '../../shared/forms/date-input';
import { errorsFromApi, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast, toastError } from '../../shared/notify/toast';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import {
  acceptAll,
  acceptedTotal,
  answerDraftOf,
  answerFieldNames,
  checkAnswer,
  denyAll,
  type AnswerDraft,
  type AnswerRow,
} from './answer-draft';
import { useAppealActions } from './use-appeals';

const t = appealsScreenMessages.answerForm;
/** The printed appeal's names of the values and of the insurer's number. */
const files = messages.screens.appeals.files.pdf;

interface Props {
  appeal: Appeal;
  opened: boolean;
  onClose: () => void;
}

/** "Registrar resposta": the insurer's answer item by item (value accepted, zero when denied, and why). */
export function AnswerDialog({ appeal, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size="xl" centered>
      {opened && <AnswerForm appeal={appeal} onClose={onClose} />}
    </Modal>
  );
}

interface RowProps {
  row: AnswerRow;
  index: number;
  errors: FormErrors;
  onChange: (change: Partial<AnswerRow>) => void;
}

function AnswerLine({ row, index, errors, onChange }: RowProps) {
  const path = `items.${index}`;
  return (
    <Table.Tr>
      <Table.Td>{row.label}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoneyText(row.valueAppealed)}
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={fmt(t.acceptedOf, { item: row.label })}
          inputMode="decimal"
          placeholder="0,00"
          miw={120}
          value={row.accepted}
          error={errors[`${path}.valueAccepted`] ?? errors[`${path}.id`]}
          onChange={(event) => onChange({ accepted: event.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={fmt(t.reasonOf, { item: row.label })}
          miw={200}
          value={row.reason}
          error={errors[`${path}.answerReason`]}
          onChange={(event) => onChange({ reason: event.currentTarget.value })}
        />
      </Table.Td>
    </Table.Tr>
  );
}

function AnswerForm({ appeal, onClose }: { appeal: Appeal; onClose: () => void }) {
  const [draft, setDraft] = useState<AnswerDraft>(() => answerDraftOf(appeal, brazilDate(new Date())));
  const [errors, setErrors] = useState<FormErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const { answer } = useAppealActions(appeal.id);

  const change = (next: AnswerDraft) => {
    setDraft(next);
    setErrors({});
  };
  const setRow = (index: number, patch: Partial<AnswerRow>) =>
    change({ ...draft, rows: draft.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkAnswer(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current);
      return;
    }
    try {
      await answer.mutateAsync(checked.body);
      toast.success(fmt(t.done, { code: appeal.code }));
      onClose();
    } catch (failure) {
      const error = toApiError(failure);
      setErrors(errorsFromApi(error, answerFieldNames(draft)));
      focusFirstInvalid(form.current);
      toastError(error);
    }
  }

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-label={t.title}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t.hint}
        </Text>
        <Group grow align="flex-start">
          <DateInput
            label={t.answeredOn}
            required
            value={draft.answeredOn}
            error={errors.answeredOn}
            onChange={(answeredOn) => change({ ...draft, answeredOn })}
          />
          <TextInput
            label={files.fields.operatorNumber}
            value={draft.operatorNumber}
            error={errors.operatorNumber}
            onChange={(event) => change({ ...draft, operatorNumber: event.currentTarget.value })}
          />
        </Group>
        <Group gap="xs">
          <Button variant="light" color="red" onClick={() => change(denyAll(draft))}>
            {t.denyAll}
          </Button>
          <Button variant="light" onClick={() => change(acceptAll(draft))}>
            {t.acceptAll}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" aria-label={t.tableLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.item}</Table.Th>
                <Table.Th ta="right">{files.columns.appealed}</Table.Th>
                <Table.Th>{files.columns.accepted}</Table.Th>
                <Table.Th>{t.reason}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.rows.map((row, index) => (
                <AnswerLine key={row.id} row={row} index={index} errors={errors} onChange={(p) => setRow(index, p)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text fw={500} data-total="accepted">
          {fmt(t.total, { value: formatMoneyText(acceptedTotal(draft)) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={answer.isPending}>
            {appealsScreenMessages.cancel}
          </Button>
          <Button type="submit" loading={answer.isPending}>
            {appealsScreenMessages.actions.answer}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
