import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { changedValues, supportActions, supportErrorsOf } from './support-review';

const s = ocrMessages.support;

const field = (key: string, confirmed: string) => ({ key, confirmed });

describe("support's corrections of a guide", () => {
  const fields = [field('patientName', 'Maria'), field('password', '123'), field('total', '10,00')];

  it('sends only the fields the user changed, as typed', () => {
    expect(changedValues(fields, { patientName: 'Maria Silva' })).toEqual({ patientName: 'Maria Silva' });
    expect(changedValues(fields, { patientName: 'Maria Silva', total: '' })).toEqual({
      patientName: 'Maria Silva',
      total: '',
    });
  });

  it('sends nothing when every field typed is back to what the guide holds', () => {
    expect(changedValues(fields, {})).toEqual({});
    expect(changedValues(fields, { patientName: 'Maria', password: '123' })).toEqual({});
  });

  it('ignores what was typed for a field the guide no longer has (read again)', () => {
    expect(changedValues(fields, { 'procedures.3.code': '30726034' })).toEqual({});
  });

  it('compares with the correction already saved, not with what was read', () => {
    const corrected = [{ key: 'patientName', confirmed: 'Maria Silva' }];
    expect(changedValues(corrected, { patientName: 'Maria Silva' })).toEqual({});
    expect(changedValues(corrected, { patientName: 'Maria' })).toEqual({ patientName: 'Maria' });
  });

  it("puts the server's refusals under the inputs that hold them, the rest in the alert", () => {
    const keys = new Set(['startDate', 'patientName']);
    const error = new ApiError(400, 'inputError', 'Dados inválidos', [
      { path: 'values.startDate', message: 'Data inválida' },
      { path: 'values.startDate', message: 'outra' },
      { path: 'values.nope', message: 'id não encontrado' },
      { path: 'values', message: 'Máximo de 200' },
    ]);
    expect(supportErrorsOf(error, keys)).toEqual({
      errors: { startDate: 'Data inválida' },
      others: ['id não encontrado', 'Máximo de 200'],
    });
    expect(supportErrorsOf(new ApiError(409, 'statusError', 'Esta guia já foi confirmada'), keys)).toEqual({
      errors: {},
      others: [],
    });
  });
});

describe('what support may do to a guide', () => {
  const guide = { status: 'NEED_SUPPORT', eventId: null, guideType: 'Honorario' } as const;

  it('corrects and reads again a guide read and waiting for someone', () => {
    for (const status of ['NEED_CLIENT', 'NEED_SUPPORT', 'NEED_DEVELOPER', 'ON_TEST'] as const) {
      expect(supportActions({ ...guide, status })).toEqual({ canSave: true, canReread: true, readOnlyReason: null });
    }
  });

  it('only shows a guide confirmed into an event', () => {
    expect(supportActions({ ...guide, status: 'READY' })).toEqual({
      canSave: false,
      canReread: false,
      readOnlyReason: s.readOnlyReady,
    });
    expect(supportActions({ ...guide, eventId: '0b6e0c1e-3f9a-4a53-9d1c-5c8e0f6f2a11' }).canSave).toBe(false);
  });

  it('neither corrects nor queues again a page waiting to be read', () => {
    expect(supportActions({ ...guide, status: 'CREATED', guideType: null })).toEqual({
      canSave: false,
      canReread: false,
      readOnlyReason: s.readOnlyQueued,
    });
  });

  it('reads again, but does not correct, a page never read as a guide', () => {
    expect(supportActions({ ...guide, guideType: null })).toEqual({
      canSave: false,
      canReread: true,
      readOnlyReason: s.readOnlyNotRead,
    });
  });
});
