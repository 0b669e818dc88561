import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsText, toCents } from '../money/cents';
import {
  acceptedValueProblem,
  appealDeadline,
  appealDueColour,
  appealedValueProblem,
  appealStatusAfter,
  appealTotals,
  APPEAL_ACTIONS,
  APPEAL_STATUSES,
  canStartAppealAction,
  earliestGlosaDate,
  isWithinAppealDeadline,
  itemAnswerOf,
  planAppealReceipt,
  responseStageOf,
  type AppealAction,
  type AppealStatus,
} from './appeals';

describe('appeal machine (billing.md §4 Appeal: WaitSend → Sent → ResponseReceived → Finished)', () => {
  const allowed: Record<AppealAction, AppealStatus[]> = {
    send: ['WaitSend'],
    answer: ['Sent', 'ResponseReceived'],
    receive: ['ResponseReceived'],
    finish: ['ResponseReceived'],
    setStage: ['Sent'],
  };
  for (const action of APPEAL_ACTIONS) {
    for (const status of APPEAL_STATUSES) {
      it(`${action} from ${status}: ${allowed[action].includes(status) ? 'allowed' : 'refused'}`, () => {
        expect(canStartAppealAction(action, status)).toBe(allowed[action].includes(status));
      });
    }
  }
  it.each([
    ['send', 'WaitSend', 'Sent'],
    ['answer', 'Sent', 'ResponseReceived'],
    ['answer', 'ResponseReceived', 'ResponseReceived'],
    ['receive', 'ResponseReceived', 'ResponseReceived'],
    ['finish', 'ResponseReceived', 'Finished'],
    ['setStage', 'Sent', 'Sent'],
  ] as const)('%s from %s leads to %s', (action, from, to) => {
    expect(appealStatusAfter(action, from)).toBe(to);
  });
  it.each([
    ['WaitSend', 'analysing', 'waitingAnalysis'],
    ['Sent', 'analysing', 'analysing'],
    ['Sent', 'waitingAnalysis', 'waitingAnalysis'],
    ['ResponseReceived', 'analysing', 'appealResponseReceived'],
    ['Finished', 'appealResponseReceived', 'finished'],
  ] as const)('the response stage of %s (was %s) is %s', (status, current, stage) => {
    expect(responseStageOf(status, current)).toBe(stage);
  });
});

describe('deadline and due colours (billing.md §4: grey not asked, green sent, yellow one week left, red overdue)', () => {
  it('counts the insurer day limit from the glosa date; no limit, no deadline', () => {
    expect(appealDeadline('2026-01-31', 30)).toBe('2026-03-02');
    expect(appealDeadline('2026-01-31', null)).toBeNull();
    expect(appealDeadline('2026-01-31', 0)).toBeNull();
    expect(isWithinAppealDeadline('2026-01-01', 10, '2026-01-11')).toBe(true);
    expect(isWithinAppealDeadline('2026-01-01', 10, '2026-01-12')).toBe(false);
    expect(isWithinAppealDeadline('2026-01-01', null, '2030-01-01')).toBe(true);
  });
  it.each([
    ['Sent', '2026-01-01', 'green'],
    ['Finished', null, 'green'],
    ['WaitSend', null, 'grey'],
    ['WaitSend', '2026-03-20', 'grey'],
    ['WaitSend', '2026-03-08', 'yellow'],
    ['WaitSend', '2026-03-01', 'yellow'],
    ['WaitSend', '2026-02-28', 'red'],
  ] as const)('%s with deadline %s on 2026-03-01 is %s', (status, deadlineOn, colour) => {
    expect(appealDueColour({ status, deadlineOn }, '2026-03-01')).toBe(colour);
  });
  it('takes the earliest glosa date', () => {
    expect(earliestGlosaDate([{ date: '2026-02-03' }, { date: '2026-01-09' }])).toBe('2026-01-09');
    expect(earliestGlosaDate([])).toBeNull();
  });
});

