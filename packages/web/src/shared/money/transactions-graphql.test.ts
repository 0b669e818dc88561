import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEventTransactions } from './transactions-graphql';

const entry = (id: string, creationDate: string, value: string | null) => ({
  id,
  action: 'Received',
  type: 'PROCEDURE',
  procedureRowId: null,
  date: '2026-11-20',
  creationDate,
  value,
  userName: 'Fábio',
  typeOfPaymentId: null,
  transferId: null,
  canceledId: null,
  canceledById: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchEventTransactions', () => {
  it("asks for the event's transactions and answers them newest first, without null values", async () => {
    const fetchStub = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(
        JSON.stringify({
          data: {
            transactions: [
              entry('a', '2026-11-20T10:00:00.000Z', null),
              entry('b', '2026-11-20T11:00:00.000Z', '10.00'),
            ],
          },
        }),
        { status: 200 },
      ),
    );
    vi.stubGlobal('fetch', fetchStub);
    const found = await fetchEventTransactions('e1');
    expect(found.map((t) => t.id)).toEqual(['b', 'a']);
    expect(found[0]!.value).toBe('10.00');
    expect('value' in found[1]!).toBe(false);
    const body = JSON.parse(String(fetchStub.mock.calls[0]![1]?.body)) as { query: string; variables: unknown };
    expect(body.variables).toEqual({ eventId: 'e1' });
    expect(body.query).toContain('transactions(where: { eventId: { equals: $eventId } }');
  });
});
