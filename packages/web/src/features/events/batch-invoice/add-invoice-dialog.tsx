import { fmt, INVOICE_LIMITS, invoiceCreateBodySchema, messages, type EventView } from '@honora/contract';
import { invoicesScreenMessages as screen } from '@honora/contract/screen-texts/invoices';
import { formatDate } from '@honora/domain';
import { Alert, Button, Grid, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '../../../shared/api/api-error';
import { errorsFromApi, errorsFromIssues, type FormErrors } from '../../../shared/forms/form-errors';
import { moneyText } from '../../../shared/forms/decimal-text';
import { toast } from '../../../shared/notify/toast';
import { formatMoneyText } from '../../../shared/pricing/decimal-format';
import { useAddToInvoice, useCreateInvoiceFor, useInvoicesFor } from './use-batch-invoice';
import { DateInput } from '../../../shared/forms/date-input';

const h = screen.eventHooks;
const t = h.addInvoice;
const f = screen.form;
const v = messages.screens.invoices.validation;

type Mode = 'existing' | 'create';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

interface NewInvoice {
  number: string;
  date: string;
  value: string;
  description: string;
}

const FIELDS = ['number', 'date', 'value', 'description'];

interface Props {
  event: EventView;
  opened: boolean;
  onClose: () => void;
  /** The event changed (it points at the invoice now): read it again. */
  onChanged: () => void;
}

/**
 * "Adicionar nota fiscal": pick an invoice of the event's insurer, or register one for it (the
 * payer is the event's insurer), and the event is covered by it.
 */
export function AddInvoiceDialog({ event, opened, onClose, onChanged }: Props) {
  const insurerId = event.healthInsuranceId;
  const invoices = useInvoicesFor({ healthInsuranceId: insurerId ?? undefined }, opened && insurerId !== null);
  const add = useAddToInvoice();
  const create = useCreateInvoiceFor();
  const [mode, setMode] = useState<Mode>('existing');
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const [draft, setDraft] = useState<NewInvoice>(() => ({ number: '', date: today(), value: '', description: '' }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const items = (invoices.data?.items ?? []).filter((i) => i.active);
  const shownMode: Mode = invoices.isSuccess && items.length === 0 ? 'create' : mode;

  const close = () => {
    setInvoiceId(null);
    setErrors({});
    setProblem(null);
    setMode('existing');
    setDraft({ number: '', date: today(), value: '', description: '' });
    onClose();
  };
  const patch = (change: Partial<NewInvoice>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
  };

  async function submitExisting() {
    if (!invoiceId) {
      setErrors({ invoice: messages.validation.required });
      return;
    }
    try {
      const answer = await add.mutateAsync({ invoiceId, eventIds: [event.id] });
      toast.success(fmt(t.done, { number: answer.number }));
      close();
      onChanged();
    } catch (error) {
      const apiError = toApiError(error);
      if (!apiError.isHandled) setProblem(apiError.message);
    }
  }

  async function submitNew() {
    if (!insurerId) return;
    const body = {
      companyId: event.companyId,
      number: draft.number,
      healthInsuranceId: insurerId,
      date: draft.date,
      value: moneyText(draft.value),
      description: draft.description,
      eventIds: [event.id],
    };
    const parsed = invoiceCreateBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues));
      return;
    }
    try {
      const created = await create.mutateAsync(body);
      toast.success(fmt(t.done, { number: created.number }));
      close();
      onChanged();
    } catch (error) {
      const apiError = toApiError(error);
      const found = errorsFromApi(apiError, FIELDS);
      if (apiError.message === v.numberExists && !found.number) found.number = apiError.message;
      if (Object.keys(found).length > 0) setErrors(found);
      else if (!apiError.isHandled) setProblem(apiError.message);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={t.title} size="lg" centered>
      {!insurerId ? (
        <Alert color="yellow" role="alert">
          {t.noInsurer}
        </Alert>
      ) : (
        <Stack>
          <Text size="sm">{fmt(t.payer, { name: event.names.healthInsurance ?? '' })}</Text>
          <SegmentedControl
            aria-label={t.modeLabel}
            value={shownMode}
            onChange={(value) => {
              setMode(value as Mode);
              setErrors({});
              setProblem(null);
            }}
            data={[
              { value: 'existing', label: t.existing, disabled: items.length === 0 },
              { value: 'create', label: t.create },
            ]}
          />
          {shownMode === 'existing' ? (
            <Select
              label={t.invoice}
              placeholder={t.invoicePlaceholder}
              data={items.map((i) => ({
                value: i.id,
                label: fmt(t.invoiceOption, {
                  number: i.number,
                  date: formatDate(i.date.slice(0, 10)),
                  value: i.value ? formatMoneyText(i.value) : '',
                }),
              }))}
              value={invoiceId}
              error={errors.invoice}
              onChange={(value) => {
                setInvoiceId(value);
                setErrors({});
                setProblem(null);
              }}
              disabled={invoices.isPending}
              searchable
              comboboxProps={{ withinPortal: true }}
              nothingFoundMessage={messages.screens.people.noMatches}
            />
          ) : (
            <Stack gap="xs">
              {invoices.isSuccess && items.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t.noInvoices}
                </Text>
              )}
              <Grid>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <TextInput
                    label={f.number}
                    required
                    maxLength={INVOICE_LIMITS.number}
                    value={draft.number}
                    error={errors.number}
                    onChange={(e) => patch({ number: e.currentTarget.value })}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 4 }}>
                  <DateInput
                    label={f.date}
                    required
                    value={draft.date}
                    error={errors.date}
                    onChange={(date) => patch({ date })}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 4 }}>
                  <TextInput
                    label={f.value}
                    required
                    inputMode="decimal"
                    value={draft.value}
                    error={errors.value}
                    onChange={(e) => patch({ value: e.currentTarget.value })}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <TextInput
                    label={f.description}
                    maxLength={INVOICE_LIMITS.description}
                    value={draft.description}
                    error={errors.description}
                    onChange={(e) => patch({ description: e.currentTarget.value })}
                  />
                </Grid.Col>
              </Grid>
            </Stack>
          )}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t.cancel}
            </Button>
            <Button
              onClick={() => void (shownMode === 'existing' ? submitExisting() : submitNew())}
              loading={add.isPending || create.isPending}
            >
              {t.submit}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
