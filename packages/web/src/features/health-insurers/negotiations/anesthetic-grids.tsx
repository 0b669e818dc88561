import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import { ANESTHETIC_INDICATOR_VALUES, ANESTHETIC_SIZE_VALUES, PORTE_GRADE_VALUES, fmt } from '@honora/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { NOT_PRICED } from './negotiation-form-model';
import { Legend, SelectField, TextField, type SectionProps } from './negotiation-inputs';

const f = negotiationScreenMessages.factors;
const porteOptions = PORTE_GRADE_VALUES.map((value) => ({ value, label: value }));

/** The anesthetic size mapping, the indicator points and the negotiated R$ per porte, as compact grids. */
export function AnestheticGrids({ form, isReadOnly }: Pick<SectionProps, 'form' | 'isReadOnly'>) {
  const field = { form, isReadOnly };
  const cell = { ...field, size: 'xs' as const, isNumeric: true };
  return (
    <Stack>
      <Legend>{f.anestheticPortesLegend}</Legend>
      <SimpleGrid cols={{ base: 4, md: 8 }}>
        {ANESTHETIC_SIZE_VALUES.map((size) => (
          <SelectField
            key={size}
            {...field}
            name={`anestheticPortes.${size}`}
            label={size}
            ariaLabel={fmt(f.anestheticPorte, { size })}
            size="xs"
            data={porteOptions}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <SelectField
          {...field}
          name="missingAnestheticPorte"
          label={f.missingAnestheticPorte}
          description={f.missingAnestheticPorteHint}
          data={[
            { value: NOT_PRICED, label: f.missingNotPriced },
            ...ANESTHETIC_SIZE_VALUES.map((size) => ({ value: size, label: size })),
          ]}
        />
      </SimpleGrid>

      <Legend>{f.indicatorsLegend}</Legend>
      <SimpleGrid cols={{ base: 5, md: 9 }} spacing="xs">
        {ANESTHETIC_INDICATOR_VALUES.map((letter) => (
          <TextField
            key={letter}
            {...cell}
            name={`anestheticIndicators.${letter}`}
            label={letter}
            ariaLabel={fmt(f.indicator, { letter })}
          />
        ))}
      </SimpleGrid>

      <Legend hint={f.portesMapHint}>{f.portesMapLegend}</Legend>
      <SimpleGrid cols={{ base: 3, sm: 6, md: 9 }} spacing="xs">
        {PORTE_GRADE_VALUES.map((porte) => (
          <TextField
            key={porte}
            {...cell}
            name={`portesMap.${porte}`}
            label={porte}
            ariaLabel={fmt(f.porteValue, { porte })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
