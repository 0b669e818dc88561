import { contractBodySchema, type ContractDetail } from '@honora/contract';
import { contractsScreenMessages as t } from '@honora/contract/screen-texts/contracts';
import { describe, expect, it } from 'vitest';
import { figuresOf, previewFigures, savedFigures } from './contract-figures';
import {
  bodyOf,
  draftOf,
  emptyRow,
  generateRows,
  newDraft,
  periodsByDueOn,
  sameDraft,
  termsKey,
  type ContractDraft,
} from './contract-form-model';

const HOSPITAL = '0b6e0c1e-3f9a-4a53-9d1c-5c8e0f6f2a11';

/** A fixed contract of R$ 12.000,00 for 2027, monthly, due on the 10th. */
const fixedDraft = (change: Partial<ContractDraft> = {}): ContractDraft => ({
  ...newDraft(),
  type: 'Cobertura',
  hospitalId: HOSPITAL,
  startsOn: '2027-01-01',
  endsOn: '2027-12-31',
  billingDay: '10',
  value: '12.000,00',
  ...change,
});

const row = (dueOn: string, value: string) => ({ ...emptyRow(), dueOn, value });

export const savedContract: ContractDetail = {
  id: '7d1c0a52-8a43-4d4e-9d43-0a0f2b5a1c10',
  type: 'Cobertura',
  insurer: null,
  hospital: { id: HOSPITAL, name: 'Hospital Central' },
  startsOn: '2027-01-01',
  endsOn: '2027-03-31',
  billingType: 'Monthly',
  billingDay: 10,
  fixedValue: true,
  value: '3000.00',
  hoursPerPeriod: null,
  ratePerHour: null,
  notes: null,
  status: 'Open',
  current: false,
  installmentsCount: 2,
  receivedCount: 0,
  totalValue: '2000.00',
  receivedValue: '0.00',
  nextDueOn: '2027-02-10',
  installments: [1, 2].map((seq) => ({
    id: `7d1c0a52-8a43-4d4e-9d43-0a0f2b5a1c1${seq}`,
    seq,
    dueOn: `2027-0${seq + 1}-10`,
    value: '1000.00',
    status: 'WaitPayment' as const,
    periodStartsOn: `2027-0${seq}-01`,
    periodEndsOn: `2027-0${seq}-${seq === 1 ? '31' : '28'}`,
    receivedOn: null,
    receiptNote: null,
    reversalReason: null,
  })),
  periods: [],
  hoursValue: '0.00',
  remainingHoursValue: '0.00',
  unscheduledValue: '1000.00',
};

