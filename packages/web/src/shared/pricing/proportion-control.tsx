import { messages, PROPORTION_VALUES, fmt } from '@honora/contract';
import type { Proportion } from '@honora/domain';
import { Select, TextInput } from '@mantine/core';
import { shownProportion, type PricedProportion } from './proportion-shown';

const t = messages.screens.pricing;
const options = PROPORTION_VALUES.map((value) => ({ value, label: t.proportions[value] }));

interface Props {
  label: string;
  /** The user's choice (what is sent when the negotiation lets the user choose). */
  chosen: Proportion;
  /** What the priced line says, or null while the row is not priced. */
  priced: PricedProportion | null;
  isReadOnly?: boolean;
  disabled?: boolean;
  onChange: (proportion: Proportion) => void;
}

/**
 * A procedure's proportion as billed: a choice of 100/70/50% when the user decides it, else the
 * billed proportion read-only with what decided it ("50% · automático").
 */
export function ProportionControl({ label, chosen, priced, isReadOnly, disabled, onChange }: Props) {
  const shown = shownProportion(chosen, priced);
  if (shown.mode !== 'chosen') {
    return (
      <TextInput
        aria-label={label}
        size="xs"
        w={150}
        readOnly
        value={fmt(t.proportionShown, { proportion: t.proportions[shown.value], mode: t.proportionModes[shown.mode] })}
        title={t.proportionHints[shown.mode]}
        data-proportion-mode={shown.mode}
      />
    );
  }
  return (
    <Select
      aria-label={label}
      size="xs"
      w={100}
      allowDeselect={false}
      readOnly={isReadOnly}
      disabled={disabled}
      data={options}
      value={shown.value}
      data-proportion-mode="chosen"
      onChange={(value) => {
        const proportion = PROPORTION_VALUES.find((p) => p === value);
        if (proportion && proportion !== shown.value) onChange(proportion);
      }}
    />
  );
}
