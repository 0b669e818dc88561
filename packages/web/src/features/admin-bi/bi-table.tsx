import { fmt, messages, type AdminBiCompany, type AdminFigures } from '@honora/contract';
import { adminBiScreenMessages as t } from '@honora/contract/screen-texts/admin-bi';
import { formatCents, formatNumber, toCents } from '@honora/domain';
import { Badge, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { CompanyKindBadge } from '../../shared/ui/company-kind-badge';
import { nextSort, sortCompanies, type BiSort, type BiSortKey } from './bi-sort';

export const brl = (text: string) => formatCents(toCents(text));

const COLUMNS: { key: BiSortKey; label: string; isNumber: boolean }[] = [
  { key: 'name', label: t.bi.company, isNumber: false },
  { key: 'kind', label: t.bi.kind, isNumber: false },
  { key: 'place', label: t.bi.place, isNumber: false },
  { key: 'count', label: t.count, isNumber: true },
  { key: 'produced', label: t.produced, isNumber: true },
  { key: 'received', label: t.received, isNumber: true },
  { key: 'glosado', label: t.glosado, isNumber: true },
  { key: 'inProcessing', label: t.inProcessing, isNumber: true },
];

const ARROWS = { asc: '▲', desc: '▼' } as const;

/** A column header that sorts the table: a button inside the header, its state in aria-sort. */
function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  sort: BiSort;
  onSort: (s: BiSort) => void;
}) {
  const isSorted = sort.key === column.key;
  return (
    <Table.Th
      scope="col"
      ta={column.isNumber ? 'right' : undefined}
      aria-sort={isSorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton
        onClick={() => onSort(nextSort(sort, column.key))}
        title={fmt(t.bi.sortBy, { column: column.label })}
        fw={700}
        fz="sm"
      >
        {column.label}
        <span aria-hidden="true">{isSorted ? ` ${ARROWS[sort.direction]}` : ''}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

function MoneyCells({ row }: { row: AdminFigures }) {
  return (
    <>
      <Table.Td ta="right">{formatNumber(row.count)}</Table.Td>
      {[row.totalProduced, row.totalReceived, row.totalGlosado, row.totalInProcessing].map((value, i) => (
        <Table.Td key={i} ta="right" style={{ whiteSpace: 'nowrap' }}>
          {brl(value)}
        </Table.Td>
      ))}
    </>
  );
}

/** The name, "Excluída" for a removed company, and a filial's matriz below it. */
function CompanyName({ company }: { company: AdminBiCompany }) {
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{company.name}</Text>
        {company.isRemoved ? (
          <Badge color="gray" variant="light" size="sm">
            {messages.screens.adminCompanies.deleted}
          </Badge>
        ) : null}
      </Group>
      {company.isFilial && company.matrizName ? (
        <Text size="xs" c="dimmed">
          {fmt(t.bi.filialOf, { matriz: company.matrizName })}
        </Text>
      ) : null}
    </Stack>
  );
}

function Kind({ company }: { company: AdminBiCompany }) {
  if (company.isMatriz || company.isFilial) return <CompanyKindBadge company={company} />;
  return <Text size="sm">{messages.screens.adminCompanies.structures.single}</Text>;
}

/**
 * Each company's production in the period with the totals row (decision 038): every column
 * sorts; money in R$ from the API's decimal text, exactly.
 */
export function BiTable({
  companies,
  totals,
  sort,
  onSort,
}: {
  companies: readonly AdminBiCompany[];
  totals: AdminFigures;
  sort: BiSort;
  onSort: (sort: BiSort) => void;
}) {
  const rows = sortCompanies(companies, sort);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder highlightOnHover aria-label={t.bi.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((company) => (
            <Table.Tr key={company.companyId} data-company={company.name}>
              <Table.Th scope="row" fw={400}>
                <CompanyName company={company} />
              </Table.Th>
              <Table.Td>
                <Kind company={company} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {company.place ? `${company.place.city}/${company.place.uf}` : t.bi.noPlace}
              </Table.Td>
              <MoneyCells row={company} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot fw={700}>
          <Table.Tr data-company="total">
            <Table.Th scope="row" colSpan={3}>
              {t.total}
            </Table.Th>
            <MoneyCells row={totals} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
