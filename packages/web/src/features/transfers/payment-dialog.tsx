import { fmt, messages, TRANSFER_LIMITS, transferRoutes, type UserTransferDetail } from '@honora/contract';
import { transfersScreenMessages as t } from '@honora/contract/screen-texts/transfers';
import { brazilDate } from '@honora/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { DateInput } from '../../shared/forms/date-input';
import { toast, toastError } from '../../shared/notify/toast';
import { Figures } from '../../shared/ui/figures';
import {
  addPart,
  checkParts,
  initialParts,
  partsApiErrors,
  partsSummary,
  removePart,
  type PartRow,
} from './payment-parts-model';
import { moneyOf } from './transfer-shown';

const p = t.payment;

interface Props {
  detail: UserTransferDetail;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/**
 * "Pagar": a locked receiver's liquid paid in one or more parts (billing.md §3 paymentsSplitted),
 * each with its value, date and invoice; the sum and what is left show as the parts are typed.
 */
export function PaymentDialog({ detail, onClose, onSaved }: Props) {
  const today = brazilDate(new Date());
  const [rows, setRows] = useState<PartRow[]>(() => initialParts(detail.liquid, today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const title = fmt(p.title, { name: detail.receiverName });
  const summary = partsSummary(rows, detail.liquid);
  const change = (key: number, next: Partial<PartRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...next } : row)));
    setErrors({});
    setFormError(null);
  };
  const edit = (next: PartRow[]) => {
    setRows(next);
    setErrors({});
    setFormError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkParts(rows, detail.liquid);
    setErrors(checked.errors);
    setFormError(checked.formError);
    if (!checked.body) return;
    setIsBusy(true);
    try {
      await call(transferRoutes.pay, { params: { id: detail.id }, body: checked.body });
      toast.success(fmt(p.saved, { name: detail.receiverName }));
      await onSaved();
      onClose();
    } catch (error) {
      const found = partsApiErrors(toApiError(error).fields);
      if (found.formError === null && Object.keys(found.errors).length === 0) toastError(error);
      setErrors(found.errors);
      setFormError(found.formError);
    } finally {
      setIsBusy(false);
    }
  }

  const left = summary.remainingCents;
  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack>
          <Text size="sm">{fmt(p.hint, { liquid: moneyOf(detail.liquid) })}</Text>
          <Stack gap="sm" role="group" aria-label={p.parts}>
            {rows.map((row, i) => (
              <PartInputs
                key={row.key}
                row={row}
                n={i + 1}
                errors={errors}
                index={i}
                canRemove={rows.length > 1}
                onChange={(next) => change(row.key, next)}
                onRemove={() => edit(removePart(rows, row.key))}
              />
            ))}
          </Stack>
          <Group>
            <Button
              variant="light"
              onClick={() => edit(addPart(rows, detail.liquid, today))}
              disabled={rows.length >= TRANSFER_LIMITS.parts}
            >
              {p.add}
            </Button>
          </Group>
          <div aria-live="polite" data-payment-summary>
            <Figures
              cols={3}
              items={[
                { name: 'sum', label: p.sum, value: moneyOf(summary.sum), isMoney: true },
                { name: 'liquid', label: p.liquid, value: moneyOf(detail.liquid), isMoney: true },
                left === 0n
                  ? { name: 'remaining', label: p.difference, value: p.balanced }
                  : {
                      name: 'remaining',
                      label: left > 0n ? p.remaining : p.over,
                      value: moneyOf(left > 0n ? summary.remaining : summary.remaining.slice(1)),
                      isMoney: true,
                    },
              ]}
            />
          </div>
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isBusy}>
              {messages.ui.cancel}
            </Button>
            <Button type="submit" loading={isBusy}>
              {p.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface PartProps {
  row: PartRow;
  n: number;
  index: number;
  errors: Record<string, string>;
  canRemove: boolean;
  onChange: (next: Partial<PartRow>) => void;
  onRemove: () => void;
}

function PartInputs({ row, n, index, errors, canRemove, onChange, onRemove }: PartProps) {
  const error = (field: string) => errors[`parts.${index}.${field}`];
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" data-part={n}>
      <TextInput
        label={fmt(p.value, { n })}
        inputMode="decimal"
        value={row.value}
        error={error('value')}
        onChange={(e) => onChange({ value: e.currentTarget.value })}
        w={170}
      />
      <DateInput
        label={fmt(p.paidDate, { n })}
        value={row.paidDate}
        error={error('paidDate')}
        onChange={(paidDate) => onChange({ paidDate })}
        w={160}
      />
      <TextInput
        label={fmt(p.invoice, { n })}
        value={row.invoice}
        error={error('invoice')}
        maxLength={TRANSFER_LIMITS.invoice}
        onChange={(e) => onChange({ invoice: e.currentTarget.value })}
        style={{ flex: 1 }}
      />
      <Button
        variant="subtle"
        color="red"
        mt={25}
        onClick={onRemove}
        disabled={!canRemove}
        aria-label={fmt(p.remove, { n })}
      >
        {p.removeShort}
      </Button>
    </Group>
  );
}
