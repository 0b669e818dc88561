import { messages, type AdminCompanyRow } from '@honora/contract';
import { formatCnpj, formatNumber } from '@honora/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { CompanyKindBadge } from '../../shared/ui/company-kind-badge';

const t = messages.screens.adminCompanies;

interface Props {
  items: readonly AdminCompanyRow[];
  onOpen: (id: string) => void;
}

export function CompaniesTable({ items, onOpen }: Props) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover aria-label={t.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.name}</Table.Th>
            <Table.Th>{t.legalName}</Table.Th>
            <Table.Th>{t.cnpj}</Table.Th>
            <Table.Th>{t.matriz}</Table.Th>
            <Table.Th>{t.filiais}</Table.Th>
            <Table.Th>{t.status}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((company) => (
            <Table.Tr key={company.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{company.name}</Text>
                  <CompanyKindBadge company={company} />
                </Group>
              </Table.Td>
              <Table.Td>{company.legalName ?? ''}</Table.Td>
              <Table.Td>{company.cnpj ? formatCnpj(company.cnpj) : ''}</Table.Td>
              <Table.Td>{company.matrizName ?? ''}</Table.Td>
              <Table.Td>{company.isMatriz ? formatNumber(company.filiaisCount) : ''}</Table.Td>
              <Table.Td>
                {company.deletedAt ? (
                  <Badge color="gray" variant="light">
                    {t.deleted}
                  </Badge>
                ) : (
                  <Badge color="teal" variant="light">
                    {t.active}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onOpen(company.id)}
                  aria-label={t.openCompany(company.name)}
                >
                  {t.open}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
