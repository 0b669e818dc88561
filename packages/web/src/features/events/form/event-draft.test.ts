import { eventCreateBodySchema, eventUpdateBodySchema, type EventView } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { errorsFromIssues } from '../../../shared/forms/form-errors';
import {
  codesOf,
  createBodyOf,
  draftOf,
  emptyDraft,
  pricingEventOf,
  updateBodyOf,
  type EventDraft,
  type ProcedureDraft,
} from './event-draft';
import { emptyExpense } from './guide-draft';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const INSURER = '22222222-2222-4222-8222-222222222222';
const ROW = '33333333-3333-4333-8333-333333333333';
const USER = '44444444-4444-4444-8444-444444444444';

const row = (key: string, idProc: string, patch: Partial<ProcedureDraft> = {}): ProcedureDraft => ({
  key,
  rowId: null,
  idProc,
  label: idProc,
  proportion: '1',
  techniqueUsed: 'KConventional',
  userCustom: false,
  value: '',
  skipAppeal: false,
  ...patch,
});

const filled = (patch: Partial<EventDraft> = {}): EventDraft => ({
  ...emptyDraft(COMPANY, '2025-03-10'),
  healthInsuranceId: INSURER,
  numGuide: ' 12345 ',
  procedures: [row('a', '30602246'), row('b', '40304361', { proportion: '0.5' })],
  ...patch,
});

describe('the create body', () => {
  it('passes the contract with the procedures numbered in order and blanks as null', () => {
    const body = createBodyOf(filled());
    const parsed = eventCreateBodySchema.parse(body);
    expect(parsed.companyId).toBe(COMPANY);
    expect(parsed.numGuide).toBe('12345');
    expect(parsed.dtRecourse).toBeNull();
    expect(parsed.procedures.map((p) => [p.idProc, p.order, p.proportion, p.rowId])).toEqual([
      ['30602246', 1, '1', undefined],
      ['40304361', 2, '0.5', undefined],
    ]);
  });

  it('sends a typed value pt-BR as decimal text only for rows with a user value', () => {
    const body = createBodyOf(
      filled({ procedures: [row('a', '30602246', { userCustom: true, value: '1.234,56' }), row('b', '40304361')] }),
    );
    const [first, second] = eventCreateBodySchema.parse(body).procedures;
    expect(first).toMatchObject({ userCustom: true, value: '1234.56' });
    expect(second!.value).toBeUndefined();
  });

  it('gives the schema paths the form shows errors under', () => {
    const body = createBodyOf(
      filled({
        healthInsuranceId: null,
        procedures: [row('a', '123')],
        guideData: { ...filled().guideData, valueProcedureConsult: 'abc', expenses: [emptyExpense()] },
      }),
    );
    const parsed = eventCreateBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    const errors = errorsFromIssues(parsed.error!.issues);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        'healthInsuranceId',
        'procedures.0.idProc',
        'guideData.valueProcedureConsult',
        'guideData.expenses.0.expenseCode',
      ]),
    );
  });

  it('refuses an event without procedures under the picker', () => {
    const parsed = eventCreateBodySchema.safeParse(createBodyOf(filled({ procedures: [] })));
    expect(errorsFromIssues(parsed.error!.issues)).toHaveProperty('procedures');
  });

  it('numbers the extra members within their role', () => {
    const body = createBodyOf(
      filled({
        actors: [
          { key: 'x', type: 'assistantAnesthetist', id: 'u1' },
          { key: 'y', type: 'nurse', id: 'u2' },
          { key: 'z', type: 'assistantAnesthetist', id: 'u3' },
        ],
      }),
    );
    expect(body.actors).toEqual([
      { id: 'u1', type: 'assistantAnesthetist', order: 1 },
      { id: 'u2', type: 'nurse', order: 1 },
      { id: 'u3', type: 'assistantAnesthetist', order: 2 },
    ]);
  });
});

