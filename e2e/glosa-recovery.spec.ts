import { fmt } from '@honora/contract';
import { expectAccessible } from './axe-support';
import { analiseContaMessage, rehash, statementFile } from '@honora/domain/tiss/statements/testing';
import { expect, test, type Page } from '@playwright/test';
import {
  decimal,
  DEMO_INSURER as INSURER,
  eventWaitingPayment,
  shown,
  today,
  typed,
  type WaitingEvent,
} from './money-support';
import { screens, signIn } from './support';

type Row = WaitingEvent['rows'][number];

/**
 * The glosa-recovery loop as a biller walks it: the insurer's análise de conta imported and
 * posted, the glosas appealed from the event, the appeal sent, answered (one item partly
 * accepted, one denied) and received, and what was recovered seen on the event. Also the
 * spreadsheet statement with its column mapping, and appeals sent in bulk from the events list.
 */

const ev = screens.events;
const ap = ev.form.appeals;
const appeals = screens.appeals;
const s = appeals.statements;
const st = s.screen;
const at = appeals.screen;
const bulk = ev.list.bulk;
/** Unimed Demo (DEMO_INSURER): sends guides; registro ANS 343005, and the group's code there is 0004521. */
const INSURER_ANS = '343005';
const PROVIDER_CODE = '0004521';
/** CBHPM 2022 demo codes with an anesthetic porte. */
const CODES = ['30602246', '31003079'] as const;
/** Table 38: "porte anestésico incompatível" and "valor apresentado a maior". */
const REASONS = ['1834', '1705'] as const;

