import { FINALIZE_WITH_VALUES, fmt, messages, type FinalizeWithValue, type MoneyActionValue } from '@honora/contract';
import { brazilDate } from '@honora/domain';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TypeOfPaymentSelect } from './type-of-payment-select';
import { DateInput } from '../forms/date-input';
import { GlosaFields } from './glosa-fields';
import { checkGlosaInput, emptyGlosaInput, type GlosaErrors, type GlosaFields as GlosaPosted } from './glosa-input';

const money = messages.screens.money;
const t = money.receive.actionDialog;

/** What the dialog asks before a money action runs. */
export interface MoneyActionInput {
  date: string;
  typeOfPaymentId: string | null;
  finalizeWith: FinalizeWithValue;
  /** The reasons of the glosa the action books (glosa all, cut remainder); null for the others. */
  glosa: GlosaPosted | null;
}

/** The actions that settle money by a payment (the type of payment matters only there). */
const PAID: ReadonlySet<MoneyActionValue> = new Set(['receiveAll', 'receiveRemainder', 'finalize']);

/** The actions by which a person books a glosa by hand: they ask why (decision 026). */
const GLOSA_ACTIONS: ReadonlySet<MoneyActionValue> = new Set(['glosaAll', 'cutRemainder']);

interface Props {
  /** The action asked about; null keeps the dialog closed. */
  action: MoneyActionValue | null;
  /** Who it acts on, already worded (one event, many events). */
  subject: string;
  /** The item of a remainder action, as the screen names it. */
  itemLabel?: string | null;
  /** What the action is about to do, shown before it runs (the bulk actions: count, amount, events). */
  details?: (finalizeWith: FinalizeWithValue) => ReactNode;
  /** Runs the action; answers true to close the dialog (false keeps it open, e.g. after an error). */
  onRun: (input: MoneyActionInput) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The confirmation of a money action (billing.md §4: receive all, lose all, glosa all, a
 * remainder, finalize) with its payment date, type of payment and, to finalize, how the
 * shortfall is settled. For one event (the event page) or many (the list's bulk actions).
 */
export function MoneyActionDialog({ action, subject, itemLabel, details, onRun, onClose }: Props) {
  return (
    <Modal opened={action !== null} onClose={onClose} title={action ? money.moneyActions[action] : ''} centered>
      {action && (
        <DialogBody
          key={action}
          action={action}
          subject={subject}
          itemLabel={itemLabel}
          details={details}
          onRun={onRun}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function DialogBody({ action, subject, itemLabel, details, onRun, onClose }: Props & { action: MoneyActionValue }) {
  const [date, setDate] = useState(() => brazilDate(new Date()));
  const [typeOfPaymentId, setTypeOfPaymentId] = useState<string | null>(null);
  const [finalizeWith, setFinalizeWith] = useState<FinalizeWithValue>('none');
  const [dateError, setDateError] = useState<string | undefined>();
  const [glosa, setGlosa] = useState(emptyGlosaInput);
  const [glosaErrors, setGlosaErrors] = useState<GlosaErrors>({});
  const asksGlosa = GLOSA_ACTIONS.has(action);
  const [isBusy, setIsBusy] = useState(false);
  const label = money.moneyActions[action];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const isDateValid = /^\d{4}-\d{2}-\d{2}$/.test(date);
    if (!isDateValid) setDateError(money.receive.dialog.dateRequired);
    const checked = asksGlosa ? checkGlosaInput(glosa) : null;
    if (checked && !checked.ok) setGlosaErrors(checked.errors);
    if (!isDateValid || (checked && !checked.ok)) return;
    setIsBusy(true);
    try {
      if (await onRun({ date, typeOfPaymentId, finalizeWith, glosa: checked?.ok ? checked.fields : null })) onClose();
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack>
        <Text>{fmt(t.confirm, { action: label, subject })}</Text>
        {itemLabel && <Text fw={500}>{fmt(t.item, { item: itemLabel })}</Text>}
        {details?.(finalizeWith)}
        {action === 'finalize' && (
          <Radio.Group
            label={t.finalizeWith}
            description={t.finalizeHint}
            value={finalizeWith}
            onChange={(value) => setFinalizeWith(value as FinalizeWithValue)}
          >
            <Stack gap="xs" mt="xs">
              {FINALIZE_WITH_VALUES.map((value) => (
                <Radio key={value} value={value} label={money.finalizeWith[value]} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <DateInput
          label={money.receive.dialog.date}
          required
          value={date}
          error={dateError}
          onChange={(value) => {
            setDate(value);
            setDateError(undefined);
          }}
        />
        {PAID.has(action) && <TypeOfPaymentSelect value={typeOfPaymentId} onChange={setTypeOfPaymentId} />}
        {asksGlosa && (
          <GlosaFields
            value={glosa}
            errors={glosaErrors}
            onChange={(change) => {
              setGlosa((current) => ({ ...current, ...change }));
              setGlosaErrors((current) => {
                const { glosaCodes, glosaReason } = current;
                return 'glosaCodes' in change ? { glosaReason } : { glosaCodes };
              });
            }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={isBusy}>
            {t.confirmButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
