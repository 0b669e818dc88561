import { messages } from '@honora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventsWorld, eventBody, type EventsWorld } from './events-world';

/** Amounts the contract accepts but whose sum the database cannot keep: a pt-BR 400, never a 500. */
let w: EventsWorld;

beforeAll(async () => {
  w = await createEventsWorld();
}, 120_000);
afterAll(() => w.t.close());

describe('input limits', () => {
  it('refuses with a pt-BR 400 an event whose amounts, each at the maximum, overflow the stored total', async () => {
    const max = '999999999999.99';
    const res = await w.biller.post(
      '/api/events',
      eventBody(w, { anesthetistId: w.anesthetistId, complementation: max, attendanceFee: max }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'inputError', message: messages.validation.valueTooLarge });
  });
});
