import { describe, expect, it } from 'vitest';
import { shownProportion, type PricedProportion } from './proportion-shown';

const chain = (automatic: boolean) => [{ kind: 'porte' }, { kind: 'proportion', automatic }, { kind: 'rounding' }];
const line = (proportion: PricedProportion['proportion'], type: string, steps: PricedProportion['steps']) => ({
  proportion,
  type,
  steps,
});

describe('the proportion a procedure row shows', () => {
  it.each([
    ['not priced yet: the user choice', '0.7', null, { value: '0.7', mode: 'chosen' }],
    [
      'manual negotiation: the choice, as billed',
      '0.7',
      line('0.7', 'KCBHPM', chain(false)),
      { value: '0.7', mode: 'chosen' },
    ],
    [
      'automatic, second procedure: 50% automatic though the row says 100%',
      '1',
      line('0.5', 'KCBHPM', chain(true)),
      { value: '0.5', mode: 'automatic' },
    ],
    [
      'automatic, leading procedure: 100% automatic',
      '0.5',
      line('1', 'KCUSTOM', chain(true)),
      { value: '1', mode: 'automatic' },
    ],
    [
      'a package is billed whole whatever the row says',
      '0.5',
      line('1', 'KPACKAGE', []),
      { value: '1', mode: 'fixed' },
    ],
    ['per-hour billing is billed whole', '0.7', line('1', 'KVALUEPERHOUR', []), { value: '1', mode: 'fixed' }],
    [
      'a stored line without values (no steps): the billed proportion',
      '1',
      line('0.5', 'KCBHPM', []),
      { value: '0.5', mode: 'chosen' },
    ],
  ] as const)('%s', (_, chosen, priced, expected) => {
    expect(shownProportion(chosen, priced)).toEqual(expected);
  });
});
