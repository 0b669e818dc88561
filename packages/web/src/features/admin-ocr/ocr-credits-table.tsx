import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { fmt, type AdminOcrCreditRow } from '@honora/contract';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Anchor, Table, Text } from '@mantine/core';

const t = ocrMessages.creditsAdmin;

/** Every company's credits: the name opens its history and grants; numbers in pt-BR. */
export function OcrCreditsTable({
  items,
  onOpen,
}: {
  items: readonly AdminOcrCreditRow[];
  onOpen: (companyId: string) => void;
}) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.company}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t.balance}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t.granted}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t.used}
            </Table.Th>
            <Table.Th scope="col">{t.lastUse}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr key={row.companyId}>
              <Table.Th scope="row" fw="normal">
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => onOpen(row.companyId)}
                  aria-label={fmt(t.open, { name: row.name })}
                >
                  {row.name}
                </Anchor>
                {row.matrizName && (
                  <Text size="xs" c="dimmed">
                    {fmt(t.filialOf, { matriz: row.matrizName })}
                  </Text>
                )}
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatNumber(row.balance)}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(row.granted)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.used)}</Table.Td>
              <Table.Td>{row.lastUseAt ? formatDateTime(row.lastUseAt) : t.never}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
