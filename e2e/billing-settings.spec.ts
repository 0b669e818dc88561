import { MAX_FILTERABLE_CUSTOM_FIELDS, type CustomField, fmt } from '@honora/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screens, signIn } from './support';

const s = screens.billingSettings;
const registry = screens.registry;

/** The page's session CSRF token, for API calls made with the page's cookies. */
async function csrfToken(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/session');
  return ((await res.json()) as { session: { csrfToken: string } }).session.csrfToken;
}

async function liveFields(page: Page): Promise<CustomField[]> {
  const res = await page.request.get('/api/custom-fields', { params: { active: 'all', pageSize: 100 } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: CustomField[] }).items;
}

test('the 11th filterable custom field is refused on the screen with the pt-BR message', async ({ page }) => {
  test.slow(); // sign-in, up to ten API calls, a form
  const t = s.customFields;
  const limit = fmt(t.errors.filterableLimit, { max: MAX_FILTERABLE_CUSTOM_FIELDS });
  await signIn(page, '/client/CustomFields', { as: 'administrator' });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // Fill the company up to ten filterable fields through the API (the demo already has one).
  const csrf = await csrfToken(page);
  const stamp = String(Date.now()).slice(-6);
  const missing = MAX_FILTERABLE_CUSTOM_FIELDS - (await liveFields(page)).filter((f) => f.filterable).length;
  for (let i = 0; i < missing; i++) {
    const res = await page.request.post('/api/custom-fields', {
      headers: { 'x-csrf-token': csrf },
      data: {
        entity: 'event',
        key: `filtro${stamp}n${i}`,
        label: `Filtro ${stamp} ${i}`,
        type: 'text',
        filterable: true,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const before = await liveFields(page);
  expect(before.filter((f) => f.filterable)).toHaveLength(MAX_FILTERABLE_CUSTOM_FIELDS);

  // The 11th, through the screen: refused, the message under "Filtrável", nothing saved.
  await page.reload();
  await expect(page.getByRole('table', { name: t.title })).toContainText(`Filtro ${stamp} 0`);
  await page.getByRole('button', { name: registry.list.create, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.newTitle })).toBeVisible();
  const form = page.getByRole('form', { name: t.title });
  await form.getByRole('textbox', { name: new RegExp(`^${t.label}`) }).fill('Décimo primeiro filtro');
  await form.getByRole('textbox', { name: new RegExp(`^${t.key}`) }).fill(`filtro${stamp}Extra`);
  await form.getByRole('checkbox', { name: t.filterable }).check();
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(form.getByText(limit)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t.newTitle })).toBeVisible();
  expect(await liveFields(page)).toHaveLength(before.length);

  // Not filterable, the same field is saved.
  await form.getByRole('checkbox', { name: t.filterable }).uncheck();
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(registry.record.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Décimo primeiro filtro' })).toBeVisible();
  await expect(page).toHaveURL(/\/client\/CustomFields\/[0-9a-f-]{36}$/);
});

test('mandatory fields of SP/SADT are kept after a reload', async ({ page }) => {
  const t = s.mandatoryFields;
  const fields = s.eventFields;
  await signIn(page, '/client/mandatoryFields', { as: 'administrator' });
  const nav = page.getByRole('navigation', { name: screens.shell.mainNavigation });
  await expect(nav.getByRole('link', { name: t.nav, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // The demo's Honorário fields are already set; a consult-only field is not offered there.
  const honorario = page.getByRole('form', { name: fmt(t.fieldsLabel, { type: registry.eventTypes.Honorario }) });
  await expect(honorario.getByRole('checkbox', { name: fields.numGuide, exact: true })).toBeChecked();
  await expect(honorario.getByRole('checkbox', { name: fields.codeProcedureConsult, exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: registry.eventTypes.SPSADT }).click();
  const spsadt = page.getByRole('form', { name: fmt(t.fieldsLabel, { type: registry.eventTypes.SPSADT }) });
  await spsadt.getByRole('checkbox', { name: fields.clinicIndication, exact: true }).check();
  await spsadt.getByRole('checkbox', { name: fields.password, exact: true }).check();
  await spsadt.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByText(t.saved)).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: registry.eventTypes.SPSADT }).click();
  const reloaded = page.getByRole('form', { name: fmt(t.fieldsLabel, { type: registry.eventTypes.SPSADT }) });
  await expect(reloaded.getByRole('checkbox', { name: fields.clinicIndication, exact: true })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: fields.password, exact: true })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: fields.numGuide, exact: true })).not.toBeChecked();
  await expect(reloaded.getByText(fmt(t.selected, { count: '2' }))).toBeVisible();
});

/**
 * Opens the codes' list from the keyboard, as a person tabbing into it would: the pills' box lies
 * over the input, so a click there may land on a pill instead.
 */
async function openCodes(codes: Locator, option: Locator): Promise<void> {
  await codes.focus();
  await expect(async () => {
    await codes.press('ArrowDown');
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('an item group and a spreadsheet configuration are saved through their screens after their errors are shown', async ({
  page,
}) => {
  test.slow(); // two screens, each refused once then saved
  const groups = s.financialItemGroups;
  const sheets = s.spreadsheetConfig;
  await signIn(page, '/client/FinancialItemGroups', { as: 'administrator' });
  await expect(page.getByRole('table', { name: groups.title })).toContainText('Medicamentos');

  // Code 01 already belongs to the demo's "Gases": refused under the codes; 07 alone is saved.
  await page.getByRole('button', { name: registry.list.create, exact: true }).click();
  const groupForm = page.getByRole('form', { name: groups.title });
  await groupForm.getByRole('textbox', { name: new RegExp(`^${groups.name}\\s*\\*?$`) }).fill('Taxas e gases');
  const codes = groupForm.getByRole('combobox', { name: new RegExp(`^${groups.itemCodes}`) });
  const gases = page.getByRole('option', { name: `01 — ${groups.expenseCodes['01']}` });
  await openCodes(codes, gases);
  await gases.click();
  await page.getByRole('option', { name: `07 — ${groups.expenseCodes['07']}` }).click();
  await codes.press('Escape');
  await groupForm.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(groupForm.getByText(fmt(groups.errors.codeInOtherGroup, { code: '01', group: 'Gases' }))).toBeVisible();
  await openCodes(codes, gases);
  await gases.click(); // picked again: removed
  await codes.press('Escape');
  await groupForm.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(registry.record.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Taxas e gases' })).toBeVisible();

  // A spreadsheet with one column used twice: the rule shows it under the field; fixed, it is saved.
  await page.goto('/client/SpreadsheetConfig');
  await page.getByRole('button', { name: registry.list.create, exact: true }).click();
  const sheetForm = page.getByRole('form', { name: sheets.title });
  await sheetForm
    .getByRole('textbox', { name: new RegExp(`^${sheets.name}\\s*\\*?$`) })
    .fill('Planilha do Hospital Sul');
  await sheetForm.getByRole('textbox', { name: new RegExp(`^${sheets.fields.patientName}`) }).fill('A');
  const date = sheetForm.getByRole('textbox', { name: new RegExp(`^${sheets.fields.dtProcedure}`) });
  await date.fill('a');
  await sheetForm.getByRole('textbox', { name: new RegExp(`^${sheets.fields.procedureCode}`) }).fill('Código TUSS');
  await sheetForm.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(sheetForm.getByText(fmt(sheets.errors.duplicateColumn, { column: 'A' }))).toBeVisible();
  await date.fill('Data');
  await sheetForm.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(registry.record.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Planilha do Hospital Sul' })).toBeVisible();
});
