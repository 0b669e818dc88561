import { messages, fmt } from '@honora/contract';
import { expect, test } from '@playwright/test';
import { screens, signIn } from './support';

const registry = screens.registry;
/** A label as Mantine writes it, with or without the required asterisk. */
const labelled = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

test('the administrator is stopped by an invalid CNPJ, then saves the hospital with its city', async ({ page }) => {
  test.slow(); // sign-in, rules on change, a city search and a save
  const t = screens.hospitals;
  const name = `Hospital Conceição ${Date.now()}`;
  await signIn(page, '/client/hospitals', { as: 'administrator' });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  // The demo's hospitals are listed.
  await expect(page.getByRole('table', { name: t.title })).toContainText('Hospital Santa Cecília');

  await page.getByRole('button', { name: registry.list.create, exact: true }).click();
  const form = page.getByRole('form', { name: t.newTitle });
  await form.getByRole('textbox', { name: labelled(t.name) }).fill(name);
  const cnpj = form.getByRole('textbox', { name: t.cnpj, exact: true });
  await cnpj.fill('11.444');
  await expect(form.getByText(messages.validation.cnpjShort, { exact: true })).toBeVisible();
  await cnpj.fill('11.444.777/0001-62');
  await expect(form.getByText(messages.validation.cnpj, { exact: true })).toBeVisible();
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(form.getByText(messages.validation.cnpj, { exact: true })).toBeVisible();
  await expect(page.getByText(registry.record.saved)).toHaveCount(0);
  const listed = await page.request.get(`/api/hospitals?search=${encodeURIComponent(name)}&active=all`);
  expect((await listed.json()).total).toBe(0);

  // Fixed, and with the city picked from the IBGE municipalities (the demo has a sample).
  await cnpj.fill('11.444.777/0001-61');
  await expect(form.getByText(messages.validation.cnpj, { exact: true })).toHaveCount(0);
  await form.getByRole('textbox', { name: labelled(t.cnes) }).fill('1234567');
  const city = form.getByRole('combobox', { name: registry.address.city });
  await city.click();
  await city.fill('são pau');
  await page.getByRole('option', { name: 'São Paulo - SP' }).click();
  await expect(form.getByRole('textbox', { name: registry.address.ibgeCode })).toHaveValue('3550308');
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(registry.record.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/client\/hospitals\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: registry.record.back }).click();
  await page.getByRole('searchbox', { name: registry.list.search }).fill(name.replace('Conceição', 'conceicao'));
  const row = page.getByRole('table', { name: t.title }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('11.444.777/0001-61');
  await expect(row).toContainText('São Paulo - SP');
});

test('the administrator adds a surgeon with CRM and UF, and sees the anesthetists with the resident marked', async ({
  page,
}) => {
  test.slow();
  const t = screens.surgeons;
  const name = `Dra. Ângela Cirurgiã ${Date.now()}`;
  await signIn(page, '/client/surgeons', { as: 'administrator' });
  await expect(page.getByRole('table', { name: t.title })).toContainText('Dr. João Índio Bragança');

  await page.getByRole('button', { name: registry.list.create, exact: true }).click();
  const form = page.getByRole('form', { name: t.newTitle });
  await form.getByRole('textbox', { name: labelled(t.name) }).fill(name);
  const crm = form.getByRole('textbox', { name: t.crm });
  await crm.fill('12a');
  await expect(form.getByText(messages.validation.digitsOnly, { exact: true })).toBeVisible();
  await crm.fill('246810');
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  // A CRM needs its state.
  await expect(form.getByText(messages.validation.required, { exact: true })).toBeVisible();
  await form.getByRole('combobox', { name: t.crmState }).click();
  await page.getByRole('option', { name: fmt(screens.people.stateOption, { code: 'SP', name: 'São Paulo' }) }).click();
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(registry.record.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: registry.record.back }).click();
  await page.getByRole('searchbox', { name: registry.list.search }).fill('angela cirurgia');
  const row = page.getByRole('table', { name: t.title }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('246810');
  await expect(row).toContainText('SP');

  // The anesthetists: the demo's anesthetist and resident, the resident marked.
  const nav = page.getByRole('navigation', { name: screens.shell.mainNavigation });
  await nav.getByRole('link', { name: screens.anesthetists.nav, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/anesthetists$/);
  const table = page.getByRole('table', { name: screens.anesthetists.title });
  const anesthetist = table.getByRole('row', { name: /Bruno Anestesista/ });
  const resident = table.getByRole('row', { name: /Gabriela Residente/ });
  await expect(anesthetist).toContainText('654321/SP');
  await expect(anesthetist.getByText(screens.anesthetists.residentBadge, { exact: true })).toHaveCount(0);
  // The badge beside the name, and the type column.
  await expect(resident.getByText(screens.anesthetists.residentBadge, { exact: true })).toHaveCount(2);

  // The resident's record: a company user, shown with the e-mail locked and the type checked.
  await page.getByRole('button', { name: fmt(registry.list.openRow, { name: 'Gabriela Residente' }) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gabriela Residente' })).toBeVisible();
  const record = page.getByRole('form', { name: 'Gabriela Residente' });
  await expect(record.getByRole('textbox', { name: screens.anesthetists.email })).toHaveValue(
    'residente@demo.honora.dev',
  );
  await expect(record.getByRole('checkbox', { name: screens.anesthetists.types.KResident })).toBeChecked();
  await expect(record.getByRole('checkbox', { name: screens.anesthetists.types.KAnesthetist })).not.toBeChecked();
  await expect(record.getByRole('textbox', { name: screens.people.crm })).toHaveValue('778899');
});