describe('the contract form model (platform.md §3 Contract; decision 045)', () => {
  it('sends money typed pt-BR as the API decimal text, blanks as null, and a fixed contract without hours', () => {
    const body = bodyOf(fixedDraft({ installments: [row('2027-02-10', '1.234,56')] }));
    expect(body).toMatchObject({
      type: 'Cobertura',
      hospitalId: HOSPITAL,
      insurerId: null,
      billingDay: 10,
      fixedValue: true,
      value: '12000',
      hoursPerPeriod: null,
      ratePerHour: null,
      installments: [{ dueOn: '2027-02-10', value: '1234.56' }],
    });
    expect(contractBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends a contract by the hour its hours and rate, and no value (it is paid its hours)', () => {
    const body = bodyOf(fixedDraft({ mode: 'hours', hoursPerPeriod: '7,5', ratePerHour: '150' }));
    expect(body).toMatchObject({ fixedValue: false, value: null, hoursPerPeriod: '7.5', ratePerHour: '150' });
  });

  it("keeps a fixed contract's hours as typed, for §5 to refuse them (the remaining hours value must be zero)", () => {
    expect(bodyOf(fixedDraft({ hoursPerPeriod: '10', ratePerHour: '' }))).toMatchObject({ hoursPerPeriod: '10' });
  });

  it('leaves what is not a billing day or a date for the contract to refuse with its own messages', () => {
    const parsed = contractBodySchema.safeParse(bodyOf(fixedDraft({ billingDay: 'x', endsOn: '31/02' })));
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages.billingDay).toBe(t.errors.billingDayOutOfRange);
    expect(messages.endsOn).toBeTruthy();
  });

  it('shows a saved contract as typed and sends it back unchanged', () => {
    const draft = draftOf(savedContract);
    expect(draft).toMatchObject({ value: '3.000,00', billingDay: '10', mode: 'fixed', hospitalId: HOSPITAL });
    expect(draft.installments.map((r) => [r.dueOn, r.value])).toEqual([
      ['2027-02-10', '1.000,00'],
      ['2027-03-10', '1.000,00'],
    ]);
    expect(bodyOf(draft)).toMatchObject({ value: '3000', installments: [{ value: '1000' }, { value: '1000' }] });
  });

  it('generates one row per payment period by the domain, summing exactly the value', () => {
    const generated = generateRows(fixedDraft({ value: '1.000,00' }));
    expect(generated.ok).toBe(true);
    if (!generated.ok) return;
    expect(generated.rows).toHaveLength(12);
    expect(generated.rows[0]).toMatchObject({ dueOn: '2027-02-10', value: '83,34' });
    expect(generated.rows[11]).toMatchObject({ dueOn: '2028-01-10', value: '83,33' });
    expect(new Set(generated.rows.map((r) => r.key)).size).toBe(12);
  });

  it('generates a Biannual contract by the hour: hours × rate per period', () => {
    const draft = fixedDraft({ billingType: 'Biannual', mode: 'hours', hoursPerPeriod: '40', ratePerHour: '100,00' });
    const generated = generateRows(draft);
    expect(generated.ok && generated.rows.map((r) => [r.dueOn, r.value])).toEqual([
      ['2027-07-10', '4.000,00'],
      ['2028-01-10', '4.000,00'],
    ]);
  });

  it('answers the terms that keep installments from being generated, under their inputs, in the catalog words', () => {
    expect(generateRows(fixedDraft({ value: '' }))).toEqual({ ok: false, errors: { value: t.errors.valueRequired } });
    expect(generateRows(fixedDraft({ endsOn: '2026-12-31' }))).toEqual({
      ok: false,
      errors: { endsOn: t.errors.startNotBeforeEnd },
    });
    expect(generateRows(fixedDraft({ value: 'abc', billingDay: '29' }))).toEqual({
      ok: false,
      errors: { value: t.errors.money, billingDay: t.errors.billingDayOutOfRange },
    });
    expect(generateRows(fixedDraft({ mode: 'hours' }))).toEqual({
      ok: false,
      errors: { hoursPerPeriod: t.errors.hoursRequired, ratePerHour: t.errors.rateRequired },
    });
  });

  it('names the payment period each due date pays, none before the terms make periods', () => {
    const periods = periodsByDueOn(fixedDraft({ billingType: 'Yearly' }));
    expect([...periods.entries()]).toEqual([
      ['2028-01-10', expect.objectContaining({ startsOn: '2027-01-01', endsOn: '2027-12-31' })],
    ]);
    expect(periodsByDueOn(fixedDraft({ startsOn: '' })).size).toBe(0);
  });

  it('tells when the terms changed since the rows were made, not when only the rows changed', () => {
    const draft = fixedDraft();
    const key = termsKey(draft);
    expect(termsKey({ ...draft, installments: [row('2027-02-10', '1,00')] })).toBe(key);
    expect(termsKey({ ...draft, type: 'Outro', notes: 'x' })).toBe(key);
    expect(termsKey({ ...draft, billingType: 'Biannual' })).not.toBe(key);
    expect(termsKey({ ...draft, value: '12.000,01' })).not.toBe(key);
  });

  it('compares drafts by what they send, not by the rows keys', () => {
    expect(sameDraft(draftOf(savedContract), draftOf(savedContract))).toBe(true);
    const changed = draftOf(savedContract);
    changed.installments[0]!.value = '999,99';
    expect(sameDraft(changed, draftOf(savedContract))).toBe(false);
  });
});

describe('the figures beside the installments (platform.md §5)', () => {
  it("shows a saved contract's own figures from the server, and the domain's preview once it is changed", () => {
    const draft = draftOf(savedContract);
    expect(figuresOf(draft, savedContract)).toEqual(savedFigures(savedContract));
    const changed = { ...draft, installments: [...draft.installments, row('2027-04-10', '1.000,00')] };
    expect(figuresOf(changed, savedContract)).toEqual({
      hoursValue: '0.00',
      total: '3000.00',
      remainingHoursValue: '0.00',
      unscheduled: '0.00',
    });
  });

  it("previews a fixed contract's value still to put in installments and a contract by the hour's remaining hours", () => {
    const fixed = previewFigures(fixedDraft({ installments: [row('2027-02-10', '2.000,00')] }));
    expect(fixed).toMatchObject({ total: '2000.00', unscheduled: '10000.00', remainingHoursValue: '0.00' });
    const hours = previewFigures(
      fixedDraft({
        mode: 'hours',
        hoursPerPeriod: '10',
        ratePerHour: '100',
        installments: [row('2027-02-10', '1000')],
      }),
    );
    expect(hours).toEqual({
      hoursValue: '12000.00',
      total: '1000.00',
      remainingHoursValue: '11000.00',
      unscheduled: null,
    });
  });

  it('leaves out what the draft cannot compute yet (a date or an amount not typed)', () => {
    const figures = previewFigures(fixedDraft({ endsOn: '', installments: [row('2027-02-10', 'abc')] }));
    expect(figures).toEqual({ hoursValue: null, total: null, remainingHoursValue: null, unscheduled: null });
  });
});
