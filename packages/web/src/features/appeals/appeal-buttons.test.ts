import { describe, expect, it } from 'vitest';
import { appealButtonsOf, toReceiveOf } from './appeal-buttons';

const appeal = (over: Partial<Parameters<typeof appealButtonsOf>[0]>) => ({
  status: 'WaitSend' as const,
  responseStage: 'waitingAnalysis' as const,
  totalGlosado: '255.00',
  totalAccepted: '0.00',
  totalReceived: '0.00',
  ...over,
});

describe('the buttons an appeal shows', () => {
  it.each([
    [appeal({}), ['send']],
    [appeal({ status: 'Sent' }), ['analysing', 'answer']],
    [appeal({ status: 'Sent', responseStage: 'analysing' }), ['waitingAnalysis', 'answer']],
    [appeal({ status: 'ResponseReceived', totalAccepted: '200.00' }), ['answer', 'receive', 'finish']],
    [appeal({ status: 'ResponseReceived', totalAccepted: '200.00', totalReceived: '200.00' }), ['answer', 'finish']],
    [appeal({ status: 'ResponseReceived' }), ['answer', 'finish']],
    [appeal({ status: 'Finished', totalAccepted: '200.00' }), []],
    // Without values (stripped for users who may not see them): no answer, no receipt.
    [appeal({ status: 'Sent', totalGlosado: undefined }), ['analysing']],
    [appeal({ status: 'ResponseReceived', totalGlosado: undefined, totalAccepted: undefined }), ['finish']],
  ] as const)('%j → %j', (given, expected) => {
    expect(appealButtonsOf(given)).toEqual(expected);
  });

  it('receives what is accepted and not yet received', () => {
    expect(toReceiveOf({ totalAccepted: '255.00', totalReceived: '55.10' })).toBe(19990n);
  });
});
