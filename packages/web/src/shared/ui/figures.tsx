import { SimpleGrid, Stack, Text } from '@mantine/core';

export interface FigureItem {
  /** The data-figure name (tests and styles find a figure by it). */
  name: string;
  label: string;
  value: string;
  /** An amount: never broken across lines ("R$" above "5.597,31"). */
  isMoney?: boolean;
}

/** One figure: its label above its value, as a term and its description. */
function Figure({ name, label, value, isMoney = false }: FigureItem) {
  return (
    <Stack gap={2} data-figure={name}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={isMoney ? { whiteSpace: 'nowrap' } : undefined}>
        {value}
      </Text>
    </Stack>
  );
}

/** A row of figures as a description list; the figures without a value (values hidden) are left out. */
export function Figures({ items, cols = 6 }: { items: readonly (FigureItem | null)[]; cols?: number }) {
  const shown = items.filter((item): item is FigureItem => item !== null);
  if (shown.length === 0) return null;
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: cols }} m={0}>
      {shown.map((item) => (
        <Figure key={item.name} {...item} />
      ))}
    </SimpleGrid>
  );
}
