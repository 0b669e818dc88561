import { MONEY_LIMITS, messages } from '@honora/contract';
import { Group, TextInput } from '@mantine/core';
import { GlosaReasonPicker } from '../glosa-reasons/glosa-reason-picker';
import type { GlosaErrors, GlosaInput } from './glosa-input';

const g = messages.screens.money.receive.glosa;

interface Props {
  value: GlosaInput;
  onChange: (change: Partial<GlosaInput>) => void;
  errors: GlosaErrors;
  /** Labels naming the item (the receive dialog's rows); the plain ones otherwise. */
  codesLabel?: string;
  reasonLabel?: string;
  disabled?: boolean;
}

/** The reasons of a glosa booked by hand: table-38 codes (required) and a free text (optional; decision 026). */
export function GlosaFields({ value, onChange, errors, codesLabel, reasonLabel, disabled }: Props) {
  return (
    <Group grow align="flex-start">
      <GlosaReasonPicker
        label={codesLabel ?? g.codes}
        value={value.glosaCodes}
        onChange={(glosaCodes) => onChange({ glosaCodes })}
        error={errors.glosaCodes}
        required
        disabled={disabled}
        maxValues={MONEY_LIMITS.glosaCodes}
      />
      <TextInput
        label={reasonLabel ?? g.reason}
        value={value.glosaReason}
        maxLength={MONEY_LIMITS.glosaReason}
        error={errors.glosaReason}
        disabled={disabled}
        onChange={(e) => onChange({ glosaReason: e.currentTarget.value })}
      />
    </Group>
  );
}