describe('values', () => {
  it.each([
    ['255.00', '0', 'denied'],
    ['255.00', '0.00', 'denied'],
    ['255.00', '100.00', 'partiallyAccepted'],
    ['255.00', '255', 'accepted'],
  ] as const)('appealed %s, accepted %s → %s', (appealed, accepted, answer) => {
    expect(itemAnswerOf(appealed, accepted)).toBe(answer);
  });
  it.each([
    ['0', '10.00', 'notPositive'],
    ['10.01', '10.00', 'aboveGlosa'],
    ['abc', '10.00', 'invalid'],
    ['10.00', '10.00', null],
  ] as const)('appealing %s of a %s glosa: %s', (value, glosa, problem) => {
    expect(appealedValueProblem(value, glosa)).toBe(problem);
  });
  it.each([
    ['-1', '10.00', 'negative'],
    ['10.01', '10.00', 'aboveAppealed'],
    ['0', '10.00', null],
    ['x', '10.00', 'invalid'],
  ] as const)('accepting %s of %s appealed: %s', (value, appealed, problem) => {
    expect(acceptedValueProblem(value, appealed)).toBe(problem);
  });
  it('sums the items', () => {
    const item = (g: string, a: string, acc: string, r: string) => ({
      valueGlosado: g,
      valueAppealed: a,
      valueAccepted: acc,
      valueReceived: r,
    });
    expect(appealTotals([item('255.00', '255.00', '100.00', '100.00'), item('10.10', '5.05', '0', '0')])).toEqual({
      totalGlosado: '265.10',
      totalAppealed: '260.05',
      totalAccepted: '100.00',
      totalReceived: '100.00',
    });
  });
});

describe('booking what an appeal recovered (decision 026)', () => {
  const glosa = (id: string, value: string, codes: string[] = ['1834']) => ({
    id,
    value,
    date: '2026-02-20',
    glosaCodes: codes,
    glosaReason: null,
  });
  it('cancels the contested glosa, re-books what the insurer keeps and receives the rest', () => {
    expect(
      planAppealReceipt({ valueAccepted: '200.00', valueReceived: '0', type: 'PROCEDURE' }, [glosa('g1', '255.00')]),
    ).toEqual({
      cancel: ['g1'],
      glosaKept: { value: '55.00', glosaCodes: ['1834'], glosaReason: null },
      received: '200.00',
    });
  });
  it('keeps no glosa when everything is accepted, and receives only what is still to receive', () => {
    expect(
      planAppealReceipt({ valueAccepted: '255.00', valueReceived: '55.00', type: 'PROCEDURE' }, [
        glosa('g2', '200.00', ['1834', '3199']),
      ]),
    ).toEqual({ cancel: ['g2'], glosaKept: null, received: '200.00' });
  });
  it('moves nothing when nothing is left to receive', () => {
    expect(
      planAppealReceipt({ valueAccepted: '0', valueReceived: '0', type: 'PROCEDURE' }, [glosa('g', '1')]),
    ).toBeNull();
    expect(
      planAppealReceipt({ valueAccepted: '10.00', valueReceived: '10.00', type: 'PROCEDURE' }, [glosa('g', '1')]),
    ).toBeNull();
  });
  it('never changes what the item settles: kept glosa + received = the glosa cancelled', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        (glosas, acceptedCents) => {
          const contested = glosas.map((c, i) => glosa(`g${i}`, centsText(BigInt(c))));
          const plan = planAppealReceipt(
            { valueAccepted: centsText(BigInt(acceptedCents)), valueReceived: '0', type: 'PROCEDURE' },
            contested,
          );
          const total = glosas.reduce((a, b) => a + b, 0);
          if (acceptedCents === 0) return plan === null;
          const kept = plan!.glosaKept ? toCents(plan!.glosaKept.value) : 0n;
          return kept + toCents(plan!.received) === BigInt(total) && toCents(plan!.received) <= BigInt(acceptedCents);
        },
      ),
    );
  });
});
