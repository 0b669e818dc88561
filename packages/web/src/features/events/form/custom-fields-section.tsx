import { type CustomField } from '@honora/contract';
import { Grid, NumberInput, Select, Switch, Text, TextInput } from '@mantine/core';
import type { CustomFieldValue } from './event-draft';
import type { SectionProps } from './form-types';
import { DateInput } from '../../../shared/forms/date-input';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const c = eventFormScreenMessages.customFields;

interface Props extends SectionProps {
  fields: readonly CustomField[];
}

/** The required custom fields left empty, as field errors (path `customFields.<key>`). */
export function missingCustomFields(
  fields: readonly CustomField[],
  values: Readonly<Record<string, CustomFieldValue>>,
): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.key];
    const isEmpty = value === undefined || value === null || (typeof value === 'string' && !value.trim());
    if (field.required && field.type !== 'boolean' && isEmpty) missing[`customFields.${field.key}`] = c.required;
  }
  return missing;
}

/** One custom field rendered by its type (text, number, date, select, yes/no). */
function FieldInput({
  field,
  value,
  error,
  isReadOnly,
  onChange,
}: {
  field: CustomField;
  value: CustomFieldValue | undefined;
  error: string | undefined;
  isReadOnly: boolean;
  onChange: (value: CustomFieldValue) => void;
}) {
  const common = { label: field.label, required: field.required, error, readOnly: isReadOnly };
  const name = `customFields.${field.key}`;
  switch (field.type) {
    case 'number':
      return (
        <NumberInput
          {...common}
          name={name}
          decimalSeparator=","
          thousandSeparator="."
          value={typeof value === 'number' ? value : ''}
          onChange={(n) => onChange(typeof n === 'number' ? n : null)}
        />
      );
    case 'date':
      return (
        <DateInput
          {...common}
          name={name}
          value={typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(next || null)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          name={name}
          clearable={!field.required}
          searchable
          data={field.options}
          value={typeof value === 'string' && value ? value : null}
          onChange={(option) => onChange(option)}
        />
      );
    case 'boolean':
      return (
        <Switch
          mt={{ base: 0, md: 30 }}
          name={name}
          label={field.label}
          error={error}
          disabled={isReadOnly}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          name={name}
          maxLength={500}
          value={typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.currentTarget.value || null)}
        />
      );
  }
}

/** Campos personalizados: the company's fields for events, each by its type (values kept by key). */
export function CustomFieldsSection({ draft, patch, errors, isReadOnly, fields }: Props) {
  if (fields.length === 0) return <Text c="dimmed">{c.empty}</Text>;
  return (
    <Grid>
      {fields.map((field) => (
        <Grid.Col key={field.id} span={{ base: 12, md: 4 }}>
          <FieldInput
            field={field}
            value={draft.customFields[field.key]}
            error={errors[`customFields.${field.key}`]}
            isReadOnly={isReadOnly}
            onChange={(value) => patch({ customFields: { ...draft.customFields, [field.key]: value } })}
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}
