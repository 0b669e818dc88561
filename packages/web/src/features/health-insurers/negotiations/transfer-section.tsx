import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import { SimpleGrid, Stack } from '@mantine/core';
import { Legend, SelectField, type SectionProps } from './negotiation-inputs';

const r = negotiationScreenMessages.transfer;
const payers = (['HEALTH_INSURANCE', 'HOSPITAL'] as const).map((value) => ({ value, label: r.payers[value] }));
const receivers = (['ANESTHETIST', 'COMPANY'] as const).map((value) => ({ value, label: r.receivers[value] }));

/** Repasse: who pays the group and who receives from the payer. */
export function TransferSection({ form, isReadOnly }: Pick<SectionProps, 'form' | 'isReadOnly'>) {
  return (
    <Stack>
      <Legend>{r.legend}</Legend>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SelectField form={form} isReadOnly={isReadOnly} name="transfer.payer" label={r.payer} data={payers} />
        <SelectField form={form} isReadOnly={isReadOnly} name="transfer.receiver" label={r.receiver} data={receivers} />
      </SimpleGrid>
    </Stack>
  );
}
