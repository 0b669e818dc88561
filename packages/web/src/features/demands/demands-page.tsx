import { demandsScreenMessages as t } from '@honora/contract/screen-texts/demands';
import { Stack, Text, Title } from '@mantine/core';
import { useCan } from '../../shared/auth/use-can';
import { DemandOffers } from './demand-offers';
import { DemandsBoard } from './demands-board';

/**
 * /client/Demands (platform.md §2 Demands; §6 module demands; decision 049): the coordinators
 * (list) see the hospitals' demands with their coverage, create and change them and assign the
 * applicants; a doctor (listOwn only) sees the open demands offered to him and applies to days.
 */
export function DemandsPage() {
  const can = useCan();
  const coordinates = can('demands', 'list');
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        {coordinates && <Text c="dimmed">{t.hint}</Text>}
      </div>
      {coordinates ? <DemandsBoard /> : <DemandOffers />}
    </Stack>
  );
}
