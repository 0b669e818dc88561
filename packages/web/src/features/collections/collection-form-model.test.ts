import { collectionSettleBodySchema, collectionUpdateBodySchema, messages, type Collection } from '@honora/contract';
import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';
import { describe, expect, it } from 'vitest';
import {
  createApiErrors,
  createBody,
  createDraft,
  createValidator,
  editBody,
  editDraft,
  joinIds,
  settleBody,
  settleDraft,
  splitIds,
} from './collection-form-model';

const INSURER = '0b6f2f57-7d0c-4a3e-9c52-3f1f6f0a1b2c';
const BATCH_A = '1c7a3e58-8e1d-4b4f-8d63-4a2a7a1b2c3d';
const BATCH_B = '2d8b4f69-9f2e-4c5a-9e74-5b3b8b2c3d4e';
const TYPE = '3e9c5a7a-af3f-4d6b-8f85-6c4c9c3d4e5f';

const collection = (over: Partial<Collection> = {}): Collection => ({
  id: '4fad6b8b-b04a-4e7c-9a96-7d5dad4e5f60',
  companyId: '5abe7c9c-c15b-4f8d-8ba7-8e6ebe5f6071',
  code: 7,
  healthInsuranceId: INSURER,
  healthInsuranceName: 'Unimed Demo',
  date: '2026-03-02',
  dtBilling: null,
  dtBaixa: null,
  status: 'OPEN',
  isAllowTransfer: false,
  active: true,
  eventCount: 2,
  batchIds: [],
  createdAt: '2026-03-02T12:00:00.000Z',
  createdByName: 'Faturista',
  ...over,
});

