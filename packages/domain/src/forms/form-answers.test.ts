import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAnswer,
  checkResponse,
  FORM_ANSWER_MAX,
  visibleQuestionIds,
  type FormAnswerValue,
  type FormQuestionRule,
  type StoredAnswers,
} from './form-answers';
import { formAcceptance } from './form-window';
import { summarizeResponses } from './form-summary';

const q = (over: Partial<FormQuestionRule> & Pick<FormQuestionRule, 'type'>): FormQuestionRule => ({
  id: 'q',
  required: false,
  ...over,
});
const options = ['a', 'b'];

describe('checkAnswer by question type (decision 057)', () => {
  const cases: [FormQuestionRule, FormAnswerValue, string | string[] | null][] = [
    [q({ type: 'text' }), '  olá  ', 'olá'],
    [q({ type: 'text' }), ['x'], null],
    [q({ type: 'text' }), 'x'.repeat(FORM_ANSWER_MAX), 'x'.repeat(FORM_ANSWER_MAX)],
    [q({ type: 'text' }), 'x'.repeat(FORM_ANSWER_MAX + 1), null],
    [q({ type: 'paragraph' }), '<script>alert(1)</script>', '<script>alert(1)</script>'],
    [q({ type: 'number' }), '12,5', '12.5'],
    [q({ type: 'number' }), '-3', '-3'],
    [q({ type: 'number' }), '1e9', null],
    [q({ type: 'number' }), 'doze', null],
    [q({ type: 'number' }), '9'.repeat(16), null],
    [q({ type: 'number', min: 0, max: 10 }), '10', '10'],
    [q({ type: 'number', min: 0, max: 10 }), '10.01', null],
    [q({ type: 'number', min: 0, max: 10 }), '-0.5', null],
    [q({ type: 'radio', options }), 'a', 'a'],
    [q({ type: 'radio', options }), 'c', null],
    [q({ type: 'radio', options }), ['a'], null],
    [q({ type: 'select', options }), 'b', 'b'],
    [q({ type: 'checkbox', options }), ['a', 'b', 'a'], ['a', 'b']],
    [q({ type: 'checkbox', options }), ['a', 'z'], null],
    [q({ type: 'checkbox', options }), 'a', null],
    [q({ type: 'date' }), '2026-02-28', '2026-02-28'],
    [q({ type: 'date' }), '2026-02-29', null],
    [q({ type: 'date' }), '2028-02-29', '2028-02-29'],
    [q({ type: 'date' }), '28/02/2026', null],
    [q({ type: 'time' }), '23:59', '23:59'],
    [q({ type: 'time' }), '24:00', null],
    [q({ type: 'dateTime' }), '2026-11-28T08:30', '2026-11-28T08:30'],
    [q({ type: 'dateTime' }), '2026-11-28 08:30', null],
    [q({ type: 'booleanNa' }), 'na', 'na'],
    [q({ type: 'booleanNa' }), 'true', null],
  ];
  it.each(cases)('%o answered %j → %j', (question, value, expected) => {
    const checked = checkAnswer(question, value);
    if (expected === null) expect(checked).toHaveProperty('problem');
    else expect(checked).toEqual({ value: expected });
  });
});

const chain: FormQuestionRule[] = [
  { id: 'has', type: 'booleanNa', required: true },
  { id: 'which', type: 'checkbox', required: true, options, condition: { questionId: 'has', equals: 'yes' } },
  { id: 'why', type: 'text', required: true, condition: { questionId: 'which', equals: 'b' } },
];

describe('conditional display', () => {
  it.each([
    [{}, ['has']],
    [{ has: 'no' }, ['has']],
    [{ has: 'yes' }, ['has', 'which']],
    [{ has: 'yes', which: ['a'] }, ['has', 'which']],
    [{ has: 'yes', which: ['a', 'b'] }, ['has', 'which', 'why']],
    // A question hidden by its condition hides those that depend on it.
    [{ has: 'no', which: ['b'] }, ['has']],
  ])('%j shows %j', (answers, expected) => {
    expect([...visibleQuestionIds(chain, answers)]).toEqual(expected);
  });

  it('hidden questions are neither required nor stored', () => {
    expect(checkResponse(chain, { has: 'no', which: ['b'], why: 'x' })).toEqual({
      answers: { has: 'no' },
      errors: [],
    });
    expect(checkResponse(chain, { has: 'yes' }).errors).toEqual([{ questionId: 'which', problem: 'required' }]);
  });

  it('unknown questions are dropped', () => {
    expect(checkResponse(chain, { has: 'na', other: 'x' }).answers).toEqual({ has: 'na' });
  });

  const answersArb = fc.record(
    {
      has: fc.constantFrom('yes', 'no', 'na', ''),
      which: fc.subarray(['a', 'b']),
      why: fc.string({ maxLength: 20 }),
    },
    { requiredKeys: [] },
  );

  it('property: what is stored is always visible, and visible required questions are stored or reported', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const visible = visibleQuestionIds(chain, answers);
        const { answers: stored, errors } = checkResponse(chain, answers);
        for (const id of Object.keys(stored)) expect(visible.has(id)).toBe(true);
        for (const question of chain) {
          if (!visible.has(question.id)) continue;
          const reported = errors.some((e) => e.questionId === question.id);
          expect(reported || question.id in stored).toBe(true);
        }
      }),
    );
  });

  it('property: checking stored answers again stores the same (idempotent)', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const first = checkResponse(chain, answers).answers;
        expect(checkResponse(chain, first).answers).toEqual(first);
      }),
    );
  });
});

describe('formAcceptance (hour limit from when the form was opened)', () => {
  const openedAt = new Date('2026-11-01T10:00:00Z');
  const base = { published: true, closedAt: null, openedAt, responseHourLimit: 2 };
  it.each([
    [{ ...base, published: false }, '2026-11-01T10:30:00Z', 'unpublished'],
    [{ ...base, closedAt: openedAt }, '2026-11-01T10:30:00Z', 'closed'],
    [base, '2026-11-01T11:59:59Z', 'open'],
    [base, '2026-11-01T12:00:00Z', 'expired'],
    [{ ...base, responseHourLimit: null }, '2030-01-01T00:00:00Z', 'open'],
  ])('%j at %s is %s', (form, now, expected) => {
    expect(formAcceptance(form, new Date(now))).toBe(expected);
  });
});

describe('summarizeResponses', () => {
  it('counts options, checkbox picks and averages numbers', () => {
    const questions = [
      { id: 'c', type: 'checkbox' as const, options },
      { id: 'n', type: 'number' as const },
      { id: 't', type: 'text' as const },
      { id: 'b', type: 'booleanNa' as const },
    ];
    const responses: StoredAnswers[] = [{ c: ['a', 'b'], n: '10', t: 'x', b: 'yes' }, { c: ['b'], n: '5' }, {}];
    expect(summarizeResponses(questions, responses)).toEqual([
      {
        questionId: 'c',
        kind: 'choice',
        answered: 2,
        counts: [
          { value: 'a', count: 1 },
          { value: 'b', count: 2 },
        ],
      },
      { questionId: 'n', kind: 'number', answered: 2, average: 7.5, min: 5, max: 10 },
      { questionId: 't', kind: 'text', answered: 1 },
      {
        questionId: 'b',
        kind: 'choice',
        answered: 1,
        counts: [
          { value: 'yes', count: 1 },
          { value: 'no', count: 0 },
          { value: 'na', count: 0 },
        ],
      },
    ]);
  });
});
