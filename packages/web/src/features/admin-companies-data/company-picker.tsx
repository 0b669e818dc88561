import { messages, type AdminCompanyRow, fmt } from '@honora/contract';
import { formatCnpj } from '@honora/domain';
import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { CompanyKindBadge } from '../../shared/ui/company-kind-badge';
import { PagedResults } from '../../shared/ui/paged-results';
import { useSearchPaging } from '../../shared/ui/use-search-paging';
import { PICKER_PAGE_SIZE, usePickableCompanies } from './use-companies-data';
import { HiddenHeader } from '../../shared/ui/hidden-header';

const t = messages.screens.adminCompanies;

/** Search a live company by name, legal name or CNPJ and choose it. */
export function CompanyPicker({ onPick }: { onPick: (id: string) => void }) {
  const { search, setSearch, debounced, page, setPage } = useSearchPaging();
  const query = usePickableCompanies(debounced, page);
  return (
    <Stack>
      <Title order={2} size="h3">
        {t.data.pickTitle}
      </Title>
      <TextInput
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        type="search"
        maw={420}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <PagedResults
        query={query}
        page={page}
        pageSize={PICKER_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => <PickTable items={data.items} onPick={onPick} />}
      </PagedResults>
    </Stack>
  );
}

function PickTable({ items, onPick }: { items: readonly AdminCompanyRow[]; onPick: (id: string) => void }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.empty}
      </Text>
    );
  }
  return (
    <Table striped highlightOnHover aria-label={t.tableLabel}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.name}</Table.Th>
          <Table.Th>{t.cnpj}</Table.Th>
          <HiddenHeader />
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
            <Table.Td>{company.cnpj ? formatCnpj(company.cnpj) : ''}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                onClick={() => onPick(company.id)}
                aria-label={fmt(t.data.chooseCompany, { name: company.name })}
              >
                {t.data.choose}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