describe('new collection', () => {
  it('starts dated today, from batches, not released for transfer', () => {
    expect(createDraft('2026-03-15')).toMatchObject({
      date: '2026-03-15',
      source: 'batches',
      isAllowTransfer: 'false',
      dtBilling: '',
    });
  });

  it('sends the batches, and only them, when the events come from batches', () => {
    const draft = {
      ...createDraft('2026-03-15'),
      healthInsuranceId: INSURER,
      batchIds: joinIds([BATCH_A, BATCH_B]),
      periodFrom: '2026-01-01',
      isAllowTransfer: 'true',
    };
    expect(createBody(draft)).toEqual({
      healthInsuranceId: INSURER,
      date: '2026-03-15',
      dtBilling: null,
      isAllowTransfer: true,
      batchIds: [BATCH_A, BATCH_B],
      periodFrom: undefined,
      periodTo: undefined,
    });
    expect(createValidator('batches').safeParse(createBody(draft)).success).toBe(true);
  });

  it('sends the period, and only it, when the events are those waiting for payment in a period', () => {
    const draft = {
      ...createDraft('2026-03-15'),
      healthInsuranceId: INSURER,
      source: 'period',
      batchIds: BATCH_A,
      periodFrom: '2026-01-01',
      periodTo: '2026-01-31',
      dtBilling: '2026-03-10',
    };
    expect(createBody(draft)).toMatchObject({
      batchIds: [],
      periodFrom: '2026-01-01',
      periodTo: '2026-01-31',
      dtBilling: '2026-03-10',
    });
    expect(createValidator('period').safeParse(createBody(draft)).success).toBe(true);
  });

  it('says to choose the events under the batches, or under the period when that is the source', () => {
    const draft = { ...createDraft('2026-03-15'), healthInsuranceId: INSURER };
    const byBatches = createValidator('batches').safeParse(createBody(draft));
    expect(byBatches.success).toBe(false);
    if (!byBatches.success)
      expect(byBatches.error.issues).toContainEqual(
        expect.objectContaining({ path: ['batchIds'], message: t.errors.eventsRequired }),
      );
    const period = { ...draft, source: 'period' };
    const byPeriod = createValidator('period').safeParse(createBody(period));
    expect(byPeriod.success).toBe(false);
    if (!byPeriod.success) {
      expect(byPeriod.error.issues).toContainEqual(
        expect.objectContaining({ path: ['periodFrom'], message: t.errors.eventsRequired }),
      );
      expect(byPeriod.error.issues.some((issue) => issue.path[0] === 'batchIds')).toBe(false);
    }
  });

  it('asks for the events also when the insurer is missing', () => {
    const parsed = createValidator('batches').safeParse(createBody(createDraft('2026-03-15')));
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      const paths = parsed.error.issues.map((issue) => issue.path.join('.'));
      expect(paths).toEqual(expect.arrayContaining(['healthInsuranceId', 'batchIds']));
      expect(parsed.error.issues.filter((issue) => issue.message === t.errors.eventsRequired)).toHaveLength(1);
    }
  });

  it('asks for the missing end of a period under that end', () => {
    const draft = {
      ...createDraft('2026-03-15'),
      healthInsuranceId: INSURER,
      source: 'period',
      periodTo: '2026-01-31',
    };
    const parsed = createValidator('period').safeParse(createBody(draft));
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(parsed.error.issues).toEqual([{ path: ['periodFrom'], message: messages.validation.required }]);
  });

  it('refuses an inverted period under its end', () => {
    const draft = {
      ...createDraft('2026-03-15'),
      healthInsuranceId: INSURER,
      source: 'period',
      periodFrom: '2026-02-01',
      periodTo: '2026-01-01',
    };
    const parsed = createValidator('period').safeParse(createBody(draft));
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(parsed.error.issues).toContainEqual(
        expect.objectContaining({ path: ['periodTo'], message: t.errors.periodInverted }),
      );
  });

  it('puts what the API says about the events under the source the form shows', () => {
    const fields = [
      { path: 'batchIds', message: 'none can be charged' },
      { path: 'date', message: 'bad date' },
      { path: 'companyId', message: 'not a field of the form' },
    ];
    expect(createApiErrors(fields, 'batches')).toEqual({ batchIds: 'none can be charged', date: 'bad date' });
    expect(createApiErrors(fields, 'period')).toEqual({ periodFrom: 'none can be charged', date: 'bad date' });
    expect(createApiErrors([{ path: 'eventIds', message: 'other insurer' }], 'batches')).toEqual({
      batchIds: 'other insurer',
    });
    expect(createApiErrors([], 'batches')).toEqual({});
  });

  it('splits and joins ids', () => {
    expect(splitIds('')).toEqual([]);
    expect(splitIds(`${BATCH_A},,${BATCH_B}`)).toEqual([BATCH_A, BATCH_B]);
  });
});

describe('editing and settling', () => {
  it('edits the date, the billing date and the release', () => {
    const draft = editDraft(collection({ dtBilling: '2026-03-05', isAllowTransfer: true }));
    expect(draft).toEqual({ date: '2026-03-02', dtBilling: '2026-03-05', isAllowTransfer: 'true' });
    const body = editBody({ ...draft, dtBilling: '' });
    expect(body).toEqual({ date: '2026-03-02', dtBilling: null, isAllowTransfer: true });
    expect(collectionUpdateBodySchema.safeParse(body).success).toBe(true);
  });

  it('settles today, receiving the rest and releasing for transfer by default', () => {
    const body = settleBody({ ...settleDraft('2026-03-15'), typeOfPaymentId: TYPE });
    expect(body).toEqual({ dtBaixa: '2026-03-15', receiveRest: true, typeOfPaymentId: TYPE, isAllowTransfer: true });
    expect(collectionSettleBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends no type of payment when the rest is not received', () => {
    const draft = {
      ...settleDraft('2026-03-15'),
      receiveRest: 'false',
      typeOfPaymentId: TYPE,
      isAllowTransfer: 'false',
    };
    expect(settleBody(draft)).toEqual({
      dtBaixa: '2026-03-15',
      receiveRest: false,
      typeOfPaymentId: null,
      isAllowTransfer: false,
    });
  });
});
