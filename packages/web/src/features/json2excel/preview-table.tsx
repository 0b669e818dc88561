import { fmt, type Json2ExcelPreview } from '@honora/contract';
import { json2excelScreenMessages as t } from '@honora/contract/screen-texts/json2excel';
import { formatNumber } from '@honora/domain';
import { Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';

/** The preview: how many rows and columns, the column list, and the first rows as the sheet shows them. */
export function PreviewTable({ preview }: { preview: Json2ExcelPreview }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2}>{t.previewTitle}</Title>
        <Text role="status">
          {fmt(t.summary, {
            rows: formatNumber(preview.total),
            columns: formatNumber(preview.columns.length),
            shown: formatNumber(preview.rows.length),
          })}
        </Text>
        <Title order={3} size="h5">
          {t.columnsTitle}
        </Title>
        <Text data-testid="json2excel-columns">{preview.columns.join(', ')}</Text>
        <ScrollArea type="auto">
          <Table striped withTableBorder withColumnBorders aria-label={t.tableLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.rowNumber}</Table.Th>
                {preview.columns.map((column, i) => (
                  <Table.Th key={i}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.rows.map((row, r) => (
                <Table.Tr key={r}>
                  <Table.Td>{r + 1}</Table.Td>
                  {row.map((cell, c) => (
                    <Table.Td key={c}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
