import { fmt, type AdminMapState } from '@honora/contract';
import { adminBiScreenMessages as t } from '@honora/contract/screen-texts/admin-bi';
import { formatCents, formatCompactCents, formatNumber, toCents } from '@honora/domain';
import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { MapMeasure } from './admin-bi-filters';
import { GRID_COLUMNS, GRID_ROWS, legendRanges, LEVELS, levelOf, stateName, UF_TILES } from './uf-tiles';

const TILE = 58;
const GAP = 4;

const valueOf = (state: AdminMapState, by: MapMeasure) =>
  by === 'companies' ? state.companies : Number(toCents(state.totalProduced));

/** What a tile says to a screen reader: the state, its production and its companies, in that order of the measure. */
export function tileLabel(state: AdminMapState, by: MapMeasure): string {
  const values = {
    state: `${stateName(state.uf)} (${state.uf})`,
    value: formatCents(toCents(state.totalProduced)),
    companies: formatNumber(state.companies),
  };
  return fmt(by === 'companies' ? t.map.tileCompanies : t.map.tileProduced, values);
}

/** The figure a tile shows under its UF: the companies, or the production in short. */
const tileValue = (state: AdminMapState, by: MapMeasure) => {
  if (valueOf(state, by) === 0) return '';
  return by === 'companies' ? formatNumber(state.companies) : formatCompactCents(toCents(state.totalProduced));
};

function Legend({ max, by }: { max: number; by: MapMeasure }) {
  const text = (value: number) => (by === 'companies' ? formatNumber(value) : formatCents(value));
  const items = [
    { level: 0, label: t.map.legendNone },
    ...legendRanges(max).map(({ level, from, to }) => ({
      level,
      label: from === to ? text(from) : fmt(t.map.legendRange, { from: text(from), to: text(to) }),
    })),
  ];
  return (
    <Stack gap={4} component="section" aria-labelledby="map-legend-title">
      <Text size="sm" fw={700} id="map-legend-title">
        {t.map.legendTitle}
      </Text>
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Group key={item.level} gap="xs" component="li" wrap="nowrap">
            <Box
              w={18}
              h={18}
              style={{ background: LEVELS[item.level]!.background, border: `1px solid ${LEVELS[item.level]!.border}` }}
              aria-hidden="true"
            />
            <Text size="sm">{item.label}</Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * Brazil as a grid of its 27 states (decision 038): each a square roughly where the state is,
 * colored by the chosen measure, with the UF and its figure. Each square is a button — focusable,
 * named by the state and its figures (the short text it shows is hidden from the name, so a screen
 * reader hears the full figures once), pressed when chosen — that shows the state's cities.
 */
export function UfTileMap({
  states,
  by,
  selected,
  onSelect,
}: {
  states: readonly AdminMapState[];
  by: MapMeasure;
  selected: string | null;
  onSelect: (uf: string) => void;
}) {
  const max = Math.max(0, ...states.map((s) => valueOf(s, by)));
  return (
    <Stack gap="md">
      <Box
        role="group"
        aria-label={t.map.mapLabel}
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${GRID_COLUMNS}, ${TILE}px)`,
          gridTemplateRows: `repeat(${GRID_ROWS}, ${TILE}px)`,
          gap: GAP,
        }}
      >
        {states.map((state) => {
          const tile = UF_TILES[state.uf];
          if (!tile) return null;
          const level = LEVELS[levelOf(valueOf(state, by), max)]!;
          const isSelected = selected === state.uf;
          return (
            <UnstyledButton
              key={state.uf}
              data-uf={state.uf}
              aria-pressed={isSelected}
              onClick={() => onSelect(state.uf)}
              style={{
                gridColumn: tile.col + 1,
                gridRow: tile.row + 1,
                background: level.background,
                color: level.color,
                border: isSelected ? '3px solid #e8590c' : `1px solid ${level.border}`,
                borderRadius: 6,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                lineHeight: 1.1,
              }}
            >
              <VisuallyHidden>{tileLabel(state, by)}</VisuallyHidden>
              <Text span fw={700} fz="sm" c="inherit" aria-hidden="true">
                {state.uf}
              </Text>
              <Text span fz={10} c="inherit" style={{ whiteSpace: 'nowrap' }} aria-hidden="true">
                {tileValue(state, by)}
              </Text>
            </UnstyledButton>
          );
        })}
      </Box>
      <Legend max={max} by={by} />
    </Stack>
  );
}
