import { EVENT_DATE_FIELDS, messages, type CustomField } from '@honora/contract';
import { Button, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../../shared/auth/use-can';
import { CustomFieldFilters } from './custom-field-filters';
import { DebouncedTextInput } from './debounced-text-input';
import { CompaniesFilter, InsurersFilter, PatientFilter, RegistryFilter } from './filter-pickers';
import { activeFilterCount, type ActiveFilter, type EventFilters, type Readiness } from './list-filters';
import { StatusFilter } from './status-filter';
import { DateInput } from '../../../shared/forms/date-input';
import { isDateValue } from '../../../shared/forms/date-text';
import { selectWidth } from '../../../shared/ui/select-width';

const t = messages.screens.events.list.filters;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Props {
  readiness: Readiness;
  filters: EventFilters;
  customFields: readonly CustomField[];
  onChange: (patch: Partial<EventFilters>) => void;
  onClear: () => void;
}

/** The filters of the events list (billing.md §2, §5): every change goes to the URL and the list follows. */
export function FilterBar({ readiness, filters, customFields, onChange, onClear }: Props) {
  const can = useCan();
  const [isExpanded, setIsExpanded] = useState(hasMoreFilters(filters));
  const [batchText, setBatchText] = useState(filters.batchId);
  const [shownBatch, setShownBatch] = useState(filters.batchId);
  if (filters.batchId !== shownBatch) {
    // Cleared or changed from outside (clear filters, the back button).
    setShownBatch(filters.batchId);
    setBatchText(filters.batchId);
  }
  const batchError = batchText && !UUID.test(batchText) ? t.batchIdInvalid : null;
  return (
    <Paper withBorder p="sm" component="section" aria-label={t.legend}>
      <Stack gap="sm">
        <StatusFilter
          readiness={readiness}
          statuses={filters.statuses}
          statusGroup={filters.statusGroup}
          onChange={onChange}
        />
        <Group align="flex-end" gap="sm">
          <Select
            label={t.dateField}
            data={EVENT_DATE_FIELDS.map((value) => ({ value, label: t.dateFields[value] }))}
            value={filters.dateField}
            onChange={(value) => value && onChange({ dateField: value as EventFilters['dateField'] })}
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
          {can('healthInsurances', 'list') && (
            <InsurersFilter value={filters.insurerIds} onChange={(insurerIds) => onChange({ insurerIds })} />
          )}
          <DebouncedTextInput
            label={t.numGuide}
            value={filters.numGuide}
            onCommit={(numGuide) => onChange({ numGuide })}
            w={180}
          />
          <Button variant="subtle" onClick={() => setIsExpanded((open) => !open)} aria-expanded={isExpanded}>
            {isExpanded ? t.less : t.more}
          </Button>
          {activeFilterCount(filters) > 0 && (
            <Button variant="default" onClick={onClear}>
              {t.clear}
            </Button>
          )}
        </Group>
        {isExpanded && (
          <Group align="flex-end" gap="sm">
            {can('hospitals', 'list') && (
              <RegistryFilter
                registry="hospitals"
                label={t.hospital}
                value={filters.hospitalId}
                onChange={(hospitalId) => onChange({ hospitalId })}
              />
            )}
            {can('surgeons', 'list') && (
              <RegistryFilter
                registry="surgeons"
                label={t.surgeon}
                value={filters.surgeonId}
                onChange={(surgeonId) => onChange({ surgeonId })}
              />
            )}
            {can('anesthetists', 'list') && (
              <RegistryFilter
                registry="anesthetists"
                label={t.anesthetist}
                value={filters.anesthetistId}
                onChange={(anesthetistId) => onChange({ anesthetistId })}
              />
            )}
            {can('patients', 'list') && (
              <PatientFilter value={filters.patientId} onChange={(patientId) => onChange({ patientId })} />
            )}
            <TextInput
              label={t.batchId}
              placeholder={t.batchIdPlaceholder}
              value={batchText}
              error={batchError}
              onChange={(event) => {
                const value = event.currentTarget.value.trim();
                setBatchText(value);
                if (!value || UUID.test(value)) onChange({ batchId: value });
              }}
              w={320}
            />
            <CompaniesFilter value={filters.companyIds} onChange={(companyIds) => onChange({ companyIds })} />
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t.active}
              </Text>
              <SegmentedControl
                aria-label={t.active}
                value={filters.active}
                onChange={(value) => onChange({ active: value as ActiveFilter })}
                data={[
                  { value: 'true', label: t.activeTrue },
                  { value: 'false', label: t.activeFalse },
                  { value: 'all', label: t.activeAll },
                ]}
              />
            </div>
            {customFields.length > 0 && (
              <CustomFieldFilters
                fields={customFields}
                values={filters.customFields}
                onChange={(values) => onChange({ customFields: values })}
              />
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The second row opens by itself when one of its filters is in force (a reload keeps it visible). */
function hasMoreFilters(filters: EventFilters): boolean {
  return Boolean(
    filters.hospitalId ||
    filters.surgeonId ||
    filters.anesthetistId ||
    filters.patientId ||
    filters.batchId ||
    filters.companyIds.length > 0 ||
    filters.active !== 'true' ||
    Object.keys(filters.customFields).length > 0,
  );
}
