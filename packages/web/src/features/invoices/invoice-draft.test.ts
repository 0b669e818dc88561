import { messages, type Invoice } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { checkCreate, createBodyOf, draftOf, emptyDraft, errorsOfApi, updateBodyOf } from './invoice-draft';

const COMPANY = '0b9f6a8e-4a1e-4c1b-9a53-2f8d8a7c1e01';
const INSURER = '5a7d3c1b-2e4f-4a6b-8c9d-0e1f2a3b4c5d';
const v = messages.screens.invoices.validation;

describe('invoice draft', () => {
  it('sends money typed pt-BR as decimal text', () => {
    const draft = { ...emptyDraft('2024-05-02', INSURER), number: ' 123 ', value: '1.234,56' };
    const body = createBodyOf(draft, COMPANY, []);
    expect(body.value).toBe('1234.56');
    expect(checkCreate(body)).toBeNull();
  });

  it.each([
    [{ number: '' }, 'number'],
    [{ healthInsuranceId: null }, 'healthInsuranceId'],
    [{ value: 'abc' }, 'value'],
    [{ date: '' }, 'date'],
  ] as const)('refuses %o under %s', (change, field) => {
    const draft = { ...emptyDraft('2024-05-02', INSURER), number: '1', value: '10', ...change };
    const errors = checkCreate(createBodyOf(draft, COMPANY));
    expect(errors).not.toBeNull();
    expect(Object.keys(errors!)).toContain(field);
  });

  it('payer missing says so in pt-BR', () => {
    const errors = checkCreate(createBodyOf({ ...emptyDraft('2024-05-02'), number: '1', value: '1' }, COMPANY));
    expect(errors!.healthInsuranceId).toBe(v.payerRequired);
  });

  it('round-trips a stored invoice', () => {
    const invoice = {
      number: '77',
      healthInsuranceId: INSURER,
      date: '2024-05-02',
      value: '1500',
      description: null,
    } as Invoice;
    const draft = draftOf(invoice);
    expect(draft.value).toBe('1.500,00');
    expect(updateBodyOf(draft, 3)).toEqual({
      version: 3,
      number: '77',
      healthInsuranceId: INSURER,
      date: '2024-05-02',
      value: '1500',
      description: '',
    });
  });

  it('puts the duplicate number under its field', () => {
    expect(errorsOfApi(new ApiError(400, 'inputError', v.numberExists)).number).toBe(v.numberExists);
    const withPath = new ApiError(400, 'inputError', 'x', [{ path: 'number', message: v.numberExists }]);
    expect(errorsOfApi(withPath)).toEqual({ number: v.numberExists });
  });
});
