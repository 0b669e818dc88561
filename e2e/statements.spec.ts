import { fmt, messages } from '@honora/contract';
import { expectAccessible } from './axe-support';
import { analiseContaMessage, rehash, statementFile } from '@honora/domain/tiss/statements/testing';
import { expect, test, type Page } from '@playwright/test';
import { decimal, DEMO_INSURER as INSURER, eventWaitingPayment as waitingEvent, shown, today } from './money-support';
import { screens, signIn } from './support';

const s = messages.screens.appeals.statements;
const t = s.screen;
const ev = screens.events;
const r = screens.money.receive;
/** Unimed Demo: sends guides; registro ANS 343005, and the group's code there is 0004521. */
const INSURER_ANS = '343005';
const PROVIDER_CODE = '0004521';
/** CBHPM 2022 demo code with an anesthetic porte (breast reconstruction). */
const CODE = '30602246';

/** "2026-03-09" → "09/03/2026", as a person types it. */
const typedDate = (iso: string) => iso.split('-').reverse().join('/');

interface WaitingEvent {
  id: string;
  numGuide: string;
  /** The procedure row's value, in cents. */
  value: bigint;
  /** The code of its batch (Unimed batches checked events by itself): the statement's numeroLotePrestador. */
  lot: string;
}

/** An event of its own with the demo code, waiting for payment (money-support.ts). */
async function eventWaitingPayment(page: Page, stamp: string): Promise<WaitingEvent> {
  const event = await waitingEvent(page, stamp, [CODE]);
  return { id: event.id, numGuide: event.numGuide, value: event.rows[0]!.cents, lot: event.lot };
}

/**
 * The insurer's análise de conta (TISS 4.03.00, ISO-8859-1, as the domain's test data builds it):
 * the event's item cut 30% with reason 1834, and a guide Honora does not have. Our code at the
 * insurer replaces the test data's, and the epílogo hash is computed again (NOTES.md §6).
 */
function statementOf(event: WaitingEvent, stamp: string, glosa: bigint, hash?: string) {
  const message = analiseContaMessage('4.03.00', {
    registroANS: INSURER_ANS,
    numeroDemonstrativo: `E2E${stamp}`,
    protocols: [
      {
        numeroLotePrestador: event.lot,
        numeroProtocolo: `2026${stamp}`,
        guides: [
          {
            numeroGuiaPrestador: event.numGuide,
            items: [
              {
                code: CODE,
                date: today(),
                informado: decimal(event.value),
                glosas: [{ valor: decimal(glosa), tipo: '1834' }],
              },
            ],
          },
          { numeroGuiaPrestador: `NAOEXISTE${stamp}`, items: [{ code: CODE, informado: '10.00' }] },
        ],
      },
    ],
  });
  const ours = statementFile(message).xml.replaceAll(
    '<ans:codigoPrestadorNaOperadora>000123<',
    `<ans:codigoPrestadorNaOperadora>${PROVIDER_CODE}<`,
  );
  const xml = hash === undefined ? rehash(ours) : ours.replace(/<ans:hash>[^<]*</, `<ans:hash>${hash}<`);
  return { name: `demonstrativo-${stamp}.xml`, mimeType: 'text/xml', buffer: Buffer.from(xml, 'latin1') };
}

/** No serious or critical WCAG 2.1 AA violation on what the page shows now (as accessibility.spec.ts audits). */
const uploadForm = (page: Page) => page.getByRole('form', { name: t.upload.legend });

async function chooseInsurer(page: Page): Promise<void> {
  await uploadForm(page).getByRole('combobox', { name: t.fields.insurer }).fill(INSURER);
  await page.getByRole('option', { name: INSURER, exact: true }).click();
}

async function upload(page: Page, file: ReturnType<typeof statementOf>): Promise<void> {
  const form = uploadForm(page);
  await form.locator('input[type="file"]').setInputFiles(file);
  await form.getByRole('button', { name: t.upload.submit, exact: true }).click();
}

const lines = (page: Page) => page.getByRole('table', { name: t.lines.label, exact: true });
const tab = (page: Page, name: keyof typeof t.tabs, count: number) =>
  page.getByRole('tab', { name: `${t.tabs[name]} (${count})`, exact: true });
const eventTotal = (page: Page, field: string) =>
  page.getByRole('region', { name: r.totals.label }).locator(`[data-total="${field}"]`);