const typedDate = (iso: string) => iso.split('-').reverse().join('/');
/** An input named by a template with one {item}: its name starts with the template's text. */
const namedBy = (template: string) =>
  new RegExp(`^${fmt(template, { item: '' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function api(page: Page) {
  const session = (await (await page.request.get('/api/auth/session')).json()).session;
  return { headers: { 'x-csrf-token': session.csrfToken as string }, companyId: session.company.id as string };
}

/**
 * The insurer's análise de conta (TISS 4.03.00, as the domain's test data builds it) of the
 * event's items, each cut by its glosa with its reason; our code at the insurer, the hash again.
 */
function statementOf(event: WaitingEvent, stamp: string, glosas: readonly bigint[]) {
  const message = analiseContaMessage('4.03.00', {
    registroANS: INSURER_ANS,
    numeroDemonstrativo: `GR${stamp}`,
    protocols: [
      {
        numeroLotePrestador: event.lot,
        numeroProtocolo: `2027${stamp}`,
        guides: [
          {
            numeroGuiaPrestador: event.numGuide,
            items: event.rows.map((row, i) => ({
              code: row.code,
              date: today(),
              informado: decimal(row.cents),
              glosas: [{ valor: decimal(glosas[i]!), tipo: REASONS[i]! }],
            })),
          },
        ],
      },
    ],
  });
  const xml = rehash(
    statementFile(message).xml.replaceAll(
      '<ans:codigoPrestadorNaOperadora>000123<',
      `<ans:codigoPrestadorNaOperadora>${PROVIDER_CODE}<`,
    ),
  );
  return { name: `demonstrativo-${stamp}.xml`, mimeType: 'text/xml', buffer: Buffer.from(xml, 'latin1') };
}

/** No serious or critical WCAG 2.1 AA violation on what the page shows now (as accessibility.spec.ts audits). */
const uploadForm = (page: Page) => page.getByRole('form', { name: st.upload.legend });

async function chooseInsurer(page: Page): Promise<void> {
  await uploadForm(page).getByRole('combobox', { name: st.fields.insurer }).fill(INSURER);
  await page.getByRole('option', { name: INSURER, exact: true }).click();
}

const statusBadge = (page: Page) => page.getByRole('status', { name: new RegExp(`^${ev.form.statusLabel}:`) });
const eventTotal = (page: Page, field: string) =>
  page.getByRole('region', { name: screens.money.receive.totals.label }).locator(`[data-total="${field}"]`);
const appealValue = (page: Page, field: string) =>
  page.getByRole('region', { name: ap.values.label }).locator(`[data-total="${field}"]`);
const appealRow = (page: Page) => page.getByRole('table', { name: ap.list.table, exact: true }).locator('tbody tr');
const appealActions = (page: Page) => page.getByRole('group', { name: at.detail.actionsLabel });

async function openEventMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: ev.form.actions.menu, exact: true }).click();
}

test('the biller recovers two glosas: the análise de conta imported and posted, both appealed from the event, sent, answered (one partly accepted, one denied) and received', async ({
  page,
}) => {
  test.slow(); // sign-in, an event set up through the API, the import, posting, four appeal steps, the event read again
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, '/client/Statements');
  const stamp = String(Date.now()).slice(-7);
  const event = await eventWaitingPayment(page, `81${stamp}`, CODES);
  const [rowA, rowB] = event.rows as [Row, Row];
  const glosaA = (rowA.cents * 30n) / 100n;
  const glosaB = (rowB.cents * 40n) / 100n;
  const released = rowA.cents + rowB.cents - glosaA - glosaB;

  // The análise de conta, imported through the screen: both items reconciled with their glosas.
  await chooseInsurer(page);
  await uploadForm(page)
    .locator('input[type="file"]')
    .setInputFiles(statementOf(event, stamp, [glosaA, glosaB]));
  await uploadForm(page).getByRole('button', { name: st.upload.submit, exact: true }).click();
  const result = page.locator('[data-result="imported"]');
  await expect(result).toContainText(fmt(st.upload.imported, { total: 2, matched: '2', notFound: '0' }));
  await result.getByRole('button', { name: fmt(st.openRow, { number: `GR${stamp}` }), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${s.kinds.analiseConta} GR${stamp}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `${st.tabs.matched} (2)`, exact: true })).toBeVisible();
  const lines = page.getByRole('table', { name: st.lines.label, exact: true });
  await expect(lines.locator('[data-glosa-code="1834"]')).toHaveCount(1);
  await expect(lines.locator('[data-glosa-code="1705"]')).toHaveCount(1);

  // Confirmed with what it posts (the server's count and totals), on today.
  await page.getByRole('button', { name: st.confirm.button, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: st.confirm.button });
  await expect(confirm).toContainText(
    fmt(st.confirm.message, { count: 2, released: shown(released), glosa: shown(glosaA + glosaB) }),
  );
  await confirm.getByRole('textbox', { name: st.confirm.date }).fill(typedDate(today()));
  await confirm.getByRole('button', { name: st.confirm.submit, exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.locator('[data-status="posted"]')).toContainText(s.statuses.posted);

  // The event received what was released and is glosado the rest.
  await page.goto(`/client/events/${event.id}`);
  await expect(statusBadge(page)).toHaveText(ev.statuses.PartialCuted);
  await expect(eventTotal(page, 'totalGlosado')).toContainText(shown(glosaA + glosaB));

  // Identificar recurso: both glosas, each justified.
  await openEventMenu(page);
  await page.getByRole('menuitem', { name: ap.menu.identify, exact: true }).click();
  const identify = page.getByRole('dialog', { name: ap.identify.title });
  for (const [row, glosa, why] of [
    [rowA, glosaA, 'Porte anestésico compatível; segue ficha anestésica'],
    [rowB, glosaB, 'Valor da tabela vigente na data do procedimento'],
  ] as const) {
    await expect(
      identify.getByRole('checkbox', { name: fmt(ap.identify.chooseOf, { item: row.label }) }),
    ).toBeChecked();
    await expect(identify.getByRole('textbox', { name: fmt(ap.identify.valueOf, { item: row.label }) })).toHaveValue(
      typed(glosa),
    );
    await identify.getByRole('textbox', { name: fmt(ap.identify.justificationOf, { item: row.label }) }).fill(why);
  }
  await identify.getByRole('button', { name: ap.identify.title, exact: true }).click();
  await expect(identify).toBeHidden();
  await expect(statusBadge(page)).toHaveText(ev.statuses.WaitSendRecourse);
  await expect(appealRow(page)).toHaveAttribute('data-status', 'WaitSend');
  const appealId = (await appealRow(page).getAttribute('data-appeal-id'))!;
  const code = String((await (await page.request.get(`/api/appeals/${appealId}`)).json()).code);

  // Enviar recurso, dated today: the event waits for the insurer's answer.
  await openEventMenu(page);
  await page.getByRole('menuitem', { name: fmt(ap.menu.send, { code }), exact: true }).click();
  const send = page.getByRole('dialog', { name: ap.send.title });
  await send.getByRole('button', { name: ap.send.title, exact: true }).click();
  await expect(send).toBeHidden();
  await expect(statusBadge(page)).toHaveText(ev.statuses.WaitRecourse);

  // The appeal's screen: the answer — the first glosa half accepted, the second denied.
  await appealRow(page)
    .getByRole('link', { name: fmt(ap.list.open, { code }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/client/Appeals/${appealId}$`));
  await appealActions(page).getByRole('button', { name: at.actions.answer, exact: true }).click();
  const answer = page.getByRole('dialog', { name: at.answerForm.title });
  const answerRow = (row: Row) => answer.getByRole('row').filter({ hasText: row.code });
  const accepted = (row: Row) => answerRow(row).getByRole('textbox', { name: namedBy(at.answerForm.acceptedOf) });
  const reason = (row: Row) => answerRow(row).getByRole('textbox', { name: namedBy(at.answerForm.reasonOf) });
  const acceptedA = glosaA / 2n;
  await accepted(rowA).fill(typed(acceptedA));
  await reason(rowA).fill('Aceito em parte: porte revisto');
  await accepted(rowB).fill(typed(0n));
  await reason(rowB).fill('Negado: valor conforme contrato');
  await answer.getByRole('button', { name: at.actions.answer, exact: true }).click();
  await expect(answer).toBeHidden();
  await expect(page.locator('[data-status="ResponseReceived"]')).toContainText(appeals.statuses.ResponseReceived);
  const items = page.getByRole('table', { name: at.items.tableLabel, exact: true });
  await expect(
    items.locator('[data-column="answer"]').filter({ hasText: appeals.answers.partiallyAccepted }),
  ).toHaveCount(1);
  await expect(items.locator('[data-column="answer"]').filter({ hasText: appeals.answers.denied })).toHaveCount(1);

  // Received: what was accepted is booked.
  await appealActions(page).getByRole('button', { name: at.actions.receive, exact: true }).click();
  const receive = page.getByRole('dialog', { name: at.actions.receive });
  await receive.getByRole('button', { name: at.confirm.submit, exact: true }).click();
  await expect(page.getByText(fmt(appeals.observations.received, { code, value: shown(acceptedA) }))).toBeVisible();
  await expect(receive).toBeHidden();
  const appealTotal = (field: string) =>
    page.getByRole('region', { name: at.detail.totalsLabel }).locator(`[data-total="${field}"]`);
  await expect(appealTotal('totalReceived')).toContainText(shown(acceptedA));
  await expectAccessible(page, 'recurso recebido');

  // The event: recorrido, aceito and recebido por recurso; the appeal with its totals.
  await page.goto(`/client/events/${event.id}`);
  await expect(appealValue(page, 'totalAppealed')).toContainText(shown(glosaA + glosaB));
  await expect(appealValue(page, 'totalAcceptedByAppeal')).toContainText(shown(acceptedA));
  await expect(appealValue(page, 'totalReceivedByAppeal')).toContainText(shown(acceptedA));
  await expect(appealRow(page)).toHaveAttribute('data-status', 'ResponseReceived');
  await expect(appealRow(page)).toContainText(shown(glosaA + glosaB));
  await expect(appealRow(page)).toContainText(shown(acceptedA));
  await expect(eventTotal(page, 'totalReceived')).toContainText(shown(released + acceptedA));
  expect(await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBeLessThanOrEqual(0);
});

