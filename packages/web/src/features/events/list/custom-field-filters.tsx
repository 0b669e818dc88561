import { messages, type CustomField } from '@honora/contract';
import { Select } from '@mantine/core';
import { DebouncedTextInput } from './debounced-text-input';
import { DateInput } from '../../../shared/forms/date-input';
import { isDateValue } from '../../../shared/forms/date-text';

const t = messages.screens.events.list.filters;

interface Props {
  fields: readonly CustomField[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}

/** One input per filterable event custom field of the company (its type decides the input). */
export function CustomFieldFilters({ fields, values, onChange }: Props) {
  const set = (key: string, value: string | null) => {
    const next = { ...values };
    if (value) next[key] = value;
    else delete next[key];
    onChange(next);
  };
  return fields.map((field) => {
    const value = values[field.key] ?? '';
    if (field.type === 'select' || field.type === 'boolean') {
      const data =
        field.type === 'boolean'
          ? [
              { value: 'true', label: t.yes },
              { value: 'false', label: t.no },
            ]
          : field.options.map((option) => ({ value: option, label: option }));
      return (
        <Select
          key={field.key}
          label={field.label}
          placeholder={t.any}
          data={data}
          value={value || null}
          onChange={(next) => set(field.key, next)}
          clearable
          w={200}
        />
      );
    }
    if (field.type === 'date') {
      return (
        <DateInput
          key={field.key}
          label={field.label}
          value={value}
          onChange={(next) => isDateValue(next) && set(field.key, next)}
          w={170}
        />
      );
    }
    return (
      <DebouncedTextInput
        key={field.key}
        label={field.label}
        value={value}
        onCommit={(next) => set(field.key, next)}
        w={200}
      />
    );
  });
}
