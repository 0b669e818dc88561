import { fmt } from '@honora/contract';
import { transfersScreenMessages } from '@honora/contract/screen-texts/transfers';
import { describe, expect, it } from 'vitest';
import {
  addPart,
  checkParts,
  initialParts,
  partsApiErrors,
  partsSummary,
  removePart,
  type PartRow,
} from './payment-parts-model';

const e = transfersScreenMessages.errors;
const TODAY = '2026-03-10';

const row = (key: number, value: string, paidDate = TODAY, invoice = ''): PartRow => ({
  key,
  value,
  paidDate,
  invoice,
});

describe('the payment parts of a receiver', () => {
  it('opens with one part of the whole liquid, paid today', () => {
    expect(initialParts('6204.78', TODAY)).toEqual([row(1, '6.204,78')]);
    expect(initialParts(undefined, TODAY)).toEqual([row(1, '')]);
  });

  it('sums the typed parts live and says what is left (or what passed)', () => {
    expect(partsSummary([row(1, '1.000,00'), row(2, '204,78')], '6204.78')).toMatchObject({
      sum: '1204.78',
      remaining: '5000.00',
      isBalanced: false,
    });
    expect(partsSummary([row(1, '6.000'), row(2, '204,78')], '6204.78')).toMatchObject({
      sum: '6204.78',
      remaining: '0.00',
      isBalanced: true,
    });
    expect(partsSummary([row(1, '7.000,00')], '6204.78').remaining).toBe('-795.22');
  });

  it('counts a blank or unreadable part as nothing while typing', () => {
    expect(partsSummary([row(1, ''), row(2, 'abc'), row(3, '10')], '100.00')).toMatchObject({
      sum: '10.00',
      remaining: '90.00',
    });
  });

  it('adds a part with what is still missing and the last date, and removes one by its key', () => {
    const rows = [row(1, '4.000,00', '2026-03-05')];
    const added = addPart(rows, '6204.78', TODAY);
    expect(added[1]).toEqual(row(2, '2.204,78', '2026-03-05'));
    expect(addPart([row(1, '6.204,78')], '6204.78', TODAY)[1]).toEqual(row(2, ''));
    expect(removePart(added, 1)).toEqual([added[1]]);
  });

  it('sends parts that sum exactly to the liquid as decimal text, a blank invoice as null', () => {
    const checked = checkParts([row(1, '4.000,00', '2026-03-05', ' NF 12 '), row(2, '2.204,78')], '6204.78');
    expect(checked).toEqual({
      body: {
        parts: [
          { value: '4000', paidDate: '2026-03-05', invoice: 'NF 12' },
          { value: '2204.78', paidDate: TODAY, invoice: null },
        ],
      },
      errors: {},
      formError: null,
    });
  });

  it('refuses a sum that is not the liquid, with both amounts', () => {
    const checked = checkParts([row(1, '4.000,00'), row(2, '2.000,00')], '6204.78');
    expect(checked.body).toBeNull();
    expect(checked.formError).toBe(fmt(e.splitSum, { sum: 'R$ 6.000,00', liquid: 'R$ 6.204,78' }));
  });

  it('refuses a zero part under its own input, counted from 1', () => {
    const checked = checkParts([row(1, '6.204,78'), row(2, '0')], '6204.78');
    expect(checked.errors).toEqual({ 'parts.1.value': fmt(e.splitNotPositive, { n: 2 }) });
    expect(checked.body).toBeNull();
  });

  it('puts the contract messages under each input: money, date and invoice', () => {
    const long = 'x'.repeat(61);
    const checked = checkParts([row(1, '1,234'), row(2, '-5'), row(3, '10', '31/02/2026', long)], '100.00');
    expect(checked.body).toBeNull();
    expect(checked.errors['parts.0.value']).toBe(e.valueInvalid);
    expect(checked.errors['parts.1.value']).toBe(e.valueNegative);
    expect(checked.errors['parts.2.paidDate']).toBeTruthy();
    expect(checked.errors['parts.2.invoice']).toBe(fmt(e.invoiceTooLong, { max: 60 }));
  });

  it('asks for at least one part', () => {
    expect(checkParts([], '10.00')).toEqual({ body: null, errors: {}, formError: e.splitEmpty });
  });

  it("puts the API's errors under the part's input, the split's as the form's message", () => {
    expect(
      partsApiErrors([
        { path: 'parts.1.value', message: 'A' },
        { path: 'parts', message: 'B' },
        { path: 'parts.1.value', message: 'C' },
      ]),
    ).toEqual({ errors: { 'parts.1.value': 'A' }, formError: 'B' });
    expect(partsApiErrors([])).toEqual({ errors: {}, formError: null });
  });
});
