import { expect, test, type Locator, type Page } from '@playwright/test';
import { fmt, messages, validityParams } from '@honora/contract';
import { screens, signIn } from './support';

const n = screens.negotiations.screen;
const insurers = screens.healthInsurers;
const registry = screens.registry;

/** A calendar day in São Paulo (the server's "today"), `days` from now, as YYYY-MM-DD. */
function saoPauloDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
const shown = (iso: string) => iso.split('-').reverse().join('/');

async function openInsurer(page: Page, name: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: registry.list.search }).fill(name);
  await page.getByRole('button', { name: fmt(registry.list.openRow, { name }) }).click();
  const form = page.getByRole('form', { name });
  await form.getByRole('tab', { name: n.tab }).click();
  return form.getByRole('tabpanel', { name: n.tab });
}

/** Picks the first option of a Mantine select (the demo's only CBHPM edition / valuation). */
async function pickFirst(page: Page, form: Locator, label: string): Promise<void> {
  await form.getByLabel(label, { exact: true }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
}

async function negotiationsOf(page: Page, insurerId: string) {
  const answer = await page.request.get(`/api/health-insurers/${insurerId}/negotiations`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()).items as Record<string, unknown>[];
}

const row = (tab: Locator, name: string) => tab.getByRole('row').filter({ hasText: name });

test('the billing manager sees the demo negotiations, creates a future one, edits, copies and deletes it, and only moves the end of a started one', async ({
  page,
}) => {
  test.slow(); // two insurers, five saves, a copy and a delete
  const insurerName = `Convênio Negociação ${String(Date.now()).slice(-6)}`;
  const tomorrow = saoPauloDay(1);
  await signIn(page, '/client/insurances', { as: 'gestor.faturamento@demo.honora.dev' });

  // A demo insurer's negotiations, each with its status.
  const demoTab = await openInsurer(page, 'Bradesco Saúde Demo');
  const demoTable = demoTab.getByRole('table', { name: n.listLabel });
  for (const status of ['ENDED', 'CURRENT', 'FUTURE'] as const) {
    await expect(demoTable.getByText(n.statuses[status], { exact: true }).first()).toBeVisible();
  }
  await expect(demoTab.getByRole('link', { name: n.simulate })).toHaveAttribute(
    'href',
    /\/client\/pricing\?insurerId=[0-9a-f-]{36}$/,
  );
  await expect(page.getByRole('button', { name: registry.record.save, exact: true })).toHaveCount(0);

  // An insurer of this test: its negotiations do not depend on other runs.
  await page.getByRole('button', { name: registry.record.back }).click();
  await page.getByRole('button', { name: registry.list.create, exact: true }).click();
  const newInsurer = page.getByRole('form', { name: insurers.newTitle });
  await newInsurer.getByRole('textbox', { name: new RegExp(`^${insurers.fields.name}\\s*\\*?$`) }).fill(insurerName);
  await newInsurer.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: insurerName })).toBeVisible();
  await expect(page).toHaveURL(/\/client\/insurances\/[0-9a-f-]{36}$/);
  const insurerId = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.getByRole('form', { name: insurerName }).getByRole('tab', { name: n.tab }).click();
  const tab = page.getByRole('tabpanel', { name: n.tab });
  await expect(tab.getByText(n.empty)).toBeVisible();

  // The first negotiation needs no start: it is in force at once.
  await tab.getByRole('button', { name: n.create }).click();
  let form = page.getByRole('form', { name: n.newTitle });
  await form.getByLabel(n.general.name, { exact: true }).fill('Base E2E');
  await pickFirst(page, form, n.general.edition);
  await pickFirst(page, form, n.general.valuation);
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(n.created).first()).toBeVisible();
  await expect(row(tab, 'Base E2E')).toContainText(n.statuses.CURRENT);
  await expect(row(tab, 'Base E2E')).toContainText(fmt(n.validity, validityParams(null, null)));

  // A 26-character name: the pt-BR message, and nothing is saved.
  await tab.getByRole('button', { name: n.create }).click();
  form = page.getByRole('form', { name: n.newTitle });
  const name = form.getByLabel(n.general.name, { exact: true });
  await name.fill('N'.repeat(26));
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(form.getByText(fmt(messages.validation.maxLength, { max: 25 }))).toBeVisible();
  expect(await negotiationsOf(page, insurerId)).toHaveLength(1);

  // A future negotiation: the table, a 10 % band and a procedure of its own.
  await name.fill('Futura E2E');
  await form.getByLabel(n.general.start, { exact: true }).fill(shown(tomorrow));
  await pickFirst(page, form, n.general.edition);
  await pickFirst(page, form, n.general.valuation);
  await form.getByLabel(n.general.band, { exact: true }).fill('10');
  await form.getByRole('tab', { name: n.sections.procedures }).click();
  const customs = form.getByRole('group', { name: n.procedures.customsLegend });
  await customs.getByRole('button', { name: n.procedures.addCustom }).click();
  await customs.getByLabel(fmt(n.procedures.code, { n: 1 }), { exact: true }).fill('99999999');
  await customs
    .getByLabel(fmt(n.procedures.description, { n: 1 }), { exact: true })
    .fill('Consulta pré-anestésica própria');
  await customs.getByLabel(fmt(n.procedures.value, { n: 1 }), { exact: true }).fill('1.350,50');
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(n.created).first()).toBeVisible();
  await expect(row(tab, 'Futura E2E')).toContainText(n.statuses.FUTURE);
  await expect(row(tab, 'Futura E2E')).toContainText(fmt(n.validity, validityParams(shown(tomorrow), null)));
  // The open-ended first negotiation now ends the day before.
  await expect(row(tab, 'Base E2E')).toContainText(fmt(n.validity, validityParams(null, shown(saoPauloDay(0)))));
  let stored = (await negotiationsOf(page, insurerId)).find((item) => item.name === 'Futura E2E')!;
  expect(stored).toMatchObject({
    start: tomorrow,
    proportion: '0.1',
    customsProcedures: [{ code: '99999999', value: expect.stringMatching(/^1350\.50?$/) }],
  });

  // Edited: the band shown ×100 with a comma.
  await tab.getByRole('button', { name: fmt(n.openRow, { name: 'Futura E2E' }) }).click();
  form = page.getByRole('form', { name: fmt(n.editTitle, { name: 'Futura E2E' }) });
  await expect(form.getByLabel(n.general.band, { exact: true })).toHaveValue('10');
  await form.getByLabel(n.general.band, { exact: true }).fill('12,5');
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(n.saved).first()).toBeVisible();
  stored = (await negotiationsOf(page, insurerId)).find((item) => item.name === 'Futura E2E')!;
  expect(stored.proportion).toBe('0.125');

  // Copied as a new one from a later start, then deleted (it has not started).
  const later = saoPauloDay(10);
  await tab.getByRole('button', { name: fmt(n.copyRow, { name: 'Futura E2E' }) }).click();
  const copy = page.getByRole('form', { name: n.copyTitle });
  await copy.getByLabel(new RegExp(`^${n.copyStart}\\s*\\*?$`)).fill(shown(later));
  await copy.getByLabel(n.copyName, { exact: true }).fill('Cópia E2E');
  await copy.getByRole('button', { name: n.copySubmit }).click();
  await expect(page.getByText(n.copied).first()).toBeVisible();
  await page
    .getByRole('form', { name: fmt(n.editTitle, { name: 'Cópia E2E' }) })
    .getByRole('button', { name: n.close })
    .click();
  await expect(row(tab, 'Cópia E2E')).toContainText(n.statuses.FUTURE);
  await expect(row(tab, 'Futura E2E')).toContainText(
    fmt(n.validity, validityParams(shown(tomorrow), shown(saoPauloDay(9)))),
  );
  await tab.getByRole('button', { name: fmt(n.removeRow, { name: 'Cópia E2E' }) }).click();
  await page.getByRole('dialog').getByRole('button', { name: n.remove, exact: true }).click();
  await expect(page.getByText(n.removed).first()).toBeVisible();
  await expect(row(tab, 'Cópia E2E')).toHaveCount(0);
  expect(await negotiationsOf(page, insurerId)).toHaveLength(2);

  // The started one: read-only but for its end, which may not run into the future one.
  await expect(tab.getByRole('button', { name: fmt(n.removeRow, { name: 'Base E2E' }) })).toHaveCount(0);
  await tab.getByRole('button', { name: fmt(n.openRow, { name: 'Base E2E' }) }).click();
  form = page.getByRole('form', { name: fmt(n.editTitle, { name: 'Base E2E' }) });
  await expect(form.getByText(n.startedHint)).toBeVisible();
  await expect(form.getByLabel(n.general.name, { exact: true })).toHaveAttribute('readonly', '');
  await expect(form.getByLabel(n.general.band, { exact: true })).toHaveAttribute('readonly', '');
  const end = form.getByLabel(n.general.end, { exact: true });
  await expect(end).not.toHaveAttribute('readonly', '');
  await form.getByRole('tab', { name: n.sections.procedures }).click();
  await expect(form.getByRole('button', { name: n.procedures.addCustom })).toHaveCount(0);
  await form.getByRole('tab', { name: n.sections.general }).click();
  await end.fill(shown(saoPauloDay(5)));
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(form.getByText(/A vigência se sobrepõe à da negociação "Futura E2E"/)).toBeVisible();
  await end.fill(shown(saoPauloDay(0)));
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(n.saved).first()).toBeVisible();
});

