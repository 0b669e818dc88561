import { expect, type Page } from '@playwright/test';
import { demoMandatoryFields } from './support';

/**
 * What the money specs share (receipts, statements, appeals): money and dates as the screens and
 * the files write them, and an event of the spec's own brought to waiting for payment.
 */

/** The demo insurer the money specs bill (it batches checked events by itself). */
export const DEMO_INSURER = 'Unimed Demo';

/** Today in São Paulo, YYYY-MM-DD. */
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
/** Cents as a person types them pt-BR: 123456n → "1.234,56". */
export const typed = (cents: bigint) =>
  `${(cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${(cents % 100n).toString().padStart(2, '0')}`;
/** Cents as the screen shows money: 123456n → "R$ 1.234,56". */
export const shown = (cents: bigint) => `R$ ${typed(cents)}`;
/** Cents as the TISS files and the API write them: 123456n → "1234.56". */
export const decimal = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
/** The API's decimal text as cents: "1234.5" → 123450n. */
export const centsOf = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

export interface WaitingEvent {
  id: string;
  numGuide: string;
  version: number;
  insurerId: string;
  /** The code of its batch (the statement's numeroLotePrestador); '1' when it has none. */
  lot: string;
  rows: { rowId: string; code: string; label: string; cents: bigint }[];
}

/**
 * An event of the spec's own (other specs move the demo events) with the given procedures,
 * brought to WaitPayment by the biller's actions: check, then send the guide.
 */
export async function eventWaitingPayment(page: Page, stamp: string, codes: readonly string[]): Promise<WaitingEvent> {
  const session = (await (await page.request.get('/api/auth/session')).json()).session;
  const headers = { 'x-csrf-token': session.csrfToken as string };
  const insurers = await (
    await page.request.get(`/api/health-insurers?search=${encodeURIComponent(DEMO_INSURER)}`)
  ).json();
  const insurerId = (insurers.items as { id: string; name: string }[]).find((i) => i.name === DEMO_INSURER)!.id;
  const created = await page.request.post('/api/events', {
    headers,
    data: {
      companyId: session.company.id,
      healthInsuranceId: insurerId,
      numGuide: stamp,
      dtProcedure: today(),
      procedures: codes.map((idProc, i) => ({ idProc, order: i + 1 })),
      ...(await demoMandatoryFields(page)),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  let event = await created.json();
  for (const action of ['check', 'sendGuia'] as const) {
    const answer = await page.request.post(`/api/events/${event.id}/actions`, {
      headers,
      data: { version: event.version, action },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    event = await answer.json();
  }
  expect(event.status.status).toBe('WaitPayment');
  const batchId = (event.batchesIds as string[])[0];
  const lot = batchId ? String((await (await page.request.get(`/api/batches/${batchId}`)).json()).code) : '1';
  const rows = (event.procedures as { rowId: string; idProc: string; name: string; value: string }[]).map((r) => ({
    rowId: r.rowId,
    code: r.idProc,
    label: `${r.idProc} - ${r.name}`,
    cents: centsOf(r.value),
  }));
  return { id: event.id, numGuide: event.numGuide, version: event.version, insurerId, lot, rows };
}
