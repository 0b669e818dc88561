import { describe, expect, it } from 'vitest';
import { ibgeStateCodesOf, isInRegion } from './region-places';

const SAO_PAULO = '3550308';
const CAMPINAS = '3509502';
const CURITIBA = '4106902';

describe('isInRegion (decision 063)', () => {
  it.each([
    [SAO_PAULO, { states: ['SP'], cityCodes: [] }, true],
    [CAMPINAS, { states: ['SP'], cityCodes: [] }, true],
    [CURITIBA, { states: ['SP'], cityCodes: [] }, false],
    [CURITIBA, { states: ['SP'], cityCodes: [CURITIBA] }, true],
    [CAMPINAS, { states: [], cityCodes: [SAO_PAULO] }, false],
    [null, { states: ['SP'], cityCodes: [] }, false],
    ['', { states: ['SP'], cityCodes: [] }, false],
    ['9999999', { states: ['SP'], cityCodes: [] }, false],
  ])('%s in %o → %s', (code, region, expected) => expect(isInRegion(code, region)).toBe(expected));
});

describe('ibgeStateCodesOf', () => {
  it('answers the IBGE codes of the states', () => {
    expect(ibgeStateCodesOf({ states: ['SP', 'PR'], cityCodes: [CAMPINAS] }).sort()).toEqual(['35', '41']);
    expect(ibgeStateCodesOf({ states: [], cityCodes: [CAMPINAS] })).toEqual([]);
  });
});
