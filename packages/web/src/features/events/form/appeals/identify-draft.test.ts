import { fmt, messages, type AppealCandidate, type AppealSummary } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { appealMenuEntries } from './appeal-menu';
import {
  appealedTotal,
  checkIdentify,
  errorsOfApi,
  fieldKey,
  identifyDraftOf,
  type IdentifyDraft,
} from './identify-draft';

const e = messages.screens.appeals.errors;
const m = messages.screens.money.errors;
const EVENT = '11111111-1111-4111-8111-111111111111';
const ROW_A = '22222222-2222-4222-8222-222222222222';
const ROW_B = '33333333-3333-4333-8333-333333333333';

const candidate = (over: Partial<AppealCandidate>): AppealCandidate => ({
  eventId: EVENT,
  type: 'PROCEDURE',
  procedureRowId: ROW_A,
  numGuide: '123',
  healthInsuranceId: '44444444-4444-4444-8444-444444444444',
  label: '30602246 - Reconstrução mamária',
  valueGlosado: '255.00',
  glosaCodes: [{ code: '1834', description: 'Porte anestésico' }],
  glosaReason: null,
  glosaDate: '2026-11-20',
  deadlineOn: null,
  skipAppeal: false,
  blockedReason: null,
  ...over,
});

const candidates = [
  candidate({}),
  candidate({ procedureRowId: ROW_B, label: '31003079 - Apendicectomia', valueGlosado: '1234.50' }),
  candidate({ type: 'ATTENDANCEFEE', procedureRowId: null, label: 'Co-participação', valueGlosado: '50.00' }),
  candidate({
    procedureRowId: '55555555-5555-4555-8555-555555555555',
    label: '99999999 - Outro',
    skipAppeal: true,
    blockedReason: e.skipAppeal,
  }),
];

const edit = (
  draft: IdentifyDraft,
  changes: Record<number, Partial<IdentifyDraft['rows'][number]>>,
): IdentifyDraft => ({
  rows: draft.rows.map((row, i) => ({ ...row, ...changes[i] })),
});

describe('identifyDraftOf', () => {
  it('chooses every glosa that can be appealed, with all of its glosa as the value, no justification', () => {
    const draft = identifyDraftOf(candidates);
    expect(draft.rows.map((r) => [r.isChosen, r.isBlocked, r.value, r.justification])).toEqual([
      [true, false, '255,00', ''],
      [true, false, '1.234,50', ''],
      [true, false, '50,00', ''],
      [false, true, '255,00', ''],
    ]);
  });

  it('keys each row by event, kind and procedure row', () => {
    const keys = identifyDraftOf(candidates).rows.map((r) => r.key);
    expect(new Set(keys).size).toBe(candidates.length);
  });

  it('adds up what is appealed among the chosen rows only', () => {
    const draft = identifyDraftOf(candidates);
    expect(appealedTotal(draft)).toBe('1539.50');
    expect(appealedTotal(edit(draft, { 1: { isChosen: false }, 0: { value: '100' } }))).toBe('150.00');
  });
});