function storedEvent(): EventView {
  const draft = filled();
  return {
    id: '55555555-5555-4555-8555-555555555555',
    companyId: COMPANY,
    matrizId: null,
    active: true,
    version: 4,
    type: 'SPSADT',
    isEmergency: true,
    isFollowUp: false,
    shouldBeFollowUp: false,
    followUpById: null,
    protocolId: null,
    numGuide: '0012345',
    dtProcedure: '2025-03-10',
    dtRecourse: null,
    procedureStart: '08:00',
    procedureEnd: null,
    anesthesiaStart: '07:50',
    anesthesiaEnd: '09:10',
    healthInsuranceId: INSURER,
    healthInsuranceWallet: '998877',
    hospitalId: null,
    patientId: null,
    surgeonId: null,
    anesthetistId: USER,
    secondaryAnesthetistId: null,
    thirdAnesthetistId: null,
    residentId: null,
    batchesIds: [],
    invoicesIds: [],
    appealsIds: [],
    revenueIds: [],
    revenueTypes: [],
    cobrancaId: null,
    accommodation: 'APARTMENT',
    status: {
      status: 'AwaitingCheck',
      customStatus: null,
      isProcessing: false,
      isLocked: false,
      received: false,
      guiaSent: false,
      recourseSent: false,
      recourseIdentify: false,
      hasCuted: false,
      hasLoss: false,
      hasComplementation: false,
      urgent: true,
      alertSendRecourse: false,
      alertReceive: false,
      alertSendGuia: false,
    },
    observationGuideSent: null,
    observationRecourse: null,
    actors: [],
    guideData: {
      ...Object.fromEntries(Object.keys(draft.guideData).map((k) => [k, null])),
      numberWallet: '00998877',
      valueProcedureConsult: '1500.5',
      consultType: '1',
      totals: { total: '2000.00' },
      expenses: [{ expenseCode: '03', unityValue: '10.5', amountRealized: '2.5', description: 'Luvas' }],
    } as EventView['guideData'],
    customFields: { sala: 'B2' },
    procedures: [
      {
        rowId: ROW,
        idProc: '40304361',
        name: 'Procedimento B',
        type: 'KCBHPM',
        order: 2,
        tableCode: '22',
        porte: null,
        porteAnestesico: null,
        proportion: '0.5',
        techniqueUsed: 'KVideo',
        techniqueUsedProportion: '1.5',
        uco: null,
        qtdAux: null,
        userCustom: true,
        value: '999.9',
        steps: [],
        revenueTeam: [],
        portePercent: null,
        skipAppeal: true,
        cutReason: null,
        cutReasonCode: null,
        cuteReasonIds: [],
      },
    ],
    observations: [],
    attachments: [],
    names: {
      healthInsurance: 'Unimed',
      hospital: null,
      patient: null,
      surgeon: null,
      anesthetist: 'Ana',
      secondaryAnesthetist: null,
      thirdAnesthetist: null,
      resident: null,
      company: 'Matriz',
    },
    actions: { edit: true },
    surgeonHidden: false,
    createdAt: '2025-03-10T12:00:00.000Z',
    createdByName: 'Fábio',
    updatedAt: null,
    updatedByName: null,
    deletedAt: null,
  };
}

describe('a stored event in the form', () => {
  it('keeps each row by its rowId and shows money pt-BR', () => {
    const draft = draftOf(storedEvent());
    expect(draft.procedures).toEqual([
      expect.objectContaining({ key: ROW, rowId: ROW, value: '999,90', proportion: '0.5', skipAppeal: true }),
    ]);
    expect(draft.urgent).toBe(true);
    expect(draft.guideData.valueProcedureConsult).toBe('1.500,50');
    expect(draft.guideData.totals.total).toBe('2.000,00');
    expect(draft.guideData.expenses[0]).toMatchObject({
      expenseCode: '03',
      unityValue: '10,50',
      amountRealized: '2,5',
    });
  });

  it('goes back unchanged as an update with the version read', () => {
    const body = updateBodyOf(draftOf(storedEvent()), 4);
    const parsed = eventUpdateBodySchema.parse(body);
    expect(parsed.version).toBe(4);
    expect(parsed.procedures[0]).toMatchObject({ rowId: ROW, order: 1, value: '999.9', techniqueUsed: 'KVideo' });
    expect(parsed.guideData).toMatchObject({
      numberWallet: '00998877',
      valueProcedureConsult: '1500.5',
      consultType: '1',
      totals: { total: '2000', totalFees: null },
    });
    expect(parsed.guideData.expenses[0]).toMatchObject({ expenseCode: '03', unityValue: '10.5', description: 'Luvas' });
    expect(parsed.customFields).toEqual({ sala: 'B2' });
  });
});

