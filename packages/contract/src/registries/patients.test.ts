import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fmt, messages } from '../i18n';
import { cpfField, patientBodySchema } from './patients';

const v = messages.validation;
const e = messages.screens.patients.errors;

const firstMessage = (body: Record<string, unknown>, path: string) => {
  const parsed = patientBodySchema.safeParse({ name: 'Maria da Silva', ...body });
  if (parsed.success) return null;
  return parsed.error.issues.find((issue) => issue.path.join('.') === path)?.message ?? null;
};

describe('patientBodySchema', () => {
  it('fills the defaults: active, accommodation NURSERY, blanks as null, an empty address', () => {
    const body = patientBodySchema.parse({ name: '  Maria da Silva ', cpf: '', email: '', phone: '' });
    expect(body).toMatchObject({
      active: true,
      name: 'Maria da Silva',
      cpf: null,
      email: null,
      phone: null,
      gender: null,
      birthDate: null,
      healthInsuranceId: null,
      accommodation: 'NURSERY',
    });
    expect(Object.values(body.address).every((part) => part === null)).toBe(true);
  });

  it.each([
    ['name', { name: '' }, v.required],
    ['name', { name: 'Jo' }, fmt(v.minLength, { min: 3 })],
    ['cpf', { cpf: '1234567890' }, v.cpf],
    ['cpf', { cpf: '123.456.789-0x' }, v.cpf],
    ['email', { email: 'maria@' }, v.email],
    ['birthDate', { birthDate: '2100-01-01' }, e.birthFuture],
    ['birthDate', { birthDate: '1999-02-29' }, v.invalidDate],
    ['birthDate', { birthDate: '1899-12-31' }, v.invalidDate],
    ['phone', { phone: '11 98765 4321' }, v.digitsOnly],
    ['phone', { phone: '987654321' }, e.phone],
    ['gender', { gender: 'F' }, v.numeric],
    ['healthInsuranceId', { healthInsuranceId: '42' }, e.insurerNotFound],
  ])('refuses %s %j with its message', (path, body, message) => {
    expect(firstMessage(body, path)).toBe(message);
  });

  it('accepts today as a birth date', () => {
    expect(firstMessage({ birthDate: new Date().toISOString().slice(0, 10) }, 'birthDate')).toBeNull();
  });

  it('lower-cases the e-mail', () => {
    expect(patientBodySchema.parse({ name: 'Ana Lima', email: 'Ana@Exemplo.COM' }).email).toBe('ana@exemplo.com');
  });
});

describe('cpfField', () => {
  it('keeps the 11 digits of a CPF whatever punctuation surrounds them (property)', () => {
    const separator = fc.constantFrom('', '.', '-', ' ', '/', '.-');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 }),
        separator,
        (digits, sep) => {
          const text = digits.join(sep);
          expect(cpfField.parse(text)).toBe(digits.join(''));
        },
      ),
    );
  });

  it('leaves the check digits to the server (the domain rule): a wrong one passes the shape', () => {
    expect(cpfField.parse('123.456.789-00')).toBe('12345678900');
    expect(cpfField.parse('  ')).toBeNull();
  });
});