test('the biller imports an insurer statement, sees it reconciled (a glosa 1834, a guide not found), posts it once and finds the values on the event', async ({
  page,
}) => {
  test.slow(); // sign-in, an event set up through the API, three uploads, the confirmation, the event page
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, '/client/Statements');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const stamp = String(Date.now()).slice(-7);
  const event = await eventWaitingPayment(page, `71${stamp}`);
  const glosa = (event.value * 30n) / 100n;
  const released = event.value - glosa;

  // The insurer first; a file whose epílogo hash does not match is refused under the file input.
  await chooseInsurer(page);
  await upload(page, statementOf(event, stamp, glosa, '0'.repeat(32)));
  await expect(uploadForm(page).getByText(s.problems.hashMismatch)).toBeVisible();

  // The right file: imported, one line reconciled and one not found.
  const file = statementOf(event, stamp, glosa);
  await upload(page, file);
  const result = page.locator('[data-result="imported"]');
  await expect(result).toContainText(fmt(t.upload.imported, { total: 2, matched: '1', notFound: '1' }));
  await expectAccessible(page, 'demonstrativos');
  await result.getByRole('button', { name: fmt(t.openRow, { number: `E2E${stamp}` }), exact: true }).click();
  await expect(page).toHaveURL(/\/client\/Statements\/[0-9a-f-]{36}$/);

  // The reconciliation: the header, the tabs with their counts, the two lines.
  const title = `${s.kinds.analiseConta} E2E${stamp}`;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: title })).toContainText(INSURER);
  await expect(page.locator('[data-status="review"]')).toContainText(s.statuses.review);
  const totals = page.getByRole('region', { name: t.totals });
  await expect(totals.locator('[data-total="glosa"]')).toContainText(shown(glosa));
  await expect(tab(page, 'matched', 1)).toBeVisible();
  await expect(tab(page, 'notFound', 1)).toBeVisible();
  await expect(tab(page, 'all', 2)).toHaveAttribute('aria-selected', 'true');
  const matched = lines(page).locator('tr[data-match="matched"]');
  await expect(matched).toContainText(event.numGuide);
  await expect(matched.locator('[data-column="liberado"]')).toHaveText(shown(released));
  await expect(matched.locator('[data-glosa-code="1834"]')).toContainText('1834');
  await expect(matched.locator('[data-column="glosa"]')).toContainText(shown(glosa));
  await expect(matched.getByRole('link', { name: fmt(t.lines.openEvent, { guide: event.numGuide }) })).toHaveAttribute(
    'href',
    `/client/events/${event.id}`,
  );
  const notFound = lines(page).locator('tr[data-match="notFound"]');
  await expect(notFound).toContainText(`NAOEXISTE${stamp}`);
  await expect(notFound.getByRole('button', { name: t.lines.match })).toBeVisible();
  await expect(page.getByRole('region', { name: t.missing })).toContainText(t.noMissing);
  await tab(page, 'notFound', 1).click();
  await expect(page).toHaveURL(/[?&]match=notFound/);
  await expect(lines(page).locator('tbody tr')).toHaveCount(1);
  await expectAccessible(page, 'demonstrativo');
  // At 1280 px the page never scrolls sideways: the wide lines table scrolls inside its box.
  expect(await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBeLessThanOrEqual(0);

  // By hand: the line not found tied to the event's item (searched by its guide), then untied again.
  const lineId = (await lines(page).locator('tbody tr').getAttribute('data-line-id'))!;
  await tab(page, 'all', 2).click();
  const open = lines(page).locator(`tr[data-line-id="${lineId}"]`);
  await open.getByRole('button', { name: t.lines.match }).click();
  const match = page.getByRole('dialog', { name: t.lines.match });
  await match.getByRole('combobox', { name: t.match.event }).fill(event.numGuide);
  await page.getByRole('option', { name: new RegExp(`^${event.numGuide} · `) }).click();
  await match.getByRole('combobox', { name: t.match.procedure }).click();
  await page.getByRole('option', { name: new RegExp(`^${CODE} - `) }).click();
  await match.getByRole('button', { name: t.lines.match, exact: true }).click();
  await expect(match).toBeHidden();
  await expect(open).toHaveAttribute('data-match', 'manual');
  await expect(open.getByRole('link', { name: fmt(t.lines.openEvent, { guide: event.numGuide }) })).toBeVisible();
  await expect(tab(page, 'manual', 1)).toBeVisible();
  await open.getByRole('button', { name: t.lines.unmatch }).click();
  await expect(open).toHaveAttribute('data-match', 'notFound');
  await expect(tab(page, 'notFound', 1)).toBeVisible();
  await expectAccessible(page, 'demonstrativo, todas as linhas');

  // The confirmation states what it posts; posted today, then the statement says so.
  await page.getByRole('button', { name: t.confirm.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.confirm.button });
  await expect(dialog).toContainText(
    fmt(t.confirm.message, { count: 1, released: shown(released), glosa: shown(glosa) }),
  );
  await expect(dialog).toContainText(fmt(t.confirm.open, { count: 1 }));
  await dialog.getByRole('textbox', { name: t.confirm.date }).fill(typedDate(today()));
  await dialog.getByRole('button', { name: t.confirm.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-status="posted"]')).toContainText(s.statuses.posted);
  await expect(page.locator('[data-statement-posted]')).toContainText(
    fmt(t.confirm.posted, { date: '', count: 1 }).replace(/^.*: /, ''),
  );
  await expect(page.getByRole('button', { name: t.confirm.button })).toHaveCount(0);
  await tab(page, 'all', 2).click();
  await expect(matched).toContainText(s.statuses.posted);

  // The same file again: already imported, nothing stored twice.
  await page.getByRole('button', { name: messages.ui.back, exact: true }).click();
  await chooseInsurer(page);
  await upload(page, file);
  await expect(page.locator('[data-result="alreadyImported"]')).toContainText(
    t.upload.again.slice(0, t.upload.again.indexOf('{')),
  );
  const listed = page
    .getByRole('table', { name: t.title })
    .getByRole('row')
    .filter({ hasText: `E2E${stamp}` });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(s.statuses.posted);

  // The event: received what the insurer released, glosado the 1834 cut.
  await page.goto(`/client/events/${event.id}`);
  await expect(page.getByRole('status', { name: new RegExp(`^${ev.form.statusLabel}:`) })).toHaveText(
    ev.statuses.PartialCuted,
  );
  await expect(eventTotal(page, 'totalReceived')).toContainText(shown(released));
  await expect(eventTotal(page, 'totalGlosado')).toContainText(shown(glosa));
});