describe('checkIdentify', () => {
  const draft = identifyDraftOf(candidates);
  const justified = edit(draft, {
    0: { justification: '  Porte compatível; segue ficha anestésica ' },
    1: { value: '1.000,00', justification: 'Procedimento autorizado' },
    2: { isChosen: false },
  });

  it('posts the chosen glosas with their value (decimal text) and trimmed justification, never the blocked one', () => {
    expect(checkIdentify(justified)).toEqual({
      ok: true,
      body: {
        observation: null,
        items: [
          {
            eventId: EVENT,
            type: 'PROCEDURE',
            procedureRowId: ROW_A,
            valueAppealed: '255',
            justification: 'Porte compatível; segue ficha anestésica',
          },
          {
            eventId: EVENT,
            type: 'PROCEDURE',
            procedureRowId: ROW_B,
            valueAppealed: '1000',
            justification: 'Procedimento autorizado',
          },
        ],
      },
    });
  });

  it('never posts a blocked row, even when marked', () => {
    const forced = edit(justified, { 3: { isChosen: true, justification: 'x' } });
    const result = checkIdentify(forced);
    expect(result.ok && result.body.items).toHaveLength(2);
  });

  it('asks for a justification under each chosen row without one', () => {
    const result = checkIdentify(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      [fieldKey(draft.rows[0]!.key, 'justification')]: e.justificationRequired,
      [fieldKey(draft.rows[1]!.key, 'justification')]: e.justificationRequired,
      [fieldKey(draft.rows[2]!.key, 'justification')]: e.justificationRequired,
    });
  });

  it('refuses a justification over 500 characters, a value above the glosa, zero and a negative value', () => {
    const key = (i: number, f: 'value' | 'justification') => fieldKey(draft.rows[i]!.key, f);
    const result = checkIdentify(
      edit(justified, {
        0: { justification: 'x'.repeat(501) },
        1: { value: '1.234,51' },
        2: { isChosen: true, value: '0', justification: 'ok' },
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[key(0, 'justification')]).toBe(fmt(messages.validation.maxLength, { max: 500 }));
    expect(result.errors[key(1, 'value')]).toBe(fmt(e.valueAboveGlosa, { value: 'R$ 1.234,50' }));
    expect(result.errors[key(2, 'value')]).toBe(m.valueZero);
    const negative = checkIdentify(edit(justified, { 0: { value: '-1' } }));
    expect(!negative.ok && negative.errors[key(0, 'value')]).toBe(m.receivedValueNegative);
  });

  it('accepts exactly the glosa and less than it', () => {
    const result = checkIdentify(edit(justified, { 1: { value: '1234,50' } }));
    expect(result.ok && result.body.items[1]!.valueAppealed).toBe('1234.5');
  });

  it('asks to choose at least one glosa', () => {
    const none = edit(draft, { 0: { isChosen: false }, 1: { isChosen: false }, 2: { isChosen: false } });
    expect(checkIdentify(none)).toEqual({ ok: false, errors: {}, formError: e.noItems });
  });
});

describe('errorsOfApi', () => {
  it('puts an item error of the API under the chosen row it names (counting only the posted rows)', () => {
    const draft = edit(identifyDraftOf(candidates), { 0: { isChosen: false } });
    const found = errorsOfApi(draft, [
      { path: 'items.0.valueAppealed', message: 'a' },
      { path: 'items.1', message: 'b' },
      { path: 'items.1.justification', message: 'c' },
    ]);
    expect(found).toEqual({
      [fieldKey(draft.rows[1]!.key, 'value')]: 'a',
      [fieldKey(draft.rows[2]!.key, 'value')]: 'b',
      [fieldKey(draft.rows[2]!.key, 'justification')]: 'c',
    });
  });
});

describe('appealMenuEntries', () => {
  const appeal = (id: string, status: AppealSummary['status']) => ({ id, status, code: 1 }) as AppealSummary;
  const base = { canWrite: true, isDirty: false, candidates, appeals: [] as AppealSummary[] };

  it('offers identify when the server answered an unblocked glosa, also on a finished event', () => {
    expect(appealMenuEntries(base)).toEqual([{ kind: 'identify' }]);
    expect(appealMenuEntries({ ...base, candidates: [candidates[3]!] })).toEqual([]);
  });

  it('offers to send an appeal waiting to be sent, and to open a sent or answered one', () => {
    const appeals = [
      appeal('a', 'WaitSend'),
      appeal('b', 'Sent'),
      appeal('c', 'ResponseReceived'),
      appeal('d', 'Finished'),
    ];
    const kinds = appealMenuEntries({ ...base, candidates: [], appeals }).map((r) =>
      r.kind === 'identify' ? r.kind : `${r.kind}:${r.appeal.id}`,
    );
    expect(kinds).toEqual(['send:a', 'received:b', 'received:c']);
  });

  it('offers nothing without billing access or with unsaved changes', () => {
    expect(appealMenuEntries({ ...base, canWrite: false })).toEqual([]);
    expect(appealMenuEntries({ ...base, isDirty: true })).toEqual([]);
  });
});
