import { messages } from '@honora/contract';
import { changeLabelsScreenMessages } from '@honora/contract/screen-texts/change-labels';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CompanySearchSelect } from '../../shared/admin-pickers/company-search-select';
import { UserSearchSelect } from '../../shared/admin-pickers/user-search-select';
import type { FormErrors } from '../../shared/forms/form-errors';
import type { SearchOption } from '../../shared/ui/remote-search-select';
import { selectWidth } from '../../shared/ui/select-width';
import { emptyFilters, toChangeFilters, type ChangeFilters } from './change-filters';

const t = messages.screens.changes;
const collections = Object.entries(changeLabelsScreenMessages.collections).map(([value, label]) => ({ value, label }));

/** Company, who changed, collection and audit days (typed DD/MM/YYYY); applied with "Filtrar". */
export function ChangesFilterForm({ onApply }: { onApply: (filters: ChangeFilters) => void }) {
  const [company, setCompany] = useState<SearchOption | null>(null);
  const [user, setUser] = useState<SearchOption | null>(null);
  const [collection, setCollection] = useState<string | null>(null);
  const [dates, setDates] = useState({ from: '', to: '' });
  const [errors, setErrors] = useState<FormErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = toChangeFilters({
      companyId: company?.value ?? null,
      userId: user?.value ?? null,
      collection,
      ...dates,
    });
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    onApply(result.filters);
  }

  function clear() {
    setCompany(null);
    setUser(null);
    setCollection(null);
    setDates({ from: emptyFilters.from, to: emptyFilters.to });
    setErrors({});
    onApply({});
  }

  const dateInput = (field: 'from' | 'to') => (
    <TextInput
      name={field}
      label={t[field]}
      placeholder={t.datePlaceholder}
      inputMode="numeric"
      maxLength={10}
      value={dates[field]}
      error={errors[field]}
      w={160}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setDates((current) => ({ ...current, [field]: value }));
      }}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t.filtersLabel}>
      {/* A row that wraps, each field as wide as its choice: a company or a user shows whole. */}
      <Group align="flex-start">
        <CompanySearchSelect
          label={t.company}
          placeholder={t.companyPlaceholder}
          value={company}
          onChange={setCompany}
          error={errors.companyId}
          clearable
          minWidth={220}
        />
        <UserSearchSelect
          label={t.user}
          placeholder={t.userPlaceholder}
          value={user}
          onChange={setUser}
          error={errors.userId}
          clearable
          minWidth={260}
        />
        <Select
          name="collection"
          label={t.collection}
          placeholder={t.collectionPlaceholder}
          data={collections}
          value={collection}
          onChange={setCollection}
          error={errors.collection}
          clearable
          w={selectWidth([t.collectionPlaceholder, ...collections.map((option) => option.label)], 220)}
        />
        {dateInput('from')}
        {dateInput('to')}
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={clear}>
          {t.clear}
        </Button>
        <Button type="submit">{t.apply}</Button>
      </Group>
    </form>
  );
}
