import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import { accommodations, eventTypes, messages, TECHNIQUE_VALUES, fmt } from '@honora/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { AnestheticGrids } from './anesthetic-grids';
import { Legend, TextField, type SectionProps } from './negotiation-inputs';

const f = negotiationScreenMessages.factors;
const registry = messages.screens.registry;

/**
 * Fatores: multipliers typed as "1,3" and R$ typed as "1.234,56" — every constant of
 * billing.md §9 that prices a procedure, as a term of this negotiation.
 */
export function FactorsSection({ form, isReadOnly }: Pick<SectionProps, 'form' | 'isReadOnly'>) {
  const field = { form, isReadOnly, isNumeric: true };
  return (
    <Stack>
      <Legend hint={f.hint}>{f.generalLegend}</Legend>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <TextField {...field} name="utm" label={f.utm} />
        <TextField {...field} name="emergencyFactor" label={f.emergencyFactor} />
      </SimpleGrid>

      <Legend>{f.accommodationLegend}</Legend>
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        {accommodations.map((a) => (
          <TextField
            key={a}
            {...field}
            name={`accommodationFactors.${a}`}
            label={fmt(f.accommodationFactor, { accommodation: registry.accommodations[a] })}
          />
        ))}
        {accommodations.map((a) => (
          <TextField
            key={a}
            {...field}
            name={`accommodationValues.${a}`}
            label={fmt(f.accommodationValue, { accommodation: registry.accommodations[a] })}
          />
        ))}
      </SimpleGrid>

      <Legend>{f.techniqueLegend}</Legend>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {TECHNIQUE_VALUES.map((technique) => (
          <TextField
            key={technique}
            {...field}
            name={`techniquesUsed.${technique}`}
            label={fmt(f.techniqueFactor, { technique: f.techniques[technique] })}
          />
        ))}
      </SimpleGrid>

      <Legend hint={f.ucoHint}>{f.ucoLegend}</Legend>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {eventTypes.map((type) => (
          <TextField
            key={type}
            {...field}
            name={`ucoByType.${type}`}
            label={fmt(f.uco, { type: registry.eventTypes[type] })}
          />
        ))}
      </SimpleGrid>

      <AnestheticGrids form={form} isReadOnly={isReadOnly} />
    </Stack>
  );
}
