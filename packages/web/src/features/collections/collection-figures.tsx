import { type Collection } from '@honora/contract';
import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';
import { formatNumber } from '@honora/domain';
import { Paper, Stack } from '@mantine/core';
import { Figures, type FigureItem } from '../../shared/ui/figures';
import { dateOf, moneyOf, type MoneyField } from './collection-shown';

const MONEY: [MoneyField, string][] = [
  ['value', t.columns.value],
  ['valueCharged', t.columns.charged],
  ['valuePaid', t.columns.paid],
  ['valueCut', t.columns.cut],
  ['valueOpen', t.columns.open],
];

/** The collection's header: insurer, dates, events, transfer release and — with values — its money. */
export function CollectionFigures({ collection }: { collection: Collection }) {
  const facts: FigureItem[] = [
    { name: 'insurer', label: t.columns.insurer, value: collection.healthInsuranceName },
    { name: 'date', label: t.columns.date, value: dateOf(collection.date) },
    { name: 'dtBilling', label: t.columns.dtBilling, value: dateOf(collection.dtBilling) },
    { name: 'dtBaixa', label: t.columns.dtBaixa, value: dateOf(collection.dtBaixa) },
    { name: 'eventCount', label: t.columns.events, value: formatNumber(collection.eventCount) },
    {
      name: 'isAllowTransfer',
      label: t.columns.allowTransfer,
      value: t.allowTransfer[String(collection.isAllowTransfer) as 'true' | 'false'],
    },
  ];
  const money = MONEY.map(([field, label]): FigureItem | null =>
    collection[field] === undefined ? null : { name: field, label, value: moneyOf(collection[field]), isMoney: true },
  );
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Figures items={facts} />
        <Figures items={money} cols={5} />
      </Stack>
    </Paper>
  );
}
