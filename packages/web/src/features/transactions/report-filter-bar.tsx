import { messages, TRANSACTION_ACTION_VALUES, TRANSACTION_TYPE_VALUES } from '@honora/contract';
import { transactionReportScreenMessages } from '@honora/contract/screen-texts/transaction-report';
import { Button, Checkbox, Group, MultiSelect, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../shared/auth/use-can';
import { CompaniesFilter, HospitalFilter, RegistryMultiFilter } from './report-pickers';
import { activeReportFilterCount, UUID, type ReportDateField, type ReportFilters } from './report-filters';
import { DateInput } from '../../shared/forms/date-input';
import { isDateValue } from '../../shared/forms/date-text';
import { selectWidth } from '../../shared/ui/select-width';

const t = transactionReportScreenMessages.filters;
const money = messages.screens.money;

interface Props {
  filters: ReportFilters;
  onChange: (patch: Partial<ReportFilters>) => void;
  onClear: () => void;
}

/** The batch id typed by hand: the report follows once it is a whole id (or empty). */
function BatchInput({ value, onChange }: { value: string; onChange: (batchId: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // Cleared or changed from outside (clear filters, the back button).
    setShown(value);
    setText(value);
  }
  return (
    <TextInput
      label={t.batchId}
      placeholder={t.batchIdPlaceholder}
      value={text}
      error={text && !UUID.test(text) ? t.batchIdInvalid : null}
      onChange={(event) => {
        const next = event.currentTarget.value.trim();
        setText(next);
        if (!next || UUID.test(next)) onChange(next);
      }}
      w={320}
    />
  );
}

/** The filters of the transactions report (billing.md §2 reportTransactions): every change goes to the URL. */
export function ReportFilterBar({ filters, onChange, onClear }: Props) {
  const can = useCan();
  return (
    <Paper withBorder p="sm" component="section" aria-label={t.legend}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          {can('healthInsurances', 'list') && (
            <RegistryMultiFilter
              registry="healthInsurers"
              label={t.insurers}
              placeholder={t.insurersPlaceholder}
              value={filters.insurerIds}
              onChange={(insurerIds) => onChange({ insurerIds })}
            />
          )}
          {can('anesthetists', 'list') && (
            <RegistryMultiFilter
              registry="anesthetists"
              label={t.receivers}
              placeholder={t.receiversPlaceholder}
              value={filters.receiverIds}
              onChange={(receiverIds) => onChange({ receiverIds })}
            />
          )}
          <BatchInput value={filters.batchId} onChange={(batchId) => onChange({ batchId })} />
        </Group>
        <Group align="flex-end" gap="sm">
          <Select
            label={t.dateField}
            data={(['date', 'creationDate'] as const).map((value) => ({ value, label: t.dateFields[value] }))}
            value={filters.dateField}
            onChange={(value) => value && onChange({ dateField: value as ReportDateField })}
            allowDeselect={false}
            w={selectWidth(Object.values(t.dateFields), 200)}
          />
          <DateInput
            label={t.from}
            value={filters.from ?? ''}
            onChange={(value) => isDateValue(value) && onChange({ from: value || null })}
            w={160}
          />
          <DateInput
            label={t.to}
            value={filters.to ?? ''}
            onChange={(value) => isDateValue(value) && onChange({ to: value || null })}
            w={160}
          />
          <MultiSelect
            label={t.actions}
            placeholder={filters.actions.length === 0 ? t.actionsPlaceholder : undefined}
            data={TRANSACTION_ACTION_VALUES.map((value) => ({ value, label: money.actions[value] }))}
            value={filters.actions}
            onChange={(values) => onChange({ actions: values as ReportFilters['actions'] })}
            clearable
            w={240}
          />
        </Group>
        <Group align="flex-end" gap="sm">
          <MultiSelect
            label={t.types}
            placeholder={filters.types.length === 0 ? t.typesPlaceholder : undefined}
            data={TRANSACTION_TYPE_VALUES.map((value) => ({ value, label: money.types[value] }))}
            value={filters.types}
            onChange={(values) => onChange({ types: values as ReportFilters['types'] })}
            clearable
            w={240}
          />
          {can('hospitals', 'list') && (
            <HospitalFilter value={filters.hospitalId} onChange={(hospitalId) => onChange({ hospitalId })} />
          )}
          <CompaniesFilter value={filters.companyIds} onChange={(companyIds) => onChange({ companyIds })} />
          <Checkbox
            label={t.withCanceled}
            checked={filters.withCanceled}
            onChange={(event) => onChange({ withCanceled: event.currentTarget.checked })}
            mb={8}
          />
          {activeReportFilterCount(filters) > 0 && (
            <Button variant="default" onClick={onClear}>
              {t.clear}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
