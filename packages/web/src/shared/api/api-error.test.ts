import { clearMessageOverrides, messages, setMessageOverrides } from '@honora/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { errorFromResponse } from './api-error';

afterEach(() => clearMessageOverrides());

const cpfTaken = {
  code: 'inputError',
  message: 'texto do servidor',
  messageKey: 'screens.patients.errors.cpfExists',
  fields: [{ path: 'cpf', message: 'texto do servidor', messageKey: 'screens.patients.errors.cpfExists' }],
};

describe('errorFromResponse', () => {
  it('shows the catalog text of the key the server sent, for the answer and its fields', () => {
    const error = errorFromResponse(400, cpfTaken);
    expect(error.message).toBe(messages.screens.patients.errors.cpfExists);
    expect(error.fields).toEqual([
      expect.objectContaining({ path: 'cpf', message: messages.screens.patients.errors.cpfExists }),
    ]);
  });

  it('shows an administrator text for that key', () => {
    setMessageOverrides({ 'screens.patients.errors.cpfExists': 'CPF repetido' });
    expect(errorFromResponse(400, cpfTaken).message).toBe('CPF repetido');
  });

  it('fills the parameters the server sent', () => {
    const error = errorFromResponse(409, {
      code: 'statusError',
      message: 'x',
      messageKey: 'screens.jobs.steps.retrying',
      params: { attempt: 2, maxAttempts: 3, ignored: { nested: true } },
    });
    expect(error.message).toBe('Aguardando nova tentativa (2 de 3)');
  });

  it.each([
    ['an unknown key', { code: 'notFound', message: 'Não achei', messageKey: 'nada.disso' }, 'Não achei'],
    ['no key', { code: 'notFound', message: 'Do servidor' }, 'Do servidor'],
    ['no message', { code: 'notFound', message: '' }, messages.errors.notFound],
  ])('falls back to the server text for %s', (_case, body, expected) => {
    expect(errorFromResponse(404, body).message).toBe(expected);
  });
});
