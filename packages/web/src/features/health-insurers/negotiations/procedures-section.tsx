import { Stack } from '@mantine/core';
import { ExpenseList } from './expense-list';
import { GroupList } from './group-lists';
import type { SectionProps } from './negotiation-inputs';
import { CustomProcedures, ProcedureOverrides } from './procedure-lists';

/** Procedimentos: what the negotiation prices outside (or instead of) the table's own rules. */
export function ProceduresSection(props: SectionProps) {
  return (
    <Stack>
      <CustomProcedures {...props} />
      <ProcedureOverrides {...props} />
      <GroupList {...props} kind="packages" />
      <GroupList {...props} kind="perHour" />
      <ExpenseList {...props} />
    </Stack>
  );
}
