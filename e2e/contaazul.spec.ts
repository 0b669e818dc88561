import { fmt } from '@honora/contract';
import { contaAzulScreenMessages as t } from '@honora/contract/screen-texts/contaazul';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { signIn } from './support';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its whole label (a required one ends in " *"). */
const label = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);
/** A catalog text with its {params} as "anything". */
const pattern = (text: string) => new RegExp(escaped(text).replace(/\\\{\w+\\\}/g, '.+'));

/** The tables of the main region that need a horizontal scroll (none: they fit the window). */
function tablesWider(page: Page): Promise<string[]> {
  return page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('table')]
        .filter((table) => table.scrollWidth > (table.parentElement?.clientWidth ?? 0) + 1)
        .map((table) => table.getAttribute('aria-label') ?? ''),
    );
}

async function pick(page: Page, name: string | RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The demo's fake Conta Azul (packages/server/src/modules/contaazul/fake-contaazul.ts, mounted with
 * FAKE_CONTAAZUL=true): its authorization sends the browser straight back with a code; its customers
 * carry the demo's CNPJs (Unimed Demo's among them), its services Honorários anestésicos, SP/SADT
 * and Consulta. The demo's batch 1 ("Lote de demonstração") holds two Unimed Demo Honorário events.
 */
test('the billing manager connects the fake Conta Azul, chooses where to post, maps the insurer and the service and exports a batch', async ({
  page,
}) => {
  test.slow(); // sign-in, the OAuth round trip, the remote options, an export job and four axe scans
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, '/client/integrations', { as: 'billingManager' });
  await page.getByRole('tab', { name: t.tab }).click();

  // Connect: the fake authorizes at once and comes back with code and state, which leave the address.
  await page.getByRole('button', { name: t.connection.connect, exact: true }).click();
  await expect(page.getByText(t.connection.connectedToast)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/integrations$/);
  await expect(page.getByRole('tab', { name: t.tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(pattern(t.connection.connected))).toBeVisible();

  // Where receivables go: the accounts and categories come from Conta Azul on request.
  await page.getByRole('button', { name: t.settings.load, exact: true }).first().click();
  await expect(page.getByText(t.mappings.loadFirst)).toHaveCount(0);
  await pick(page, label(t.settings.financialAccount), 'Banco do Brasil — conta movimento');
  await pick(page, label(t.settings.category), 'Honorários médicos');
  await expect(page.getByRole('textbox', { name: label(t.settings.dueDays) })).toHaveValue('30');
  await page.getByRole('button', { name: t.settings.save, exact: true }).click();
  await expect(page.getByText(t.settings.saved)).toBeVisible();

  // The insurer: its select is filled from the CNPJ match; the event type: a service picked by hand.
  const insurers = page.getByRole('table', {
    name: fmt(t.mappings.tableLabel, { kind: t.mappings.kinds.healthInsurance }),
  });
  const unimed = insurers.getByRole('row').filter({ hasText: /^Unimed Demo/ });
  await expect(
    unimed.getByRole('combobox', { name: fmt(t.mappings.chooseLabel, { name: 'Unimed Demo' }) }),
  ).toHaveValue('Unimed Demo Cooperativa de Trabalho Médico');
  await unimed.getByRole('button', { name: fmt(t.mappings.saveLabel, { name: 'Unimed Demo' }) }).click();
  await expect(page.getByText(t.mappings.saved)).toBeVisible();
  await expect(unimed).toContainText('Unimed Demo Cooperativa de Trabalho Médico');
  await expect(unimed.getByRole('button', { name: fmt(t.mappings.unmapLabel, { name: 'Unimed Demo' }) })).toBeVisible();

  const honorarios = t.eventTypes.Honorario;
  await pick(page, fmt(t.mappings.chooseLabel, { name: honorarios }), 'Honorários anestésicos');
  const services = page.getByRole('table', { name: fmt(t.mappings.tableLabel, { kind: t.mappings.kinds.service }) });
  await services.getByRole('button', { name: fmt(t.mappings.saveLabel, { name: honorarios }) }).click();
  await expect(services.getByRole('row').filter({ hasText: honorarios })).toContainText('Honorários anestésicos');

  // The hospitals whose CNPJs Conta Azul knows, in one go.
  await page.getByRole('button', { name: t.mappings.suggest, exact: true }).click();
  await expect(page.getByText(pattern(t.mappings.suggested))).toBeVisible();
  await expectAccessible(page, 'Conta Azul connected, settings saved, records mapped');
  expect(await tablesWider(page)).toEqual([]);

  // The demo batch, exported: the job's progress, then each event's result.
  const batches = await page.request.get('/api/batches');
  expect(batches.ok(), await batches.text()).toBe(true);
  const { items } = (await batches.json()) as { items: { id: string; name: string | null }[] };
  const batch = items.find((item) => item.name === 'Lote de demonstração');
  expect(batch, 'the demo batch').toBeDefined();
  await page.goto(`/client/batches/${batch!.id}`);
  await page.getByRole('button', { name: t.export.action, exact: true }).click();
  await expect(page.getByText(pattern(t.export.started))).toBeVisible();
  const dialog = page.getByRole('dialog', { name: t.export.title });
  const results = dialog.getByRole('table', { name: t.export.resultsLabel });
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expect(results.locator('tbody tr')).not.toHaveCount(0);
  await expect(results.locator('tbody tr').filter({ hasNotText: t.export.outcomes.EXPORTED })).toHaveCount(0);
  await expectAccessible(page, 'batch exported to Conta Azul');
  await dialog.getByRole('button', { name: t.export.close, exact: true }).click();

  // The export in the history, with the same results.
  await page.goto('/client/integrations');
  await page.getByRole('tab', { name: t.tab }).click();
  const jobs = page.getByRole('table', { name: t.export.jobs.label });
  await jobs
    .getByRole('button', { name: pattern(t.export.jobs.openLabel) })
    .first()
    .click();
  const history = page.getByRole('table', { name: t.export.resultsLabel });
  await expect(history.locator('tbody tr').filter({ hasText: t.export.outcomes.EXPORTED })).not.toHaveCount(0);
  await expectAccessible(page, 'Conta Azul export history');
  expect(await tablesWider(page)).toEqual([]);
});
