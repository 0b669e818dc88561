import { messages } from '@honora/contract';
import { Grid, TextInput } from '@mantine/core';
import type { SectionProps } from './form-types';

const t = messages.screens.money.receive.fields;
const FIELDS = ['complementation', 'attendanceFee'] as const;

/**
 * The money billed beside the procedures (issue 7; billing.md §3 values): the complementation and
 * the patient's co-participation fee, each an item of the ledger. Typed pt-BR ("1.234,56").
 */
export function ExtraValuesInputs({ draft, patch, errors, isReadOnly }: SectionProps) {
  return (
    <Grid>
      {FIELDS.map((name) => (
        <Grid.Col key={name} span={{ base: 6, md: 3 }}>
          <TextInput
            name={name}
            label={t[name]}
            description={name === 'complementation' ? t.complementationHint : t.attendanceFeeHint}
            inputMode="decimal"
            placeholder="0,00"
            leftSection="R$"
            readOnly={isReadOnly}
            value={draft[name]}
            error={errors[name]}
            onChange={(e) => patch({ [name]: e.currentTarget.value })}
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}
