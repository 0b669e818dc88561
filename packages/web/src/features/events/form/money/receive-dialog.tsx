import {
  fmt,
  messages,
  moneyRoutes,
  TRANSACTION_ACTION_VALUES,
  type EventView,
  type MoneyItemBalance,
  type TransactionActionValue,
} from '@honora/contract';
import { brazilDate } from '@honora/domain';
import { Button, Group, Modal, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { Fragment, useState, type FormEvent } from 'react';
import { call } from '../../../../shared/api/api-client';
import { toApiError, type ApiError } from '../../../../shared/api/api-error';
import { useIdempotencyKey } from '../../../../shared/money/idempotency';
import { TypeOfPaymentSelect } from '../../../../shared/money/type-of-payment-select';
import { GlosaFields } from '../../../../shared/money/glosa-fields';
import { toast, toastError } from '../../../../shared/notify/toast';
import { formatMoneyText } from '../../../../shared/pricing/decimal-format';
import {
  checkReceive,
  glosaErrorKey,
  isGlosaRow,
  openTyped,
  receiveDraftOf,
  rowErrorsOfApi,
  typedTotal,
  type ReceiveDraft,
} from './receive-draft';
import { DateInput } from '../../../../shared/forms/date-input';

const money = messages.screens.money;
const t = money.receive.dialog;

/** The open amount a row's button shows (and fills in), in R$. */
const openText = (row: ReceiveDraft['rows'][number]) => (row.open === undefined ? '' : formatMoneyText(row.open));

/** The errors left after a change: the amount's when the amount or action changed, a glosa field's when it changed. */
function withoutErrorsOf(
  errors: Record<string, string>,
  key: string,
  change: Partial<ReceiveDraft['rows'][number]>,
): Record<string, string> {
  const dropped = new Set<string>();
  if ('amount' in change || 'action' in change) dropped.add(key);
  if ('glosaCodes' in change || 'action' in change) dropped.add(glosaErrorKey(key, 'glosaCodes'));
  if ('glosaReason' in change || 'action' in change) dropped.add(glosaErrorKey(key, 'glosaReason'));
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !dropped.has(k)));
}

interface Props {
  opened: boolean;
  event: EventView;
  version: number;
  items: readonly MoneyItemBalance[];
  onClose: () => void;
  onDone: (event: EventView) => void;
  onOtherUser: (error: ApiError) => void;
}

/**
 * The receive dialog (issue 7): per item (procedure rows, complementation, co-participation,
 * expenses) an amount and what it is (Recebido, Perdido, Glosado, Desconto), one payment date and
 * type of payment; posted at once with the event's version and an idempotency key.
 */
export function ReceiveDialog(props: Props) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={money.receive.title} size="xl" centered>
      {props.opened && <ReceiveForm {...props} />}
    </Modal>
  );
}

function ReceiveForm({ event, version, items, onClose, onDone, onOtherUser }: Props) {
  const [draft, setDraft] = useState<ReceiveDraft>(() => receiveDraftOf(items, brazilDate(new Date())));
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const keyOf = useIdempotencyKey();
  const hasValues = items.some((item) => item.value !== undefined);

  const setRow = (key: string, change: Partial<ReceiveDraft['rows'][number]>) => {
    setDraft((current) => ({ ...current, rows: current.rows.map((r) => (r.key === key ? { ...r, ...change } : r)) }));
    setRowErrors((current) => withoutErrorsOf(current, key, change));
    setFormError(null);
  };

  async function submit(submitted: FormEvent) {
    submitted.preventDefault();
    const checked = checkReceive(draft, version);
    if (!checked.ok) {
      setRowErrors(checked.rowErrors);
      setFormError(checked.formError);
      return;
    }
    setIsBusy(true);
    try {
      const answer = await call(moneyRoutes.postEntries, {
        params: { id: event.id },
        body: { ...checked.body, idempotencyKey: keyOf(checked.body) },
      });
      toast.success(t.done);
      onDone(answer);
      onClose();
    } catch (failure) {
      const error = toApiError(failure);
      if (error.code === 'otherUser') {
        onOtherUser(error);
        onClose();
        return;
      }
      setRowErrors(rowErrorsOfApi(draft, error.fields));
      toastError(error);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={money.receive.title}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t.hint}
        </Text>
        <Group grow align="flex-start">
          <DateInput
            label={t.date}
            required
            value={draft.date}
            onChange={(date) => {
              setDraft((current) => ({ ...current, date }));
              setFormError(null);
            }}
          />
          <TypeOfPaymentSelect
            value={draft.typeOfPaymentId}
            onChange={(typeOfPaymentId) => setDraft((current) => ({ ...current, typeOfPaymentId }))}
          />
        </Group>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label={money.receive.items.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.item}</Table.Th>
                {hasValues && <Table.Th ta="right">{t.openValue}</Table.Th>}
                <Table.Th>{t.amount}</Table.Th>
                <Table.Th>{t.action}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.rows.map((row) => (
                <Fragment key={row.key}>
                  <Table.Tr>
                    <Table.Td>{row.label}</Table.Td>
                    {hasValues && (
                      <Table.Td ta="right">
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          aria-label={fmt(t.fillOpen, { item: row.label, amount: openText(row) })}
                          disabled={!openTyped(row)}
                          onClick={() => setRow(row.key, { amount: openTyped(row) })}
                        >
                          {openText(row)}
                        </Button>
                      </Table.Td>
                    )}
                    <Table.Td>
                      <TextInput
                        aria-label={fmt(t.amountOf, { item: row.label })}
                        inputMode="decimal"
                        placeholder="0,00"
                        value={row.amount}
                        error={rowErrors[row.key]}
                        onChange={(e) => setRow(row.key, { amount: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        aria-label={fmt(t.actionOf, { item: row.label })}
                        miw={150}
                        data={TRANSACTION_ACTION_VALUES.map((value) => ({ value, label: money.actions[value] }))}
                        value={row.action}
                        onChange={(e) => setRow(row.key, { action: e.currentTarget.value as TransactionActionValue })}
                      />
                    </Table.Td>
                  </Table.Tr>
                  {isGlosaRow(row) && (
                    <Table.Tr data-glosa-of={row.key}>
                      <Table.Td colSpan={hasValues ? 4 : 3}>
                        <GlosaFields
                          value={row}
                          codesLabel={fmt(t.glosaCodesOf, { item: row.label })}
                          reasonLabel={fmt(t.glosaReasonOf, { item: row.label })}
                          errors={{
                            glosaCodes: rowErrors[glosaErrorKey(row.key, 'glosaCodes')],
                            glosaReason: rowErrors[glosaErrorKey(row.key, 'glosaReason')],
                          }}
                          onChange={(change) => setRow(row.key, change)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text fw={500}>{fmt(t.total, { value: formatMoneyText(typedTotal(draft.rows)) })}</Text>
        {formError && (
          <Text c="red" size="sm" role="alert">
            {formError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={isBusy}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
