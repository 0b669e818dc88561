import { messages, type AdminCompanyRow, fmt } from '@honora/contract';
import { formatCnpj, formatNumber } from '@honora/domain';
import { Badge, Group, Text } from '@mantine/core';
import { CompanyKindBadge } from '../../shared/ui/company-kind-badge';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';

const t = messages.screens.adminCompanies;

const columns: RecordColumn<AdminCompanyRow>[] = [
  {
    header: t.name,
    cell: (company) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{company.name}</Text>
        <CompanyKindBadge company={company} />
      </Group>
    ),
  },
  { header: t.legalName, cell: (company) => company.legalName ?? '' },
  { header: t.cnpj, cell: (company) => (company.cnpj ? formatCnpj(company.cnpj) : '') },
  { header: t.matriz, cell: (company) => company.matrizName ?? '' },
  { header: t.filiais, cell: (company) => (company.isMatriz ? formatNumber(company.filiaisCount) : '') },
  {
    header: t.status,
    cell: (company) =>
      company.deletedAt ? (
        <Badge color="gray" variant="light">
          {t.deleted}
        </Badge>
      ) : (
        <Badge color="teal" variant="light">
          {t.active}
        </Badge>
      ),
  },
];

export function CompaniesTable({ items, onOpen }: { items: readonly AdminCompanyRow[]; onOpen: (id: string) => void }) {
  return (
    <RecordsTable
      rows={items}
      columns={columns}
      label={t.tableLabel}
      empty={t.empty}
      minWidth={820}
      action={{
        label: t.open,
        ariaLabel: (company) => fmt(t.openCompany, { name: company.name }),
        onClick: (company) => onOpen(company.id),
      }}
    />
  );
}
