import { Select, Switch, Text, TextInput } from '@mantine/core';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import type { useFormState } from '../../../shared/forms/use-form-state';
import type { NegotiationRows, NegotiationValues } from './negotiation-form-model';

export type NegotiationFormState = ReturnType<typeof useFormState<NegotiationValues>>;

/** What every section of the negotiation form gets. */
export interface SectionProps {
  form: NegotiationFormState;
  rows: NegotiationRows;
  setRows: Dispatch<SetStateAction<NegotiationRows>>;
  /** The terms are read-only: no write permission, or the negotiation has started. */
  isReadOnly: boolean;
}

/** Hints under the input, so the inputs of a row line up whether they have one or not. */
const wrapperOrder: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

interface FieldProps {
  form: NegotiationFormState;
  name: string;
  label: string;
  /** The accessible name when the visible label is short ("3A" in the grid of portes). */
  ariaLabel?: string;
  isReadOnly: boolean;
  description?: string;
  placeholder?: string;
  /** Numbers are typed pt-BR: a right-aligned input with the numeric keyboard. */
  isNumeric?: boolean;
  size?: 'xs' | 'sm';
}

/** A text input bound to a contract path of the form. */
export function TextField(props: FieldProps) {
  const { form, name, isNumeric } = props;
  return (
    <TextInput
      {...form.field(name)}
      label={props.label}
      aria-label={props.ariaLabel}
      inputWrapperOrder={wrapperOrder}
      description={props.description}
      placeholder={props.placeholder}
      readOnly={props.isReadOnly}
      size={props.size}
      inputMode={isNumeric ? 'decimal' : undefined}
      styles={isNumeric ? { input: { textAlign: 'right' } } : undefined}
    />
  );
}

interface SelectFieldProps extends FieldProps {
  data: { value: string; label: string }[];
  /** Allows an empty choice (stored as ''). */
  isClearable?: boolean;
}

export function SelectField(props: SelectFieldProps) {
  const { form, name } = props;
  return (
    <Select
      name={name}
      label={props.label}
      aria-label={props.ariaLabel}
      inputWrapperOrder={wrapperOrder}
      description={props.description}
      placeholder={props.placeholder}
      size={props.size}
      data={props.data}
      value={form.values[name] || null}
      error={form.errors[name]}
      onChange={(value) => form.setValue(name, value ?? '')}
      allowDeselect={false}
      clearable={props.isClearable ?? false}
      searchable={props.data.length > 10}
      readOnly={props.isReadOnly}
    />
  );
}

/** A boolean term ("true"/"false" in the form). */
export function SwitchField({ form, name, label, description, isReadOnly }: FieldProps) {
  return (
    <Switch
      name={name}
      label={label}
      description={description}
      checked={form.values[name] === 'true'}
      disabled={isReadOnly}
      onChange={(event) => form.setValue(name, event.currentTarget.checked ? 'true' : 'false')}
    />
  );
}

export function Legend({ children, hint }: { children: ReactNode; hint?: string }) {
  return (
    <div>
      <Text fw={600}>{children}</Text>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </div>
  );
}
