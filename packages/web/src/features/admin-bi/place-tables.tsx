import { fmt, type AdminMapCity, type AdminMapResponse, type AdminMapState } from '@honora/contract';
import { adminBiScreenMessages as t } from '@honora/contract/screen-texts/admin-bi';
import { formatNumber, toCents } from '@honora/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { brl } from './bi-table';
import { stateName } from './uf-tiles';

type Figures = Pick<AdminMapState, 'companies' | 'count' | 'totalProduced' | 'totalReceived' | 'totalGlosado'>;

const NUMBER_HEADERS = [t.companies, t.count, t.produced, t.received, t.glosado];

/** The cities' table beside the map is narrower: it leaves received and glosado to the states' table. */
function FigureCells({ row, isNarrow = false }: { row: Figures; isNarrow?: boolean }) {
  const money = isNarrow ? [row.totalProduced] : [row.totalProduced, row.totalReceived, row.totalGlosado];
  return (
    <>
      <Table.Td ta="right">{formatNumber(row.companies)}</Table.Td>
      <Table.Td ta="right">{formatNumber(row.count)}</Table.Td>
      {money.map((value, i) => (
        <Table.Td key={i} ta="right" style={{ whiteSpace: 'nowrap' }}>
          {brl(value)}
        </Table.Td>
      ))}
    </>
  );
}

function Headers({ first, isNarrow = false }: { first: string; isNarrow?: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col">{first}</Table.Th>
        {NUMBER_HEADERS.slice(0, isNarrow ? 3 : 5).map((label) => (
          <Table.Th key={label} scope="col" ta="right">
            {label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/**
 * The states with companies or production, largest production first, then the production
 * without a place and the total (decision 038). A state's name shows its cities.
 */
export function StatesTable({ data, onSelect }: { data: AdminMapResponse; onSelect: (uf: string) => void }) {
  const states = data.states
    .filter((s) => s.companies > 0 || s.count > 0)
    .sort((a, b) => Number(toCents(b.totalProduced) - toCents(a.totalProduced)) || b.companies - a.companies);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder aria-label={t.map.statesLabel}>
        <Headers first={t.map.state} />
        <Table.Tbody>
          {states.map((state) => (
            <Table.Tr key={state.uf} data-uf={state.uf}>
              <Table.Th scope="row" fw={400}>
                <Anchor component="button" type="button" onClick={() => onSelect(state.uf)}>
                  {stateName(state.uf)} ({state.uf})
                </Anchor>
              </Table.Th>
              <FigureCells row={state} />
            </Table.Tr>
          ))}
          {data.unlocated.count > 0 ? (
            <Table.Tr data-uf="none">
              <Table.Th scope="row" fw={400}>
                {t.map.unlocated}
              </Table.Th>
              <FigureCells row={data.unlocated} />
            </Table.Tr>
          ) : null}
        </Table.Tbody>
        <Table.Tfoot fw={700}>
          <Table.Tr>
            <Table.Th scope="row">{t.total}</Table.Th>
            <FigureCells row={data.totals} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The chosen state's cities, by name, with the state's own figures as the total. */
export function CitiesTable({
  uf,
  state,
  cities,
}: {
  uf: string;
  state: AdminMapState;
  cities: readonly AdminMapCity[];
}) {
  const label = fmt(t.map.citiesLabel, { state: stateName(uf) });
  if (cities.length === 0) return <Text c="dimmed">{t.map.noCities}</Text>;
  return (
    <Table.ScrollContainer minWidth={400}>
      <Table striped withTableBorder aria-label={label}>
        <Headers first={t.map.city} isNarrow />
        <Table.Tbody>
          {cities.map((city) => (
            <Table.Tr key={city.ibgeCode} data-city={city.city}>
              <Table.Th scope="row" fw={400}>
                {city.city}
              </Table.Th>
              <FigureCells row={city} isNarrow />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot fw={700}>
          <Table.Tr>
            <Table.Th scope="row">{fmt(t.map.stateTotal, { uf })}</Table.Th>
            <FigureCells row={state} isNarrow />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