test('a spreadsheet statement: its columns mapped from the CSV header, a bad row refused under the file input, the mapping kept for the insurer', async ({
  page,
}) => {
  test.slow(); // sign-in, an event set up through the API, two uploads
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, '/client/Statements');
  const stamp = String(Date.now()).slice(-7);
  const event = await eventWaitingPayment(page, `82${stamp}`, [CODES[0]]);
  const row = event.rows[0]!;
  const glosa = (row.cents * 25n) / 100n;
  const paid = row.cents - glosa;
  const csv = (paidText: string) => ({
    name: `demonstrativo-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Guia;Cód. procedimento;Valor pago;Vlr glosa;Motivo',
        `${event.numGuide};${row.code};${paidText};${typed(glosa)};1834`,
      ].join('\r\n'),
      'utf8',
    ),
  });
  const form = uploadForm(page);
  const column = (field: keyof typeof s.fields) => form.getByRole('combobox', { name: s.fields[field], exact: true });
  const choose = async (field: keyof typeof s.fields, header: string) => {
    await column(field).click();
    await page.getByRole('option', { name: header, exact: true }).click();
  };

  await chooseInsurer(page);
  await form.locator('input[type="file"]').setInputFiles(csv(`-${typed(paid)}`));
  const columns = form.getByRole('group', { name: st.upload.columns });
  await expect(columns).toBeVisible();
  // The header cells named as the fields are taken; the others are chosen from the file's header.
  await expect(column('guideNumber')).toHaveValue('Guia');
  await expect(column('valueReleased')).toHaveValue('Valor pago');
  await choose('procedureCode', 'Cód. procedimento');
  await choose('valueGlosa', 'Vlr glosa');
  await choose('glosaCodes', 'Motivo');
  await expectAccessible(page, 'demonstrativo em planilha, colunas');
  await form.getByRole('button', { name: st.upload.submit, exact: true }).click();
  const negative = fmt(s.sheetProblems.negative, { field: s.fields.valueReleased });
  await expect(form.getByText(fmt(s.problems.lineOf, { line: '2', message: negative }))).toBeVisible();

  await form.locator('input[type="file"]').setInputFiles(csv(typed(paid)));
  await expect(column('procedureCode')).toHaveValue('Cód. procedimento');
  await form.getByRole('button', { name: st.upload.submit, exact: true }).click();
  const result = page.locator('[data-result="imported"]');
  await expect(result).toContainText(fmt(st.upload.imported, { total: 1, matched: '1', notFound: '0' }));
  await expect(columns).toBeHidden();

  // The next spreadsheet of the insurer starts from the mapping kept (GET /api/statements/columns).
  await form.locator('input[type="file"]').setInputFiles(csv(typed(paid)));
  await expect(column('glosaCodes')).toHaveValue('Motivo');
  await expect(column('valueGlosa')).toHaveValue('Vlr glosa');

  await result.getByRole('button', { name: fmt(st.openRow, { number: '—' }), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: s.kinds.spreadsheet })).toBeVisible();
  const line = page.getByRole('table', { name: st.lines.label, exact: true }).locator('tr[data-match="matched"]');
  await expect(line).toContainText(event.numGuide);
  await expect(line.locator('[data-glosa-code="1834"]')).toContainText('1834');
  await page.getByRole('button', { name: st.confirm.button, exact: true }).click();
  await expect(page.getByRole('dialog', { name: st.confirm.button })).toContainText(
    fmt(st.confirm.message, { count: 1, released: shown(paid), glosa: shown(glosa) }),
  );
});

/** An event glosado 40% (reason 1834) through the API: it finishes PartialCuted. */
async function glosadoEvent(page: Page, stamp: string): Promise<string> {
  const { headers } = await api(page);
  const event = await eventWaitingPayment(page, stamp, [CODES[0]]);
  const row = event.rows[0]!;
  const glosa = (row.cents * 40n) / 100n;
  const posted = await page.request.post(`/api/events/${event.id}/transactions`, {
    headers,
    data: {
      version: event.version,
      date: today(),
      entries: [
        { type: 'PROCEDURE', rowId: row.rowId, action: 'Received', value: decimal(row.cents - glosa) },
        { type: 'PROCEDURE', rowId: row.rowId, action: 'Glosado', value: decimal(glosa), glosaCodes: ['1834'] },
      ],
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  return event.id;
}

test('the biller sends the appeals of selected events at once, dated today; an event without one says why', async ({
  page,
}) => {
  test.slow(); // sign-in, three events with money and an appeal set up through the API, the list
  await signIn(page, '/client/events');
  const stamp = String(Date.now()).slice(-7);
  const [first, second, without] = [
    await glosadoEvent(page, `83${stamp}`),
    await glosadoEvent(page, `84${stamp}`),
    await glosadoEvent(page, `85${stamp}`),
  ];
  const { headers } = await api(page);
  const identified = await page.request.post('/api/appeals/identify', {
    headers,
    data: { eventIds: [first, second], justification: 'Glosas indevidas: seguem fichas anestésicas' },
  });
  expect(identified.ok(), await identified.text()).toBe(true);

  await page.goto('/client/events?statuses=WaitSendRecourse,PartialCuted&sort=createdAt&dir=desc');
  for (const id of [first, second, without])
    await page.locator(`tr[data-event-id="${id}"]`).getByRole('checkbox').check();
  await page.getByRole('button', { name: bulk.menu, exact: true }).click();
  await page.getByRole('menuitem', { name: ap.bulk.send, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ap.bulk.send });
  await expect(dialog).toContainText(fmt(ev.actionDialog.manyEvents, { count: 3 }));
  await expect(dialog.getByRole('textbox', { name: ap.send.date })).toHaveValue(typedDate(today()));
  await dialog.getByRole('button', { name: ap.bulk.send, exact: true }).click();

  const results = page.getByRole('dialog', { name: bulk.resultsTitle });
  await expect(results.getByRole('status')).toHaveText(fmt(bulk.summary, { ok: '2', total: '3' }));
  await expect(results.locator(`tr[data-event-id="${without}"]`)).toContainText(appeals.errors.noAppealToSend);
  await results.getByRole('button', { name: bulk.close, exact: true }).click();
  for (const id of [first, second]) {
    const stored = await (await page.request.get(`/api/events/${id}`)).json();
    expect(stored.status.status).toBe('WaitRecourse');
  }
});
