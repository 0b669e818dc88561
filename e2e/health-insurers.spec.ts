import { fmt } from '@honora/contract';
import { expect, test } from '@playwright/test';
import { screens, signIn } from './support';

const t = screens.healthInsurers;
const registry = screens.registry;

const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\s*\\*?$`);

test('the administrator is stopped by a 5-digit ANS register, saves the insurer with its deadlines and guide limits, and cannot change the XML settings', async ({
  page,
}) => {
  test.slow(); // sign-in, a refused and an accepted save, a reload of the record
  const name = `Operadora E2E ${String(Date.now()).slice(-6)}`;

  await signIn(page, '/client/insurances', { as: 'administrator' });
  const nav = page.getByRole('navigation', { name: screens.shell.mainNavigation });
  await expect(nav.getByRole('link', { name: t.nav, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('table', { name: t.title })).toContainText('Unimed Demo');

  // A new insurer with a 5-digit ANS register: the message shows as typed and saving is refused.
  await page.getByRole('button', { name: registry.list.create, exact: true }).click();
  const form = page.getByRole('form', { name: t.newTitle });
  await form.getByRole('textbox', { name: label(t.fields.name) }).fill(name);
  const ans = form.getByRole('textbox', { name: t.fields.registerANS });
  await ans.fill('12345');
  await expect(form.getByText(t.validation.registerAns, { exact: true })).toBeVisible();
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(form.getByText(t.validation.registerAns, { exact: true })).toBeVisible();
  await expect(page.getByText(t.created)).toHaveCount(0);
  const listed = await page.request.get(`/api/health-insurers?search=${encodeURIComponent(name)}&active=all`);
  expect((await listed.json()).total).toBe(0);

  // Fixed, with day limits and a guide setting.
  await ans.fill('123456');
  await expect(form.getByText(t.validation.registerAns, { exact: true })).toHaveCount(0);
  await form.getByRole('tab', { name: t.tabs.deadlines }).click();
  await form.getByRole('textbox', { name: t.dayLimits.receive }).fill('45');
  await form.getByRole('textbox', { name: t.dayLimits.sendAppeal }).fill('90');
  await form.getByRole('switch', { name: t.flags.autoBatchByMonthYear }).check();
  await form.getByRole('tab', { name: t.tabs.guides }).click();
  await form.getByRole('textbox', { name: t.guides.guideNumberPadding }).fill('9');
  const sadt = screens.registry.eventTypes.SPSADT;
  const wallet = t.guides.limitFields.wallet;
  await form.getByRole('switch', { name: fmt(t.guides.limitEnabled, { field: wallet, type: sadt }) }).check();
  await expect(form.getByRole('textbox', { name: fmt(t.guides.limitMin, { field: wallet, type: sadt }) })).toHaveValue(
    '3',
  );
  await form.getByRole('textbox', { name: fmt(t.guides.limitMax, { field: wallet, type: sadt }) }).fill('16');
  // A withheld tax typed as a percent (×100, pt-BR comma), stored as a fraction.
  await form.getByRole('tab', { name: t.tabs.financial }).click();
  await form.getByRole('button', { name: t.financial.taxAdd }).click();
  await form.getByRole('combobox', { name: `${t.financial.taxIdentifier} 1` }).click();
  await page.getByRole('option', { name: t.taxIdentifiers.IRJ, exact: true }).click();
  await form.getByRole('textbox', { name: fmt(t.financial.taxPercentOf, { tax: t.taxIdentifiers.IRJ }) }).fill('1,5');
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(t.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/client\/insurances\/[0-9a-f-]{36}$/);

  // Reopened from the list, the values are kept.
  await page.getByRole('button', { name: registry.record.back }).click();
  await page.getByRole('searchbox', { name: registry.list.search }).fill(name);
  await page.getByRole('button', { name: fmt(registry.list.openRow, { name }) }).click();
  const saved = page.getByRole('form', { name });
  await expect(saved.getByRole('textbox', { name: t.fields.registerANS })).toHaveValue('123456');
  await saved.getByRole('tab', { name: t.tabs.deadlines }).click();
  await expect(saved.getByRole('textbox', { name: t.dayLimits.receive })).toHaveValue('45');
  await expect(saved.getByRole('textbox', { name: t.dayLimits.sendGuide })).toHaveValue('');
  await expect(saved.getByRole('textbox', { name: t.dayLimits.sendAppeal })).toHaveValue('90');
  await expect(saved.getByRole('switch', { name: t.flags.autoBatchByMonthYear })).toBeChecked();
  await saved.getByRole('tab', { name: t.tabs.guides }).click();
  await expect(saved.getByRole('textbox', { name: t.guides.guideNumberPadding })).toHaveValue('9');
  await expect(
    saved.getByRole('switch', { name: fmt(t.guides.limitEnabled, { field: wallet, type: sadt }) }),
  ).toBeChecked();
  await expect(saved.getByRole('textbox', { name: fmt(t.guides.limitMax, { field: wallet, type: sadt }) })).toHaveValue(
    '16',
  );

  await saved.getByRole('tab', { name: t.tabs.financial }).click();
  await expect(
    saved.getByRole('textbox', { name: fmt(t.financial.taxPercentOf, { tax: t.taxIdentifiers.IRJ }) }),
  ).toHaveValue('1,5');

  // The technical XML settings are read-only for a company administrator.
  await saved.getByRole('tab', { name: t.tabs.xml }).click();
  const xmlPanel = saved.getByRole('tabpanel', { name: t.tabs.xml });
  await expect(xmlPanel.getByText(t.superAdminHint)).toBeVisible();
  await expect(xmlPanel.getByText(screens.adminCompanies.superAdminOnly).first()).toBeVisible();
  const version = xmlPanel.getByLabel(t.fields.versionXML, { exact: true });
  await expect(version).toHaveValue('4.03.00');
  await expect(version).toHaveAttribute('readonly', '');
  await expect(xmlPanel.getByLabel(t.fields.hashEncoding, { exact: true })).toHaveAttribute('readonly', '');
  await expect(xmlPanel.getByRole('button', { name: t.xml.add })).toHaveCount(0);
  const stored = await page.request.get(`/api/health-insurers?search=${encodeURIComponent(name)}`);
  const [item] = (await stored.json()).items as { id: string }[];
  const record = await (await page.request.get(`/api/health-insurers/${item!.id}`)).json();
  expect(record).toMatchObject({
    registerANS: '123456',
    versionXML: '4.03.00',
    hashEncoding: 'ISO-8859-1',
    dayLimits: { receive: 45, sendGuide: null, sendAppeal: 90 },
    configs: { guideNumberPadding: 9, guideLimits: { SPSADT: { wallet: { enabled: true, min: 3, max: 16 } } } },
    taxSettings: { withheld: [{ identifier: 'IRJ', percent: 0.015 }] },
  });
});

test('a new type of payment is offered to the insurers at once, and cannot be deleted while an insurer accepts it', async ({
  page,
}) => {
  test.slow(); // two screens, two saves and a refused deletion
  const typeName = `Cartão E2E ${String(Date.now()).slice(-6)}`;
  const insurer = 'Hospital Demo Pagador';
  const types = t.typesOfPayment;

  await signIn(page, '/client/insurances', { as: 'administrator' });
  const nav = page.getByRole('navigation', { name: screens.shell.mainNavigation });
  await nav.getByRole('link', { name: types.nav, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/TypesOfPayment$/);
  await expect(page.getByRole('table', { name: types.title })).toContainText('PIX');
  await page.getByRole('button', { name: registry.list.create, exact: true }).click();
  const typeForm = page.getByRole('form', { name: types.newTitle });
  await typeForm.getByRole('textbox', { name: label(types.name) }).fill(typeName);
  await typeForm.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(types.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: typeName })).toBeVisible();
  const typeUrl = page.url();

  // The insurer form's picker (the synced cache of types of payment) already has it.
  await nav.getByRole('link', { name: t.nav, exact: true }).click();
  await page.getByRole('searchbox', { name: registry.list.search }).fill(insurer);
  await page.getByRole('button', { name: fmt(registry.list.openRow, { name: insurer }) }).click();
  const form = page.getByRole('form', { name: insurer });
  await form.getByLabel(t.fields.typesOfPayment, { exact: true }).click();
  await page.getByRole('option', { name: typeName }).click();
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(registry.record.saved)).toBeVisible();

  // Deleting the type is refused, naming the insurer.
  await page.goto(typeUrl);
  await expect(page.getByRole('heading', { level: 1, name: typeName })).toBeVisible();
  await page.getByRole('button', { name: registry.record.remove, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: registry.record.remove, exact: true }).click();
  await expect(page.getByText(fmt(types.inUse, { names: insurer }))).toBeVisible();
  await expect(page.getByText(registry.record.deletedBadge, { exact: true })).toHaveCount(0);
});
