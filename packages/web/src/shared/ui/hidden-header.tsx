import { messages } from '@honora/contract';
import { Table, VisuallyHidden, type TableThProps } from '@mantine/core';

interface Props extends Omit<TableThProps, 'children'> {
  /** What the column holds, for screen readers; the actions of the row unless told. */
  label?: string;
}

/** The header of a column of buttons: no visible text, but a name (WCAG 1.3.1, no empty header cells). */
export function HiddenHeader({ label = messages.screens.common.actionsColumn, ...props }: Props) {
  return (
    <Table.Th {...props}>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Table.Th>
  );
}
