import { clearMessageOverrides, fmt, messages, setMessageOverrides } from '@honora/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { errorFromResponse, localText } from './api-error';

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

describe('localText (the results of bulk answers, the guide check)', () => {
  const refused = {
    message: 'texto do servidor',
    messageKey: 'screens.events.protocols.duplicated',
    params: { numGuide: '302' },
  };

  it('renders the key with its params from the catalog, with an administrator text', () => {
    expect(localText(refused)).toBe(fmt(messages.screens.events.protocols.duplicated, { numGuide: '302' }));
    setMessageOverrides({ 'screens.events.protocols.duplicated': 'Guia {numGuide} repetida' });
    expect(localText(refused)).toBe('Guia 302 repetida');
  });

  it.each([
    ['no key', { message: 'Do servidor' }, 'Do servidor'],
    ['an unknown key', { message: 'Do servidor', messageKey: 'nada.disso' }, 'Do servidor'],
    ['a success (no message)', { message: null, messageKey: undefined }, null],
  ])('falls back to the server text for %s', (_case, answer, expected) => {
    expect(localText(answer)).toBe(expected);
  });
});
