import { type Collection } from '@honora/contract';
import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';
import { formatNumber } from '@honora/domain';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { dateOf, moneyOf, type MoneyField } from './collection-shown';

const MONEY: [MoneyField, string][] = [
  ['value', t.columns.value],
  ['valueCharged', t.columns.charged],
  ['valuePaid', t.columns.paid],
  ['valueCut', t.columns.cut],
  ['valueOpen', t.columns.open],
];

interface FigureProps {
  label: string;
  value: string | number;
  name: string;
  /** An amount: never broken across lines ("R$" above "5.597,31"). */
  isMoney?: boolean;
}

/** One figure of the header: its label above its value, as a term and its description. */
function Figure({ label, value, name, isMoney = false }: FigureProps) {
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

/** The collection's header: insurer, dates, events, transfer release and — with values — its money. */
export function CollectionFigures({ collection }: { collection: Collection }) {
  const money = MONEY.filter(([field]) => collection[field] !== undefined);
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} m={0}>
          <Figure name="insurer" label={t.columns.insurer} value={collection.healthInsuranceName} />
          <Figure name="date" label={t.columns.date} value={dateOf(collection.date)} />
          <Figure name="dtBilling" label={t.columns.dtBilling} value={dateOf(collection.dtBilling)} />
          <Figure name="dtBaixa" label={t.columns.dtBaixa} value={dateOf(collection.dtBaixa)} />
          <Figure name="eventCount" label={t.columns.events} value={formatNumber(collection.eventCount)} />
          <Figure
            name="isAllowTransfer"
            label={t.columns.allowTransfer}
            value={t.allowTransfer[String(collection.isAllowTransfer) as 'true' | 'false']}
          />
        </SimpleGrid>
        {money.length > 0 && (
          <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 5 }} m={0}>
            {money.map(([field, label]) => (
              <Figure key={field} name={field} label={label} value={moneyOf(collection[field])} isMoney />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
