import { messages } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from './billing-settings-world';
import { createTestApp } from './helpers';

/**
 * The forms' guards (decision 057): the company and admin routes need a session; the public
 * response refuses a body that is not answers, and each IP sends FORMS_RATE_LIMIT_IP responses a
 * window, then 429.
 */
const e = messages.screens.forms.errors;

describe('the per-IP limit', () => {
  it('refuses the responses of an IP over FORMS_RATE_LIMIT_IP with 429', async () => {
    const t = await createTestApp({ FORMS_RATE_LIMIT_IP: '2' });
    try {
      const url = `/api/public/forms/${UNKNOWN_ID}/x/responses`;
      const send = (remoteAddress: string) =>
        t.app.inject({ method: 'POST', url, payload: { answers: {} }, remoteAddress });
      expect((await send('10.9.9.9')).statusCode).toBe(404);
      expect((await send('10.9.9.9')).statusCode).toBe(404);
      const refused = await send('10.9.9.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(e.tooManyResponses);
      expect((await send('10.9.9.10')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('sessions and bodies', () => {
  it('needs a session for the company and admin routes, and refuses a body that is not answers', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/forms' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/forms' })).statusCode).toBe(401);
      const url = `/api/public/forms/${UNKNOWN_ID}/pesquisa/responses`;
      for (const payload of [{ answers: 'x' }, { answers: { 'bad id!': 'x' } }, {}]) {
        expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(400);
      }
    } finally {
      await t.close();
    }
  });
});
