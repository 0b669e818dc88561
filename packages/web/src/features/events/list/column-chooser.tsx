import { messages } from '@honora/contract';
import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { isMoneyColumn, TABLE_COLUMNS, type TableColumn } from './column-model';

const t = messages.screens.events.list;
const headers = messages.screens.events.exportColumns;

interface Props {
  chosen: readonly TableColumn[];
  hasValues: boolean;
  onChange: (columns: TableColumn[]) => void;
  onReset: () => void;
}

/** Which columns the table (and the spreadsheet) shows; the choice is saved for the user. */
export function ColumnChooser({ chosen, hasValues, onChange, onReset }: Props) {
  const offered = TABLE_COLUMNS.filter((column) => hasValues || !isMoneyColumn(column));
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default">{t.columnChooser}</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" maw={280}>
          <Text size="xs" c="dimmed">
            {t.columnChooserHint}
          </Text>
          <Checkbox.Group
            label={t.columnChooser}
            value={[...chosen]}
            onChange={(values) => onChange(TABLE_COLUMNS.filter((column) => values.includes(column)))}
          >
            <Stack gap={6} mt={4}>
              {offered.map((column) => (
                <Checkbox key={column} value={column} label={headers[column]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Button size="xs" variant="subtle" onClick={onReset}>
            {t.columnsReset}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
