import { messages, type Job } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { canCancelJob, canRetryJob, isJobOpen, jobErrorLabel, jobKindLabel, jobStep } from './job-state';

const t = messages.screens.jobs;

describe('job state on screen', () => {
  it.each<[Job['status'], boolean, boolean]>([
    ['NOT_STARTED', true, false],
    ['RUNNING', true, false],
    ['FINISH', false, false],
    ['FAILED', false, true],
    ['CANCELLED', false, true],
  ])('%s: open %s, retry %s', (status, isOpen, isRetryable) => {
    expect(isJobOpen({ status })).toBe(isOpen);
    expect(canRetryJob({ status })).toBe(isRetryable);
    expect(canCancelJob({ status, cancelRequested: false })).toBe(isOpen);
    expect(canCancelJob({ status, cancelRequested: true })).toBe(false);
  });

  it('fills the step text with its params', () => {
    expect(jobStep({ stepCode: 'checkingRows', stepParams: { processed: 500, total: 5571 } })).toBe(
      'Conferindo as linhas: 500 de 5571',
    );
    expect(jobStep({ stepCode: 'building', stepParams: {} })).toBe('Montando o XML de {guides} guia(s)');
    expect(jobStep({ stepCode: null, stepParams: {} })).toBe('');
    expect(jobStep({ stepCode: 'unknownStep', stepParams: {} })).toBe('unknownStep');
  });

  it('names kinds and errors in pt-BR', () => {
    expect(jobKindLabel('tissXml')).toBe(t.kinds.tissXml);
    expect(jobKindLabel('other')).toBe('other');
    expect(jobErrorLabel({ status: 'FAILED', errorCode: 'interrupted', errorDetail: null })).toBe(t.errors.interrupted);
    expect(jobErrorLabel({ status: 'FAILED', errorCode: 'failed', errorDetail: 'Error: x' })).toBe('Error: x');
    expect(jobErrorLabel({ status: 'FAILED', errorCode: 'importRefused', errorDetail: 'Arquivo ilegível' })).toBe(
      'Arquivo ilegível',
    );
    expect(jobErrorLabel({ status: 'FINISH', errorCode: null, errorDetail: null })).toBe('');
  });
});