test('a user who only reads insurers sees the negotiations without changing them, and without amounts they may not see', async ({
  page,
}) => {
  await signIn(page, '/client/insurances', { as: 'anestesista@demo.honora.dev' });
  const tab = await openInsurer(page, 'Bradesco Saúde Demo');
  await expect(tab.getByText(n.readOnlyHint)).toBeVisible();
  await expect(tab.getByRole('button', { name: n.create })).toHaveCount(0);
  await expect(tab.getByRole('button', { name: fmt(n.copyRow, { name: 'Reajuste CBHPM 2022 +8%' }) })).toHaveCount(0);
  await expect(tab.getByRole('button', { name: fmt(n.removeRow, { name: 'Reajuste CBHPM 2022 +8%' }) })).toHaveCount(0);
  await tab.getByRole('button', { name: fmt(n.openRow, { name: 'Reajuste CBHPM 2022 +8%' }) }).click();
  const form = page.getByRole('form', { name: fmt(n.editTitle, { name: 'Reajuste CBHPM 2022 +8%' }) });
  await expect(form.getByText(n.valuesHiddenHint)).toBeVisible();
  await expect(form.getByLabel(n.general.name, { exact: true })).toHaveAttribute('readonly', '');
  await expect(form.getByLabel(n.general.end, { exact: true })).toHaveAttribute('readonly', '');
  await expect(form.getByRole('button', { name: registry.record.save, exact: true })).toHaveCount(0);
});
