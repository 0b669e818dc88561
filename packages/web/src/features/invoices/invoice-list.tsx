import { fmt, healthInsurerRoutes, messages, type HealthInsurerSummary, type InvoiceSummary } from '@honora/contract';
import { invoicesScreenMessages as t } from '@honora/contract/screen-texts/invoices';
import { formatDate, formatNumber } from '@honora/domain';
import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useSession } from '../../shared/auth/auth-store';
import { useCan } from '../../shared/auth/use-can';
import { toApiError } from '../../shared/api/api-error';
import { toast, toastError } from '../../shared/notify/toast';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { useSyncedRegistry } from '../../shared/registry/use-synced-registry';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { checkCreate, createBodyOf, emptyDraft, errorsOfApi, todayIso, type InvoiceDraft } from './invoice-draft';
import { filtersFromParams, paramsFromFilters, queryOf, withChange, type InvoiceFilters } from './invoice-filters';
import { InvoiceForm } from './invoice-form';
import { useCreateInvoice, useInvoiceList } from './use-invoices';
import { DateInput } from '../../shared/forms/date-input';
import { isDateValue } from '../../shared/forms/date-text';
import { selectWidth } from '../../shared/ui/select-width';

const PAGE_SIZE = 100;

const money = (text: string | undefined) => (text ? formatMoneyText(text) : '');

const columns: RecordColumn<InvoiceSummary>[] = [
  { header: t.columns.number, cell: (i) => i.number },
  { header: t.columns.date, cell: (i) => formatDate(i.date.slice(0, 10)) },
  { header: t.columns.payer, cell: (i) => i.insurerName ?? '' },
  { header: t.columns.value, align: 'right', cell: (i) => money(i.value) },
  { header: t.columns.eventCount, align: 'right', cell: (i) => formatNumber(i.eventCount) },
  { header: t.columns.eventsTotal, align: 'right', cell: (i) => money(i.eventsTotal) },
  { header: t.columns.description, cell: (i) => i.description ?? '' },
];

/** The search box: typed at once, sent to the URL after a pause. */
function SearchInput({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const send = useDebouncedCallback((next: string) => onChange(next.trim()), 300);
  return (
    <TextInput
      label={t.filters.search}
      type="search"
      w={300}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
    />
  );
}

function Filters({
  filters,
  onChange,
  onClear,
}: {
  filters: InvoiceFilters;
  onChange: (patch: Partial<InvoiceFilters>) => void;
  onClear: () => void;
}) {
  const insurers = useSyncedRegistry<HealthInsurerSummary>('healthInsurers', healthInsurerRoutes.list);
  return (
    <Paper withBorder p="sm" component="section" aria-label={t.filters.label}>
      <Group align="flex-end" gap="sm">
        <Select
          label={t.filters.payer}
          placeholder={t.filters.payerPlaceholder}
          data={insurers.items.map((i) => ({ value: i.id, label: i.name }))}
          value={filters.payer}
          onChange={(payer) => onChange({ payer })}
          searchable
          clearable
          w={selectWidth([t.filters.payerPlaceholder, ...insurers.items.map((i) => i.name)], 260)}
          nothingFoundMessage={messages.screens.people.noMatches}
        />
        <DateInput
          label={t.filters.dateFrom}
          value={filters.from ?? ''}
          onChange={(value) => isDateValue(value) && onChange({ from: value || null })}
        />
        <DateInput
          label={t.filters.dateTo}
          value={filters.to ?? ''}
          onChange={(value) => isDateValue(value) && onChange({ to: value || null })}
        />
        <SearchInput value={filters.search} onChange={(search) => onChange({ search })} />
        <Button variant="subtle" onClick={onClear}>
          {t.filters.clear}
        </Button>
      </Group>
    </Paper>
  );
}

function NewInvoice({
  companyId,
  onCreated,
  onCancel,
}: {
  companyId: string;
  onCreated: (id: string) => void;
  onCancel: () => void;
}) {
  const create = useCreateInvoice();
  const submit = async (draft: InvoiceDraft) => {
    const body = createBodyOf(draft, companyId);
    const invalid = checkCreate(body);
    if (invalid) {
      toast.error(t.form.fixErrors);
      return invalid;
    }
    try {
      const created = await create.mutateAsync(body);
      toast.success(fmt(t.form.created, { number: created.number }));
      onCreated(created.id);
      return null;
    } catch (error) {
      const apiError = toApiError(error);
      const found = errorsOfApi(apiError);
      if (Object.keys(found).length === 0) toastError(apiError);
      return found;
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={t.form.createTitle}>
      <Title order={2} size="h4" mb="sm">
        {t.form.createTitle}
      </Title>
      <InvoiceForm
        initial={emptyDraft(todayIso())}
        label={t.form.createTitle}
        submitLabel={t.form.submitCreate}
        onSubmit={submit}
        onCancel={onCancel}
      />
    </Paper>
  );
}

interface Props {
  onOpen: (id: string) => void;
}

/** /client/invoices: the company's invoices, filtered by payer, date and number/description, 100 a page. */
export function InvoiceList({ onOpen }: Props) {
  const can = useCan();
  const companyId = useSession()?.company?.id;
  const [params, updateParams] = useSearchParamsUpdater();
  const filters = filtersFromParams(params);
  const list = useInvoiceList(queryOf(filters));
  const [isCreating, setIsCreating] = useState(false);
  const update = (patch: Partial<InvoiceFilters>) =>
    updateParams((current) => paramsFromFilters(withChange(filtersFromParams(current), patch)));
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.hint}</Text>
        </div>
        {can('invoices', 'write') && !isCreating && <Button onClick={() => setIsCreating(true)}>{t.create}</Button>}
      </Group>
      {isCreating && companyId && (
        <NewInvoice companyId={companyId} onCreated={onOpen} onCancel={() => setIsCreating(false)} />
      )}
      <Filters filters={filters} onChange={update} onClear={() => updateParams(() => new URLSearchParams())} />
      <PagedResults
        query={list}
        page={filters.page}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => update({ page })}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => (
          <RecordsTable
            rows={data.items}
            columns={columns}
            label={t.tableLabel}
            empty={t.empty}
            minWidth={860}
            action={{
              label: t.open,
              ariaLabel: (i) => fmt(t.openRow, { number: i.number }),
              onClick: (i) => onOpen(i.id),
            }}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
