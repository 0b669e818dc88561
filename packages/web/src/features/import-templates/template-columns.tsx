import { fmt, importTemplateLayout, type CustomField, type SpreadsheetConfig } from '@honora/contract';
import { importTemplatesScreenMessages as t } from '@honora/contract/screen-texts/import-templates';
import { List, Stack, Text, Title } from '@mantine/core';

interface Props {
  config: SpreadsheetConfig | null;
  customFields: readonly CustomField[];
}

/** The template's columns as the server writes them (the contract's one layout function, decision 040). */
export function TemplateColumns({ config, customFields }: Props) {
  const layout = importTemplateLayout(config, customFields);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t.columnsTitle}
      </Title>
      <Text size="sm">
        {fmt(t.columnsSummary, {
          count: layout.columns.length,
          row: layout.headerRow,
          dateFormat: layout.dateFormat,
        })}
      </Text>
      <List size="sm" style={{ columns: '16rem' }} aria-label={t.columnsTitle}>
        {layout.columns.map((column) => (
          <List.Item key={column.index}>
            {fmt(t.column, {
              letter: column.letter,
              header: column.source.kind === 'custom' ? fmt(t.customField, { label: column.header }) : column.header,
            })}
          </List.Item>
        ))}
      </List>
      {layout.skippedCustomFields.length > 0 && (
        <Text size="sm" c="dimmed">
          {fmt(t.skipped, { labels: layout.skippedCustomFields.map((field) => field.label).join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
