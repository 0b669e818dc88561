import { fmt, messages, type AppealItem } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { errorsFromApi } from '../../shared/forms/form-errors';
import {
  acceptAll,
  acceptedTotal,
  answerBodyOf,
  answerDraftOf,
  answerFieldNames,
  checkAnswer,
  denyAll,
  type AnswerDraft,
} from './answer-draft';

const e = messages.screens.appeals.errors;
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const item = (over: Partial<AppealItem>): AppealItem => ({
  id: A,
  eventId: '33333333-3333-4333-8333-333333333333',
  numGuide: '70001',
  patientName: 'Maria',
  dtProcedure: '2026-01-10',
  type: 'PROCEDURE',
  procedureRowId: '44444444-4444-4444-8444-444444444444',
  label: '30602246 - Reconstrução mamária',
  glosaCodes: [{ code: '1834', description: null }],
  valueGlosado: '1234.50',
  valueAppealed: '1234.50',
  justification: 'Porte compatível',
  answer: 'pending',
  valueAccepted: '0.00',
  answerReason: null,
  valueReceived: '0.00',
  ...over,
});

const appeal = {
  answeredOn: null,
  operatorNumber: null,
  items: [item({}), item({ id: B, numGuide: null, label: 'Co-participação', valueAppealed: '80.00' })],
};

const typed = (draft: AnswerDraft, rows: Record<number, Partial<AnswerDraft['rows'][number]>>): AnswerDraft => ({
  ...draft,
  rows: draft.rows.map((row, i) => ({ ...row, ...rows[i] })),
});

describe('answerDraftOf', () => {
  it('has a row per item accepting what was appealed, typed pt-BR, dated today', () => {
    const draft = answerDraftOf(appeal, '2026-03-02');
    expect(draft).toEqual({
      answeredOn: '2026-03-02',
      operatorNumber: '',
      rows: [
        {
          id: A,
          label: '70001 — 30602246 - Reconstrução mamária',
          valueAppealed: '1234.50',
          accepted: '1.234,50',
          reason: '',
        },
        { id: B, label: 'Co-participação', valueAppealed: '80.00', accepted: '80,00', reason: '' },
      ],
    });
  });

  it('shows an answer already recorded as it was, to be corrected', () => {
    const answered = {
      answeredOn: '2026-02-20',
      operatorNumber: 'OP-7',
      items: [item({ answer: 'denied', valueAccepted: '0.00', answerReason: 'Glosa mantida' })],
    };
    expect(answerDraftOf(answered, '2026-03-02')).toMatchObject({
      answeredOn: '2026-02-20',
      operatorNumber: 'OP-7',
      rows: [{ accepted: '0,00', reason: 'Glosa mantida' }],
    });
  });
});

describe('deny all and accept all', () => {
  it('"Negar tudo" sets every value accepted to zero and keeps the reasons', () => {
    const draft = denyAll(typed(answerDraftOf(appeal, '2026-03-02'), { 0: { reason: 'Sem cobertura' } }));
    expect(draft.rows.map((r) => [r.accepted, r.reason])).toEqual([
      ['0,00', 'Sem cobertura'],
      ['0,00', ''],
    ]);
    expect(acceptedTotal(draft)).toBe('0.00');
  });

  it('"Aceitar tudo" puts back the values appealed', () => {
    const draft = acceptAll(denyAll(answerDraftOf(appeal, '2026-03-02')));
    expect(draft.rows.map((r) => r.accepted)).toEqual(['1.234,50', '80,00']);
  });
});

describe('what is sent', () => {
  it('posts every item with its value as decimal text and a blank reason as null', () => {
    const draft = typed(answerDraftOf(appeal, '2026-03-02'), {
      0: { accepted: '1.000,5', reason: '  Aceito em parte ' },
      1: { accepted: '0' },
    });
    const checked = checkAnswer({ ...draft, operatorNumber: ' OP-77 ' });
    expect(checked).toEqual({
      ok: true,
      body: {
        answeredOn: '2026-03-02',
        operatorNumber: 'OP-77',
        items: [
          { id: A, valueAccepted: '1000.5', answerReason: 'Aceito em parte' },
          { id: B, valueAccepted: '0', answerReason: null },
        ],
      },
    });
    expect(acceptedTotal(draft)).toBe('1000.50');
  });

  it('refuses a negative or unreadable value under its own input, with the contract messages', () => {
    const draft = typed(answerDraftOf(appeal, '2026-03-02'), { 0: { accepted: '-5' }, 1: { accepted: 'abc' } });
    expect(checkAnswer(draft)).toEqual({
      ok: false,
      errors: { 'items.0.valueAccepted': e.acceptedNegative, 'items.1.valueAccepted': e.valueInvalid },
    });
    expect(acceptedTotal(draft)).toBe('0.00');
  });

  it("puts the server's field errors under the inputs they name", () => {
    const draft = answerDraftOf(appeal, '2026-03-02');
    const message = fmt(e.acceptedAboveAppealed, { value: '80.00' });
    const error = new ApiError(400, 'inputError', message, [{ path: 'items.1.valueAccepted', message }]);
    expect(errorsFromApi(error, answerFieldNames(draft))).toEqual({ 'items.1.valueAccepted': message });
  });

  it('keeps the body in step with the draft', () => {
    expect(answerBodyOf(answerDraftOf(appeal, '2026-03-02')).items.map((i) => i.valueAccepted)).toEqual([
      '1234.5',
      '80',
    ]);
  });
});
