import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import { FEE_BASIS_VALUES } from '@honora/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { SelectField, SwitchField, TextField, type SectionProps } from './negotiation-inputs';
import { useEditionOptions, useValuationOptions } from './use-negotiations';

const s = negotiationScreenMessages;
const g = s.general;

interface Props extends Pick<SectionProps, 'form' | 'isReadOnly'> {
  /** A started negotiation still takes a new end (billing.md §5). */
  isEndReadOnly: boolean;
}

/** Geral: name, validity, the CBHPM table and valuation, and how the table is applied. */
export function GeneralSection({ form, isReadOnly, isEndReadOnly }: Props) {
  const editions = useEditionOptions();
  const valuations = useValuationOptions();
  const field = { form, isReadOnly };
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <TextField {...field} name="name" label={g.name} />
        <TextField {...field} name="start" label={g.start} description={g.startHint} placeholder={s.datePlaceholder} />
        <TextField
          {...field}
          isReadOnly={isEndReadOnly}
          name="end"
          label={g.end}
          description={g.endHint}
          placeholder={s.datePlaceholder}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SelectField
          {...field}
          name="cbhpmId"
          label={g.edition}
          placeholder={g.editionNone}
          data={editions}
          isClearable
        />
        <SelectField {...field} name="valuationId" label={g.valuation} data={valuations} isClearable />
      </SimpleGrid>
      <SwitchField {...field} name="useCbhpm" label={g.useCbhpm} description={g.useCbhpmHint} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SelectField
          {...field}
          name="feeBasis"
          label={g.feeBasis}
          data={FEE_BASIS_VALUES.map((value) => ({ value, label: g.feeBases[value] }))}
        />
        <TextField {...field} name="proportion" label={g.band} description={g.bandHint} isNumeric />
      </SimpleGrid>
      <SwitchField
        {...field}
        name="automaticProportion"
        label={g.automaticProportion}
        description={g.automaticProportionHint}
      />
    </Stack>
  );
}
