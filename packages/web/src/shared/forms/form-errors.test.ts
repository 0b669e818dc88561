import { loginBodySchema, messages } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { errorsFromApi, errorsFromIssues } from './form-errors';

describe('form errors', () => {
  it('keeps the first message of each field of a schema', () => {
    const parsed = loginBodySchema.safeParse({ email: '', password: '' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(errorsFromIssues(parsed.error.issues)).toEqual({
      email: messages.auth['auth/missing-email'],
      password: messages.auth['auth/missing-password'],
    });
  });

  it('joins nested paths with dots', () => {
    expect(errorsFromIssues([{ path: ['address', 'city'], message: 'x' }])).toEqual({ 'address.city': 'x' });
  });

  it('places API field errors of this form under their inputs', () => {
    const error = new ApiError(400, 'inputError', 'Verifique', [
      { path: 'email', message: 'Email inválido' },
      { path: 'workspace', message: 'não é deste formulário' },
    ]);
    expect(errorsFromApi(error, ['email', 'password'])).toEqual({ email: 'Email inválido' });
  });

  it('puts a code that belongs to one field under it', () => {
    const error = new ApiError(400, 'auth/wrong-current-password', 'A senha atual não confere');
    expect(errorsFromApi(error, ['currentPassword'], { 'auth/wrong-current-password': 'currentPassword' })).toEqual({
      currentPassword: 'A senha atual não confere',
    });
    expect(errorsFromApi(error, ['currentPassword'])).toEqual({});
  });
});
