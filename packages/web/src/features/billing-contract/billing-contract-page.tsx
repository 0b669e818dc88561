import { billingContractScreenMessages as t } from '@honora/contract/screen-texts/billing-contract';
import type { CompanyModule } from '@honora/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useCan } from '../../shared/auth/use-can';
import { ContractsSection } from './contracts-section';
import { MonthSection } from './month-section';
import { StatementsSection } from './statements-section';

/** platform.md §6 module contracts: list opens the screen, write changes contracts and statements, rm removes and cancels. */
const MODULE: CompanyModule = 'contracts';

/**
 * /client/BillingContract (billing.md §2 BillingContract; decision 052): the group's contract with
 * its billing company, the month's statement it produces (a preview until issued) and the
 * statements issued, paid or cancelled.
 */
export function BillingContractPage() {
  const can = useCan();
  const canWrite = can(MODULE, 'write');
  const canRemove = can(MODULE, 'rm');
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <ContractsSection canWrite={canWrite} canRemove={canRemove} />
      <MonthSection canWrite={canWrite} />
      <StatementsSection canWrite={canWrite} canCancel={canRemove} />
    </Stack>
  );
}