describe('the team', () => {
  it('keeps as extra members only the actors the event fields do not make', () => {
    const event = storedEvent();
    event.actors = [
      { id: USER, type: 'anesthetist', order: 1, grauPart: '06' },
      { id: 'n1', type: 'nurse', order: 1, grauPart: '' },
    ];
    expect(draftOf(event).actors.map((a) => [a.type, a.id])).toEqual([['nurse', 'n1']]);
  });

  it('numbers an extra member after the event own one of the same role', () => {
    const body = createBodyOf(filled({ surgeonId: 's1', actors: [{ key: 'x', type: 'surgeon', id: 's2' }] }));
    expect(body.actors).toEqual([{ id: 's2', type: 'surgeon', order: 2 }]);
  });
});

describe('the event priced in the browser', () => {
  it('keys rows by the screen key and builds the team like the server', () => {
    const event = pricingEventOf(
      filled({
        anesthetistId: 'a1',
        secondaryAnesthetistId: 'a2',
        residentId: 'r1',
        surgeonId: 's1',
        anesthesiaStart: '08:3',
        actors: [{ key: 'x', type: 'assistantAnesthetist', id: 'u1' }],
      }),
    );
    expect(event.procedures.map((p) => [p.rowId, p.code, p.order])).toEqual([
      ['a', '30602246', 1],
      ['b', '40304361', 2],
    ]);
    expect(event.anesthesiaStart).toBeNull();
    expect(event.team).toEqual([
      { id: 'a1', role: 'anesthetist', order: 1 },
      { id: 'a2', role: 'anesthetist', order: 2 },
      { id: 'r1', role: 'residentAnesthetist', order: 1 },
      { id: 's1', role: 'surgeon', order: 1 },
      { id: 'u1', role: 'assistantAnesthetist', order: 1 },
    ]);
  });

  it('asks the context for each valid code once, sorted', () => {
    expect(codesOf(filled({ procedures: [row('a', '40304361'), row('b', '30602246'), row('c', '40304361')] }))).toEqual(
      ['30602246', '40304361'],
    );
  });
});

describe('the complementation and the co-participation fee', () => {
  const values = (complementation: string, attendanceFee: string) =>
    Object.fromEntries(
      (['totalProduced', 'complementation', 'attendanceFee'] as const).map((k) => [
        k,
        k === 'complementation' ? complementation : k === 'attendanceFee' ? attendanceFee : '0.00',
      ]),
    ) as unknown as NonNullable<EventView['values']>;

  it('shows the stored amounts pt-BR and sends them back as decimal text', () => {
    const event = { ...storedEvent(), values: values('1234.5', '30.00') };
    const draft = draftOf(event);
    expect([draft.complementation, draft.attendanceFee]).toEqual(['1.234,50', '30,00']);
    const parsed = eventUpdateBodySchema.parse(updateBodyOf({ ...draft, attendanceFee: '45,9' }, 4));
    expect([parsed.complementation, parsed.attendanceFee]).toEqual(['1234.5', '45.9']);
  });

  it('leaves them out of the body when blank (users without values never see them)', () => {
    const draft = draftOf(storedEvent());
    expect([draft.complementation, draft.attendanceFee]).toEqual(['', '']);
    const body = updateBodyOf(draft, 4);
    expect('complementation' in body).toBe(false);
    expect('attendanceFee' in body).toBe(false);
  });

  it('refuses a negative amount under its field', () => {
    const parsed = eventCreateBodySchema.safeParse(createBodyOf(filled({ complementation: '-10' })));
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(Object.keys(errorsFromIssues(parsed.error.issues))).toContain('complementation');
  });
});
