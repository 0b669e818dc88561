import { fmt } from '@honora/contract';
import { integrationsScreenMessages as t } from '@honora/contract/screen-texts/integrations';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { signIn } from './support';

async function json<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its whole label (a required one ends in " *"). */
const label = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);

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

/**
 * The demo's fake registry (packages/server/src/modules/integrations/fake-registry.ts): surgeons
 * 101 (CRM 123456/SP, the demo's Dr. João Índio Bragança) and 102 (CRM 654321/RJ, created here),
 * hospital 402 with no hospital of the demo's CNPJ.
 */
test('the billing manager connects the fake registry, syncs, maps two surgeons by suggestion and imports a hospital', async ({
  page,
}) => {
  test.slow(); // sign-in, three lazy screens, a sync against the fake and four axe scans
  await signIn(page, '/client/integrations', { as: 'billingManager' });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // The settings point at the app's own fake registry; the secret is never shown back.
  const origin = new URL(page.url()).origin;
  await page.getByRole('textbox', { name: label(t.settings.baseUrl) }).fill(`${origin}/fake-registry`);
  await page.getByRole('textbox', { name: label(t.settings.clientId) }).fill('demo-client');
  await page.getByLabel(label(t.settings.secret)).fill('demo-secret');
  await page.getByRole('button', { name: t.settings.save, exact: true }).click();
  await expect(page.getByText(t.settings.saved)).toBeVisible();
  await expect(page.getByLabel(label(t.settings.secret))).toHaveValue('');
  await expect(page.getByLabel(label(t.settings.secret))).toHaveAttribute('placeholder', t.settings.keepSecret);

  // The connection test lists the institutions; activating the sync reports per type.
  await page.getByRole('button', { name: t.sync.testConnection, exact: true }).click();
  await page.getByRole('combobox', { name: t.sync.institution }).click();
  await page.getByRole('option', { name: 'Instituição Demonstração' }).click();
  await page.getByRole('button', { name: t.sync.activate, exact: true }).click();
  await expect(page.getByText(t.sync.done)).toBeVisible();
  const report = page.getByRole('table', { name: t.sync.reportLabel });
  await expect(report.getByRole('row').filter({ hasText: t.typeTitles.surgeon })).toContainText('2');
  await expect(page.getByRole('table', { name: t.calls.label })).toContainText('/fake-registry/oauth/token');
  await expectAccessible(page, 'integration settings after a sync');

  // A second surgeon with the registry's CRM: two suggestions by CRM and state.
  const session = await json<{ session: { csrfToken: string } }>(await page.request.get('/api/auth/session'));
  await json(
    await page.request.post('/api/surgeons', {
      headers: { 'x-csrf-token': session.session.csrfToken },
      data: { name: 'Dra. Ana Lúcia Cortês', crm: '654321', crmState: 'RJ' },
    }),
  );
  await page.getByRole('main').getByRole('link', { name: t.typeTitles.surgeon, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/surgeon_integration$/);
  const suggestionsLabel = fmt(t.suggestions.label, { type: t.typeTitles.surgeon });
  const suggestions = page.getByRole('table', { name: suggestionsLabel });
  const joao = { product: 'Dr. João Índio Bragança', registry: 'João Cirurgião da Silva' };
  await suggestions.getByRole('button', { name: fmt(t.suggestions.linkLabel, joao) }).click();
  await expect(suggestions.getByRole('row').filter({ hasText: joao.registry })).toHaveCount(0);
  await expect(suggestions.getByRole('row').filter({ hasText: 'Ana Lúcia Cortês' })).toHaveCount(1);

  // The other one with the checkboxes of integrationsMultiples: one summary of what was linked.
  await page.goto('/client/integrationsMultiples');
  const many = page.getByRole('table', { name: suggestionsLabel });
  await many.getByRole('checkbox', { name: fmt(t.suggestions.select, { product: 'Dra. Ana Lúcia Cortês' }) }).check();
  await expectAccessible(page, 'suggestions picked to link');
  await page.getByRole('button', { name: t.suggestions.linkSelected, exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: fmt(t.suggestions.summary, { ok: 1, failed: 0 }) }),
  ).toBeVisible();
  await expect(page.getByText(t.suggestions.empty)).toBeVisible();

  await page.goto('/client/surgeon_integration');
  const records = page.getByRole('table', { name: fmt(t.records.label, { type: t.typeTitles.surgeon }) });
  await expect(records.getByRole('row').filter({ hasText: joao.registry })).toContainText(joao.product);
  await expect(records.getByRole('row').filter({ hasText: 'Ana Lúcia Cortês' })).toContainText('Dra. Ana Lúcia Cortês');
  await expectAccessible(page, 'surgeons mapped by suggestion');
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await tablesWider(page)).toEqual([]);

  // A hospital the demo does not have: imported from the registry and mapped.
  await page.goto('/client/hospital_integration');
  const hospitals = page.getByRole('table', { name: fmt(t.records.label, { type: t.typeTitles.hospital }) });
  await hospitals.getByRole('button', { name: fmt(t.records.importLabel, { name: 'Hospital Santa Clara' }) }).click();
  await expect(page.getByText(fmt(t.records.imported, { name: 'Hospital Santa Clara' }))).toBeVisible();
  const row = hospitals.getByRole('row').filter({ hasText: 'Hospital Santa Clara' });
  await expect(
    row.getByRole('button', { name: fmt(t.records.unmapLabel, { name: 'Hospital Santa Clara' }) }),
  ).toBeVisible();
  await expectAccessible(page, 'hospital imported');

  // Every mapping of the company, in one list.
  await page.goto('/client/integrationToFrom');
  const mappings = page.getByRole('table', { name: t.mappings.label });
  await expect(mappings.getByRole('row')).toHaveCount(4);
  const santaClara = mappings.getByRole('row').filter({ hasText: 'Hospital Santa Clara' });
  await santaClara.getByRole('button', { name: fmt(t.records.hideLabel, { name: 'Hospital Santa Clara' }) }).click();
  await expect(page.getByText(t.records.visibilityChanged)).toBeVisible();
  await expect(
    santaClara.getByRole('button', { name: fmt(t.records.showLabel, { name: 'Hospital Santa Clara' }) }),
  ).toBeVisible();
  await expectAccessible(page, 'mappings list');
  expect(await tablesWider(page)).toEqual([]);
  await page.goto('/client/integrations');
  await expect(page.getByRole('table', { name: t.calls.label })).toBeVisible();
  expect(await tablesWider(page)).toEqual([]);
});
