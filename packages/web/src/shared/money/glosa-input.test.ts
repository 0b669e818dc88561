import { fmt, messages } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { checkGlosaInput, emptyGlosaInput } from './glosa-input';

const m = messages.screens.money.errors;

describe('checkGlosaInput (decision 026: a glosa booked by hand says why)', () => {
  it('asks for at least one table-38 code', () => {
    expect(checkGlosaInput(emptyGlosaInput())).toEqual({ ok: false, errors: { glosaCodes: m.glosaReasonRequired } });
  });

  it('refuses a code that is not 4 digits, more than 10 codes and a text over 500 characters', () => {
    expect(checkGlosaInput({ glosaCodes: ['183'], glosaReason: '' })).toEqual({
      ok: false,
      errors: { glosaCodes: m.glosaCodeInvalid },
    });
    const many = Array.from({ length: 11 }, (_, i) => String(1000 + i));
    expect(checkGlosaInput({ glosaCodes: many, glosaReason: '' })).toEqual({
      ok: false,
      errors: { glosaCodes: fmt(messages.validation.maxLength, { max: 10 }) },
    });
    expect(checkGlosaInput({ glosaCodes: ['1834'], glosaReason: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: { glosaReason: fmt(messages.validation.maxLength, { max: 500 }) },
    });
  });

  it('answers the codes and the trimmed text, or null for a blank text', () => {
    expect(checkGlosaInput({ glosaCodes: ['1834', '1705'], glosaReason: ' Porte a maior ' })).toEqual({
      ok: true,
      fields: { glosaCodes: ['1834', '1705'], glosaReason: 'Porte a maior' },
    });
    expect(checkGlosaInput({ glosaCodes: ['1834'], glosaReason: '  ' })).toEqual({
      ok: true,
      fields: { glosaCodes: ['1834'], glosaReason: null },
    });
  });
});
