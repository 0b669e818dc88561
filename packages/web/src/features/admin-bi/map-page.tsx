import { fmt, type AdminMapResponse } from '@honora/contract';
import { adminBiScreenMessages as t } from '@honora/contract/screen-texts/admin-bi';
import { brazilDate, formatNumber, UF_BY_IBGE_CODE } from '@honora/domain';
import { Anchor, Box, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { specialtiesRegionsScreenMessages as regionTexts } from '@honora/contract/screen-texts/specialties-regions';
import { useSession } from '../../shared/auth/auth-store';
import { RegionSelect } from '../../shared/registry/region-select';
import { paths } from '../../shared/routing/paths';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { Figures } from '../../shared/ui/figures';
import { QueryState } from '../../shared/ui/query-state';
import {
  changePeriod,
  mapFiltersFromParams,
  pathWithPeriod,
  writeMapFilters,
  type MapFilters,
  type MapMeasure,
} from './admin-bi-filters';
import { brl } from './bi-table';
import { CitiesTable, StatesTable } from './place-tables';
import { PeriodBar } from './period-bar';
import { UfTileMap } from './uf-tile-map';
import { stateName } from './uf-tiles';
import { useMap } from './use-admin-bi';

const UFS = Object.values(UF_BY_IBGE_CODE);

function ChosenState({ data, uf, onClear }: { data: AdminMapResponse; uf: string; onClear: () => void }) {
  const state = data.states.find((s) => s.uf === uf)!;
  const cities = data.cities.filter((c) => c.uf === uf);
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="map-cities-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="map-cities-title">
            {fmt(t.map.citiesLabel, { state: `${stateName(uf)} (${uf})` })}
          </Title>
          <Button variant="subtle" size="xs" onClick={onClear}>
            {t.map.clearState}
          </Button>
        </Group>
        <CitiesTable uf={uf} state={state} cities={cities} />
      </Stack>
    </Paper>
  );
}

function MapFigures({
  data,
  filters,
  onChange,
}: {
  data: AdminMapResponse;
  filters: MapFilters;
  onChange: (next: Partial<MapFilters>) => void;
}) {
  return (
    <Stack>
      <Figures
        cols={5}
        items={[
          { name: 'companies', label: t.companies, value: formatNumber(data.totals.companies) },
          { name: 'count', label: t.count, value: formatNumber(data.totals.count) },
          { name: 'produced', label: t.produced, value: brl(data.totals.totalProduced), isMoney: true },
          { name: 'received', label: t.received, value: brl(data.totals.totalReceived), isMoney: true },
          { name: 'unlocated', label: t.map.unlocated, value: brl(data.unlocated.totalProduced), isMoney: true },
        ]}
      />
      <Group align="stretch" gap="lg" wrap="wrap">
        <Paper component="section" withBorder p="md" aria-labelledby="map-tiles-title">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end">
              <Title order={2} size="h4" id="map-tiles-title">
                {t.map.mapLabel}
              </Title>
              <Stack gap={2}>
                <Text size="sm" id="map-measure-label">
                  {t.map.colorBy}
                </Text>
                <SegmentedControl
                  size="xs"
                  aria-labelledby="map-measure-label"
                  value={filters.by}
                  onChange={(value) => onChange({ by: value as MapMeasure })}
                  data={[
                    { value: 'produced', label: t.map.byProduced },
                    { value: 'companies', label: t.map.byCompanies },
                  ]}
                />
              </Stack>
            </Group>
            <UfTileMap
              states={data.states}
              by={filters.by}
              selected={filters.uf}
              onSelect={(uf) => onChange({ uf: filters.uf === uf ? null : uf })}
            />
          </Stack>
        </Paper>
        <Box style={{ flex: '1 1 420px', minWidth: 0 }}>
          {filters.uf ? (
            <ChosenState data={data} uf={filters.uf} onClear={() => onChange({ uf: null })} />
          ) : (
            <Paper withBorder p="md" h="100%">
              <Text c="dimmed">{t.map.chooseState}</Text>
            </Paper>
          )}
        </Box>
      </Group>
      <StatesTable data={data} onSelect={(uf) => onChange({ uf })} />
      <Text size="sm" c="dimmed">
        {t.map.unlocatedHint}
      </Text>
    </Stack>
  );
}

/**
 * /admin/Map (platform.md §2; decision 038): where the companies are and where their production
 * happened — the city of each event's hospital — by state on a tile map of Brazil and by city of
 * the chosen state, for every administrator. No map tiles, no network beyond the API.
 */
export function AdminMapPage() {
  const today = brazilDate(new Date());
  const isSuperAdmin = useSession()?.isSuperAdmin ?? false;
  const [params, updateParams] = useSearchParamsUpdater();
  const filters = mapFiltersFromParams(params, today, UFS);
  const map = useMap({
    from: filters.from,
    until: filters.until,
    ...(filters.regionId ? { regionId: filters.regionId } : {}),
  });
  const change = (next: Partial<MapFilters>) =>
    updateParams((current) => {
      const now = mapFiltersFromParams(current, today, UFS);
      return writeMapFilters(current, { ...now, ...next, ...changePeriod(now, next) }, today);
    });
  return (
    <Stack>
      <Title order={1}>{t.map.title}</Title>
      <Text c="dimmed">{t.map.hint}</Text>
      <PeriodBar today={today} period={filters} onChange={change}>
        <RegionSelect
          label={regionTexts.region}
          placeholder={regionTexts.allRegions}
          value={filters.regionId ?? undefined}
          onChange={(regionId) => change({ regionId: regionId ?? null })}
        />
        {isSuperAdmin ? (
          <Anchor component={Link} to={pathWithPeriod(paths.adminBi, filters, today)}>
            {t.map.openBi}
          </Anchor>
        ) : null}
      </PeriodBar>
      <Text size="sm" c="dimmed">
        {t.periodHint}
      </Text>
      <QueryState query={map}>{(data) => <MapFigures data={data} filters={filters} onChange={change} />}</QueryState>
    </Stack>
  );
}
