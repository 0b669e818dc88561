import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import { messages, fmt } from '@honora/contract';
import type { Rule } from '@honora/domain';
import { Group, NumberInput, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { useFormState } from '../../shared/forms/use-form-state';
import { SuperAdminOnlyBadge } from '../../shared/ui/super-admin-only-badge';
import { numberOf, type InsurerFormValues } from './insurer-form-model';

const v = messages.validation;
const m = healthInsurersMessages.validation;

export type InsurerForm = ReturnType<typeof useFormState<InsurerFormValues>>;

/** What every tab of the insurer form gets. */
export interface InsurerTabProps {
  form: InsurerForm;
  isReadOnly: boolean;
  /** Super-admin settings are editable only by super admins (read-only with the badge otherwise). */
  isSuperAdmin: boolean;
}

/** The contract's messages for a whole number between min and max (empty allowed when `isOptional`), as typed. */
export function wholeNumberRule(min: number, max: number, isOptional: boolean): Rule {
  return (value) => {
    const n = numberOf(typeof value === 'string' ? value : String(value ?? ''));
    if (n === null) return isOptional ? true : m.integer;
    if (!Number.isInteger(n)) return m.integer;
    if (n < min) return min >= 1 ? v.positive : fmt(v.range, { min, max });
    if (n > max) return fmt(v.range, { min, max });
    return true;
  };
}

interface NumberFieldProps {
  form: InsurerForm;
  name: string;
  label: string;
  min: number;
  max: number;
  isReadOnly: boolean;
  description?: string;
  /** The accessible name when the visible label is short ("Mínimo" inside a titled group). */
  ariaLabel?: string;
}

/** A whole-number input bound to a form path; nothing is clamped, so a wrong value shows its message. */
export function WholeNumberField({
  form,
  name,
  label,
  min,
  max,
  isReadOnly,
  description,
  ariaLabel,
}: NumberFieldProps) {
  return (
    <NumberInput
      name={name}
      label={label}
      aria-label={ariaLabel}
      description={description}
      value={form.values[name] ?? ''}
      error={form.errors[name]}
      min={min}
      max={max}
      allowDecimal={false}
      clampBehavior="none"
      readOnly={isReadOnly}
      onChange={(value) => form.setValue(name, String(value))}
    />
  );
}

interface FlagProps {
  form: InsurerForm;
  name: string;
  label: string;
  description?: string;
  isReadOnly: boolean;
  ariaLabel?: string;
}

/** A boolean setting ("true"/"false" in the form). */
export function FlagSwitch({ form, name, label, description, isReadOnly, ariaLabel }: FlagProps) {
  return (
    <Switch
      name={name}
      label={label}
      aria-label={ariaLabel}
      description={description}
      checked={form.values[name] === 'true'}
      disabled={isReadOnly}
      onChange={(event) => form.setValue(name, event.currentTarget.checked ? 'true' : 'false')}
    />
  );
}

/** A section title, with the super-admin badge when only super admins may change it. */
export function SectionTitle({
  children,
  isSuperAdminOnly = false,
}: {
  children: ReactNode;
  isSuperAdminOnly?: boolean;
}) {
  return (
    <Group gap="xs">
      <Text fw={600}>{children}</Text>
      {isSuperAdminOnly && <SuperAdminOnlyBadge />}
    </Group>
  );
}
