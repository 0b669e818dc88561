import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { type OcrField, type OcrGuide } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import {
  choicesOf,
  confirmBodyOf,
  isReviewable,
  ocrFileProblem,
  reviewErrorsOf,
  reviewTargetOf,
  uploadPercent,
} from './ocr-logic';

const o = ocrMessages;

const field = (key: string, overrides: Partial<OcrField> = {}): OcrField => ({
  key,
  value: 'lido',
  confirmed: 'lido',
  confidence: 90,
  box: null,
  problem: null,
  low: false,
  required: false,
  ...overrides,
});

const noMatches: OcrGuide['matches'] = { healthInsurance: null, hospital: null, anesthetist: null, patient: null };

describe('the files sent to OCR', () => {
  it.each([
    ['guia.pdf', 1000, null],
    ['GUIA.JPEG', 1000, null],
    ['foto.jpg', 1000, null],
    ['scan.png', 20 * 1024 * 1024, null],
    ['planilha.xlsx', 1000, o.fileErrors.typeNotAllowed],
    ['vazio.pdf', 0, o.fileErrors.unreadable],
    ['grande.pdf', 20 * 1024 * 1024 + 1, 'O arquivo passa de 20 MB.'],
  ])('%s (%i bytes) → %s', (name, size, problem) => {
    expect(ocrFileProblem({ name, size })).toBe(problem);
  });

  it('counts the pages read', () => {
    expect(uploadPercent({ processedPages: 0, totalPages: 0 })).toBe(0);
    expect(uploadPercent({ processedPages: 1, totalPages: 3 })).toBe(33);
    expect(uploadPercent({ processedPages: 3, totalPages: 3 })).toBe(100);
  });

  it('offers the review only for a guide waiting for the client without error (platform.md §3)', () => {
    expect(isReviewable({ status: 'NEED_CLIENT', error: null })).toBe(true);
    expect(isReviewable({ status: 'NEED_CLIENT', error: 'KErrorEmptyCredits' })).toBe(false);
    expect(isReviewable({ status: 'NEED_SUPPORT', error: 'KErrorThreshold' })).toBe(false);
    expect(isReviewable({ status: 'READY', error: null })).toBe(false);
  });
});

describe('the review of a guide', () => {
  it("prefills the registries from the matches, the user's picks first", () => {
    const matches = { ...noMatches, healthInsurance: { id: 'i1', name: 'Convênio' } };
    expect(choicesOf(matches, {})).toEqual({
      healthInsuranceId: 'i1',
      hospitalId: null,
      anesthetistId: null,
      patientId: null,
      createPatient: true,
    });
    expect(choicesOf({ ...matches, patient: { id: 'p1', name: 'Ana' } }, { hospitalId: 'h2' })).toMatchObject({
      patientId: 'p1',
      createPatient: false,
      hospitalId: 'h2',
    });
    // Clearing a match is the user's choice too.
    expect(choicesOf(matches, { healthInsuranceId: null }).healthInsuranceId).toBeNull();
  });

  it('posts every field, the typed value over the confirmed one', () => {
    const fields = [field('patientName', { confirmed: 'JOAO' }), field('startDate', { confirmed: '10/01/2026' })];
    const choices = choicesOf(noMatches, { healthInsuranceId: 'i1', patientId: 'p1', createPatient: false });
    expect(confirmBodyOf(fields, { patientName: 'João' }, choices)).toEqual({
      values: { patientName: 'João', startDate: '10/01/2026' },
      healthInsuranceId: 'i1',
      hospitalId: null,
      anesthetistId: null,
      patientId: 'p1',
      createPatient: false,
    });
    // Registering the patient by the name read sends no patient.
    expect(confirmBodyOf(fields, {}, { ...choices, createPatient: true })).toMatchObject({
      patientId: null,
      createPatient: true,
    });
  });

  it("puts the server's refusals under the inputs that hold them, the rest in the alert", () => {
    const keys = new Set(['startDate', 'providerGuide', 'password', 'procedures.0.code', 'procedures.1.code']);
    expect(reviewTargetOf('values.startDate', keys)).toBe('startDate');
    expect(reviewTargetOf('dtProcedure', keys)).toBe('startDate');
    expect(reviewTargetOf('numGuide', keys)).toBe('providerGuide');
    expect(reviewTargetOf('guideData.password', keys)).toBe('password');
    expect(reviewTargetOf('procedures', keys)).toBe('procedures.0.code');
    expect(reviewTargetOf('values.procedures.0.code', keys)).toBe('procedures.0.code');
    expect(reviewTargetOf('hospitalId', keys)).toBe('hospitalId');
    expect(reviewTargetOf('surgeonId', keys)).toBeNull();
    expect(reviewTargetOf('values.wallet', keys)).toBeNull();

    const error = new ApiError(400, 'inputError', 'Dados inválidos', [
      { path: 'values.startDate', message: 'Data inválida' },
      { path: 'values.startDate', message: 'outra' },
      { path: 'surgeonId', message: 'Cirurgião é obrigatório' },
    ]);
    expect(reviewErrorsOf(error, keys)).toEqual({
      errors: { startDate: 'Data inválida' },
      others: ['Cirurgião é obrigatório'],
    });
  });
});
