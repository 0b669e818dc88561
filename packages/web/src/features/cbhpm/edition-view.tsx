import { type CbhpmEdition, type CbhpmProcedureRow, fmt } from '@honora/contract';
import { cbhpmMessages as c } from '@honora/contract/screen-texts/cbhpm';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { PagedResults } from '../../shared/ui/paged-results';
import { QueryState } from '../../shared/ui/query-state';
import { useSearchPaging } from '../../shared/ui/use-search-paging';
import { decimalPt, PROCEDURES_PAGE_SIZE, useEditions, useProcedures } from './use-cbhpm';

const p = c.procedure;
const none = c.notApplicable;

const orNone = (value: string | number | null) => (value === null ? none : String(value));

function ProceduresTable({ items }: { items: readonly CbhpmProcedureRow[] }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {c.proceduresEmpty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover aria-label={c.proceduresLabel} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{p.code}</Table.Th>
            <Table.Th>{p.description}</Table.Th>
            <Table.Th>{p.porte}</Table.Th>
            <Table.Th>{p.porteFraction}</Table.Th>
            <Table.Th ta="right">{p.anestheticPorte}</Table.Th>
            <Table.Th ta="right">{p.uco}</Table.Th>
            <Table.Th ta="right">{p.auxiliaries}</Table.Th>
            <Table.Th ta="right">{p.film}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr key={row.code}>
              <Table.Td ff="monospace">{row.code}</Table.Td>
              <Table.Td>{row.description}</Table.Td>
              <Table.Td>{orNone(row.porte)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {row.porteFraction && row.porte
                  ? fmt(c.fractionOf, { fraction: decimalPt(row.porteFraction), porte: row.porte })
                  : none}
              </Table.Td>
              <Table.Td ta="right">{orNone(row.anestheticPorte)}</Table.Td>
              <Table.Td ta="right">{row.uco ? decimalPt(row.uco) : none}</Table.Td>
              <Table.Td ta="right">{orNone(row.auxiliaries)}</Table.Td>
              <Table.Td ta="right">{row.film ? decimalPt(row.film) : none}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Procedures({ edition }: { edition: CbhpmEdition }) {
  const { search, setSearch, debounced, page, setPage } = useSearchPaging();
  const query = useProcedures(edition.id, debounced, page);
  return (
    <Stack gap="sm">
      <TextInput
        label={c.searchLabel}
        placeholder={c.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={520}
      />
      <PagedResults
        query={query}
        page={page}
        pageSize={PROCEDURES_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(c.proceduresTotal, { count })}
      >
        {(data) => <ProceduresTable items={data.items} />}
      </PagedResults>
    </Stack>
  );
}

/** /admin/cbhpm/{id}: one edition version, its procedures searched by code or description, 100 a page. */
export function EditionView({ id, onBack }: { id: string; onBack: () => void }) {
  const editions = useEditions();
  return (
    <Stack>
      <Group>
        <Button variant="default" onClick={onBack}>
          {c.back}
        </Button>
      </Group>
      <QueryState query={editions}>
        {(data) => {
          const edition = data.items.find((item) => item.id === id);
          if (!edition) {
            return (
              <Text c="red" role="alert">
                {c.errors.editionNotFound}
              </Text>
            );
          }
          return (
            <Stack>
              <div>
                <Title order={1}>{fmt(c.editionTitle, { name: edition.name, version: edition.version })}</Title>
                <Text c="dimmed">
                  {fmt(c.editionSummary, {
                    count: formatNumber(edition.procedureCount),
                    when: formatDateTime(edition.createdAt),
                    who: edition.createdByName,
                  })}
                </Text>
              </div>
              <Procedures edition={edition} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
