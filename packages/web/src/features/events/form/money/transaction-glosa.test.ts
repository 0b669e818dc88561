import { describe, expect, it } from 'vitest';
import type { EventTransaction } from '../../../../shared/money/transactions-graphql';
import { withGlosaReasons } from './transaction-glosa';

const entry = (id: string, action: EventTransaction['action']): EventTransaction => ({
  id,
  action,
  type: 'PROCEDURE',
  procedureRowId: null,
  date: '2026-11-20',
  creationDate: '2026-11-20T10:00:00Z',
  value: '10.00',
  userName: 'Ana',
  typeOfPaymentId: null,
  transferId: null,
  canceledId: null,
  canceledById: null,
});

describe('withGlosaReasons', () => {
  it('adds the codes and text of the REST answer to the listed entries, by id', () => {
    const listed = [entry('a', 'Glosado'), entry('b', 'Received'), entry('c', 'Glosado')];
    const shown = withGlosaReasons(listed, [
      { id: 'a', glosaCodes: ['1834'], glosaReason: 'Porte a maior' },
      { id: 'b', glosaCodes: [], glosaReason: null },
    ]);
    expect(shown.map((s) => [s.id, s.glosaCodes, s.glosaReason])).toEqual([
      ['a', ['1834'], 'Porte a maior'],
      ['b', [], null],
      // Posted after the REST answer was read: shown without reasons until it is read again.
      ['c', undefined, undefined],
    ]);
  });

  it('keeps the list as it is without a REST answer', () => {
    expect(withGlosaReasons([entry('a', 'Glosado')], undefined)).toEqual([entry('a', 'Glosado')]);
  });
});
