import type { EventListItem } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { selectionInsurer } from './bulk-collection-model';

const item = (id: string, healthInsuranceId: string | null, insurerName: string | null) =>
  ({ id, healthInsuranceId, insurerName }) as EventListItem;

describe('the insurer of a selection (a collection is of one insurer)', () => {
  const known = new Map([
    ['a', item('a', 'i1', 'Unimed')],
    ['b', item('b', 'i1', 'Unimed')],
    ['c', item('c', 'i2', 'Bradesco')],
    ['d', item('d', null, null)],
  ]);
  it.each([
    [['a', 'b'], { id: 'i1', name: 'Unimed' }],
    [['a'], { id: 'i1', name: 'Unimed' }],
    [['a', 'c'], null],
    [['d'], null],
    [['a', 'd'], null],
    [['x'], null],
    [[], null],
  ])('%o → %o', (ids, expected) => {
    expect(selectionInsurer(ids, known)).toEqual(expected);
  });
});
