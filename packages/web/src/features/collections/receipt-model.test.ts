import { collectionReceiptBodySchema, type CollectionEvent } from '@honora/contract';
import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';
import { describe, expect, it } from 'vitest';
import { filledWithOpen, isOpenEvent, itemsTotal, receiptApiErrors, receiptItems } from './receipt-model';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const event = (n: number, valueOpen?: string): CollectionEvent => ({
  eventId: ID(n),
  version: 1,
  numGuide: `G${n}`,
  patientName: null,
  dtProcedure: '2026-03-01',
  status: 'WaitPayment',
  ...(valueOpen === undefined ? {} : { value: '100.00', valueReceived: '0.00', valueOpen }),
});

describe('the payment of a collection', () => {
  it('offers the events with something open (all of them when the answer has no values)', () => {
    expect(isOpenEvent(event(1, '10.00'))).toBe(true);
    expect(isOpenEvent(event(1, '0.01'))).toBe(true);
    expect(isOpenEvent(event(1, '0.00'))).toBe(false);
    expect(isOpenEvent(event(1, '0'))).toBe(false);
    expect(isOpenEvent(event(1, '-5.00'))).toBe(false);
    expect(isOpenEvent(event(1))).toBe(true);
  });

  it('fills every input with its open value, as typed pt-BR', () => {
    expect(filledWithOpen([event(1, '1234.5'), event(2, '0.00'), event(3, '80.10'), event(4)])).toEqual({
      [ID(1)]: '1.234,50',
      [ID(3)]: '80,10',
    });
  });

  it('sends only the non-blank values, in the table order, as decimal text', () => {
    const events = [event(1, '500.00'), event(2, '300.00'), event(3, '200.00')];
    const result = receiptItems(events, { [ID(3)]: ' 1.234,56 ', [ID(2)]: '', [ID(1)]: '10' });
    expect(result).toEqual({
      items: [
        { eventId: ID(1), value: '10' },
        { eventId: ID(3), value: '1234.56' },
      ],
      errors: {},
      formError: null,
    });
    const body = { date: '2026-03-15', items: result.items, idempotencyKey: 'k' };
    expect(collectionReceiptBodySchema.safeParse(body).success).toBe(true);
    expect(itemsTotal(result.items)).toBe('1244.56');
  });

  it('puts a value the contract refuses under its own input, and asks for one value when all are blank', () => {
    const events = [event(1, '50.00'), event(2, '50.00'), event(3, '50.00')];
    const result = receiptItems(events, { [ID(1)]: '0,00', [ID(2)]: 'abc', [ID(3)]: '-3' });
    expect(result.items).toEqual([]);
    expect(Object.keys(result.errors)).toEqual([ID(1), ID(2), ID(3)]);
    expect(result.formError).toBeNull();
    expect(receiptItems(events, { [ID(1)]: '  ' })).toEqual({
      items: [],
      errors: {},
      formError: t.errors.nothingToReceive,
    });
  });

  it('places the API field errors of an item under its event', () => {
    const items = [
      { eventId: ID(7), value: '1' },
      { eventId: ID(9), value: '2' },
    ];
    const fields = [
      { path: 'items.1.value', message: 'too much' },
      { path: 'items.1.eventId', message: 'second message' },
      { path: 'items.5.value', message: 'no such item' },
      { path: 'date', message: 'bad date' },
    ];
    expect(receiptApiErrors(fields, items)).toEqual({ [ID(9)]: 'too much', date: 'bad date' });
  });
});
