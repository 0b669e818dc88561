import { appealRoutes, APPEAL_LIMITS, fmt, messages, type AppealCandidate } from '@honora/contract';
import { Badge, Button, Checkbox, Group, Modal, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { Fragment, useState, type FormEvent } from 'react';
import { call } from '../../../../shared/api/api-client';
import { toApiError } from '../../../../shared/api/api-error';
import { toast, toastError } from '../../../../shared/notify/toast';
import { formatMoneyText } from '../../../../shared/pricing/decimal-format';
import { HiddenHeader } from '../../../../shared/ui/hidden-header';
import {
  appealedTotal,
  checkIdentify,
  errorsOfApi,
  fieldKey,
  identifyDraftOf,
  type IdentifyDraft,
  type IdentifyRow,
} from './identify-draft';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const t = eventFormScreenMessages.appeals.identify;
const d = messages.screens.events.actionDialog;

interface Props {
  opened: boolean;
  candidates: readonly AppealCandidate[];
  onClose: () => void;
  /** The appeal was identified: the page reads the event again. */
  onDone: () => void;
}

/**
 * "Identificar recurso" (billing.md §4 recourseIdentify, confirmed in this dialog; decision 026):
 * the event's glosas, each chosen or not, with its reasons, the value glosado, the value to
 * appeal (at most the glosa) and a justification; blocked glosas are shown with why.
 */
export function IdentifyAppealDialog(props: Props) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t.title} size="80rem" centered>
      {props.opened && <IdentifyForm {...props} />}
    </Modal>
  );
}

/** The codes of a glosa with their table-38 texts, and its own text. */
function Reasons({ candidate }: { candidate: AppealCandidate }) {
  if (candidate.glosaCodes.length === 0 && !candidate.glosaReason) {
    return (
      <Text size="sm" c="dimmed">
        {t.noReasons}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {candidate.glosaCodes.map(({ code, description }) => (
        <Group key={code} gap={4} wrap="nowrap" align="flex-start">
          <Badge variant="outline" color="gray" size="sm">
            {code}
          </Badge>
          {description && (
            <Text size="xs" lineClamp={2} title={description}>
              {description}
            </Text>
          )}
        </Group>
      ))}
      {candidate.glosaReason && (
        <Text size="xs" c="dimmed">
          {candidate.glosaReason}
        </Text>
      )}
    </Stack>
  );
}

function IdentifyForm({ candidates, onClose, onDone }: Props) {
  const [draft, setDraft] = useState<IdentifyDraft>(() => identifyDraftOf(candidates));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const setRow = (key: string, change: Partial<IdentifyRow>) => {
    setDraft((current) => ({ rows: current.rows.map((r) => (r.key === key ? { ...r, ...change } : r)) }));
    const touched = Object.keys(change).map((field) => fieldKey(key, field as 'value' | 'justification'));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !touched.includes(k))));
    setFormError(null);
  };

  async function submit(submitted: FormEvent) {
    submitted.preventDefault();
    const checked = checkIdentify(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(checked.formError);
      return;
    }
    setIsBusy(true);
    try {
      const appeal = await call(appealRoutes.create, { body: checked.body });
      toast.success(fmt(t.done, { code: String(appeal.code) }));
      onDone();
      onClose();
    } catch (failure) {
      const error = toApiError(failure);
      setErrors(errorsOfApi(draft, error.fields));
      toastError(error);
    } finally {
      setIsBusy(false);
    }
  }

  if (draft.rows.length === 0) return <Text c="dimmed">{t.none}</Text>;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t.title}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t.hint}
        </Text>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" aria-label={t.table}>
            <Table.Thead>
              <Table.Tr>
                <HiddenHeader label={t.choose} />
                <Table.Th>{t.item}</Table.Th>
                <Table.Th>{t.reasons}</Table.Th>
                <Table.Th ta="right">{t.valueGlosado}</Table.Th>
                <Table.Th>{t.valueAppealed}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.rows.map((row) => (
                <IdentifyRows key={row.key} row={row} errors={errors} onChange={(change) => setRow(row.key, change)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text fw={500}>{fmt(t.total, { value: formatMoneyText(appealedTotal(draft)) })}</Text>
        {formError && (
          <Text c="red" size="sm" role="alert">
            {formError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {d.cancel}
          </Button>
          <Button type="submit" loading={isBusy}>
            {t.title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface RowProps {
  row: IdentifyRow;
  errors: Record<string, string>;
  onChange: (change: Partial<IdentifyRow>) => void;
}

/** One glosa: its line, and under it (chosen) the justification. */
function IdentifyRows({ row, errors, onChange }: RowProps) {
  const { candidate } = row;
  const item = candidate.label;
  const isOpen = row.isChosen && !row.isBlocked;
  return (
    <Fragment>
      <Table.Tr data-candidate={row.key} data-blocked={row.isBlocked || undefined}>
        <Table.Td>
          <Checkbox
            aria-label={fmt(t.chooseOf, { item })}
            checked={isOpen}
            disabled={row.isBlocked}
            onChange={(e) => onChange({ isChosen: e.currentTarget.checked })}
          />
        </Table.Td>
        <Table.Td>
          <Text size="sm">{item}</Text>
          {candidate.blockedReason && (
            <Text size="xs" c="orange.9">
              {fmt(t.blocked, { reason: candidate.blockedReason })}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Reasons candidate={candidate} />
        </Table.Td>
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          {candidate.valueGlosado === undefined ? '' : formatMoneyText(candidate.valueGlosado)}
        </Table.Td>
        <Table.Td>
          <TextInput
            aria-label={fmt(t.valueOf, { item })}
            inputMode="decimal"
            miw={130}
            value={row.value}
            disabled={!isOpen}
            error={errors[fieldKey(row.key, 'value')]}
            onChange={(e) => onChange({ value: e.currentTarget.value })}
          />
        </Table.Td>
      </Table.Tr>
      {isOpen && (
        <Table.Tr data-justification-of={row.key}>
          <Table.Td />
          <Table.Td colSpan={4}>
            <Textarea
              label={fmt(t.justificationOf, { item })}
              required
              autosize
              minRows={2}
              maxLength={APPEAL_LIMITS.justification}
              value={row.justification}
              error={errors[fieldKey(row.key, 'justification')]}
              onChange={(e) => onChange({ justification: e.currentTarget.value })}
            />
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}
