import { fmt } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MATRIZ, demoMandatoryFields, screens, signIn } from './support';

const t = screens.events.protocolsScreen;
const ev = screens.events;
const admin = ev.admin;

/** Signs in, chooses the matriz and opens Protocols from the navigation. */
/** The biller opens the protocols from the menu. */
async function openProtocols(page: Page): Promise<void> {
  await signIn(page, '/client/dashboard');
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: t.nav, exact: true })
    .click();
  await expect(page).toHaveURL(/\/client\/Protocols$/);
}

/** An active demo insurer of the matriz (any: a protocol only names the guides). */
async function anInsurer(page: Page): Promise<string> {
  const answer = await page.request.get('/api/health-insurers', { params: { active: 'true', pageSize: 100 } });
  const items = (await answer.json()).items as { name: string; isParticular: boolean }[];
  const insurer = items.find((item) => !item.isParticular) ?? items[0];
  expect(insurer, 'the demo seed has insurers').toBeDefined();
  return insurer!.name;
}

test('the biller protocols three guides: a repeated number is refused, the fixed list opens not-ready events', async ({
  page,
}) => {
  test.slow(); // sign-in, two checks, the creation and the events list
  const stamp = String(Date.now()).slice(-6);
  const [g1, g2, g3] = [`${stamp}11`, `${stamp}12`, `${stamp}13`] as const;
  await openProtocols(page);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const insurer = await anInsurer(page);

  await page.getByRole('button', { name: t.create, exact: true }).click();
  const form = page.getByRole('form', { name: t.form.title });
  await form.getByRole('combobox', { name: new RegExp(`^${t.form.insurer}`) }).click();
  await page.getByRole('option', { name: insurer, exact: true }).click();
  await form.getByRole('textbox', { name: t.form.description }).fill(`Protocolo e2e ${stamp}`);
  const guides = form.getByRole('textbox', { name: t.form.guides });

  // The same number twice: the check says so and the report cannot be created.
  await guides.fill(`${g1}\n${g2}\n${g1}`);
  await form.getByRole('button', { name: t.form.check, exact: true }).click();
  const checkTable = form.getByRole('table', { name: t.form.checkTitle });
  await expect(checkTable.locator('tbody tr[data-problem="duplicated"]')).toHaveCount(2);
  await expect(checkTable).toContainText(fmt(ev.protocols.duplicated, { numGuide: g1 }));
  await expect(form.getByRole('alert')).toContainText(ev.protocols.checkGuides);
  await expect(form.getByRole('button', { name: t.form.submit, exact: true })).toBeDisabled();

  // Fixed: three different numbers pass the check and become the report.
  await guides.fill(`${g1}\n${g2}\n${g3}`);
  await expect(form.getByRole('button', { name: t.form.submit, exact: true })).toBeDisabled();
  await form.getByRole('button', { name: t.form.check, exact: true }).click();
  await expect(form.getByText(t.form.checkOk)).toBeVisible();
  await expect(checkTable.locator('tbody tr[data-problem="none"]')).toHaveCount(3);
  await form.getByRole('button', { name: t.form.submit, exact: true }).click();

  const guideTable = page.getByRole('table', { name: t.detail.guidesLabel });
  await expect(guideTable.locator('tbody tr')).toHaveCount(3);
  for (const guide of [g1, g2, g3]) {
    await expect(guideTable.locator('tbody tr', { hasText: guide })).toContainText(ev.statuses.ProtocolCreated);
  }
  await expect(page).toHaveURL(/\/client\/Protocols\//);

  // The guides are events not ready to bill: the not-ready list finds them by guide number.
  await page.goto(`/client/notReadyEvents?numGuide=${stamp}`);
  const events = page.getByRole('table', { name: ev.list.tableLabel });
  await expect(events.locator('tbody tr[data-event-id]')).toHaveCount(3);
  await expect(events.locator('[data-status="ProtocolCreated"]')).toHaveCount(3);

  // A report's guide opens its event.
  await page.goBack();
  await guideTable.getByRole('link', { name: fmt(t.detail.openEvent, { guide: g1 }) }).click();
  await expect(page).toHaveURL(/\/client\/notReadyEvents\//);
});

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function insurerNamed(page: Page, name: string): Promise<string> {
  const answer = await page.request.get('/api/health-insurers', { params: { search: name, pageSize: 10 } });
  const found = ((await answer.json()).items as { id: string; name: string }[]).find((i) => i.name === name);
  expect(found, `demo insurer ${name}`).toBeDefined();
  return found!.id;
}

/**
 * What the checks exist for, made by the biller through the API: guides protocolled for the
 * private-pay insurer (valued, without a negotiation) and a procedure typed with a zero value.
 */
async function makeProblems(page: Page, stamp: string): Promise<{ protocolGuide: string; zeroGuide: string }> {
  await signIn(page, '/client/dashboard');
  const session = (await (await page.request.get('/api/auth/session')).json()).session;
  const headers = { 'x-csrf-token': session.csrfToken as string };
  const protocolGuide = `${stamp}21`;
  const protocol = await page.request.post('/api/protocols', {
    headers,
    data: {
      companyId: session.company.id,
      healthInsuranceId: await insurerNamed(page, 'Particular'),
      dtProcedure: today(),
      guideNumbers: [protocolGuide],
    },
  });
  expect(protocol.ok(), await protocol.text()).toBe(true);
  const zeroGuide = `${stamp}22`;
  const event = await page.request.post('/api/events', {
    headers,
    data: {
      companyId: session.company.id,
      healthInsuranceId: await insurerNamed(page, 'Unimed Demo'),
      numGuide: zeroGuide,
      dtProcedure: today(),
      procedures: [{ idProc: '31309054', order: 1, userCustom: true, value: '0.00' }],
      ...(await demoMandatoryFields(page)),
    },
  });
  expect(event.ok(), await event.text()).toBe(true);
  return { protocolGuide, zeroGuide: (await event.json()).numGuide as string };
}

test('the administrator lists the events of every company and finds what the two checks report', async ({
  page,
  browser,
}) => {
  test.slow(); // two sign-ins and five screens
  const stamp = String(Date.now()).slice(-6);
  const biller = await browser.newPage();
  const { protocolGuide, zeroGuide } = await makeProblems(biller, stamp);
  await biller.close();

  await signIn(page, '/admin/events', { as: 'superAdmin' });
  await expect(page.getByRole('heading', { level: 1, name: admin.events.title })).toBeVisible();
  const all = page.getByRole('table', { name: admin.events.tableLabel });
  await expect(all.locator('tbody tr').first()).toBeVisible();
  await expect(
    all.getByRole('link', { name: fmt(admin.events.openCompany, { company: DEMO_MATRIZ }) }).first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: ev.list.totals.label })).toBeVisible();
  await page.getByRole('textbox', { name: ev.list.filters.numGuide }).fill(stamp);
  await expect(all.locator('tbody tr')).toHaveCount(2);

  // The guide of a valued insurer without a negotiation in force.
  const nav = page.getByRole('navigation', { name: screens.shell.mainNavigation });
  await nav.getByRole('link', { name: admin.verifyEventsNav, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/VerifyEvents$/);
  await expect(page.getByRole('heading', { level: 1, name: admin.verifyEvents.title })).toBeVisible();
  const events = page.getByRole('table', { name: admin.verifyEvents.tableLabel });
  await page.getByRole('combobox', { name: admin.filters.problem }).click();
  await page.getByRole('option', { name: ev.verifyProblems.noNegotiation, exact: true }).click();
  await expect(events.locator('tbody tr', { hasText: protocolGuide })).toContainText(ev.verifyProblems.noNegotiation);

  // The procedure typed with a zero value for a valued insurer.
  await nav.getByRole('link', { name: admin.verifyProceduresNav, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/VerifyProcedures$/);
  await expect(page.getByRole('heading', { level: 1, name: admin.verifyProcedures.title })).toBeVisible();
  const procedures = page.getByRole('table', { name: admin.verifyProcedures.tableLabel });
  await expect(procedures.locator('tbody tr', { hasText: zeroGuide })).toContainText(ev.verifyProblems.zeroValue);
});
