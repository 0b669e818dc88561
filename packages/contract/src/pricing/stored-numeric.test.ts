import { describe, expect, it } from 'vitest';
import { STORED_NUMERIC } from '../constants';
import { factorTextSchema, moneyTextSchema } from './pricing-values';

/** Whatever the contract accepts fits numeric(precision, scale) as stored, with no decimal lost. */
describe.each([
  [
    'money',
    moneyTextSchema,
    STORED_NUMERIC.money,
    ['0', '1234.5', '999999999999.99'],
    ['1000000000000', '1.234', '-1'],
  ],
  ['factor', factorTextSchema, STORED_NUMERIC.factor, ['1', '1.3', '9999.9999'], ['10000', '9999.99999', '1.123456']],
] as const)('%s text', (_, schema, stored, accepted, refused) => {
  it.each(accepted)('accepts %s (fits its column)', (text) => {
    expect(schema.safeParse(text).success).toBe(true);
    const [whole, decimals = ''] = text.split('.');
    expect(whole!.length).toBeLessThanOrEqual(stored.precision - stored.scale);
    expect(decimals.length).toBeLessThanOrEqual(stored.scale);
  });
  it.each(refused)('refuses %s (more digits or decimals than stored)', (text) => {
    expect(schema.safeParse(text).success).toBe(false);
  });
});
