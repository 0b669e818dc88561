import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MATRIZ, DEMO_PASSWORD, fillLogin, screens, signIn } from './support';

/**
 * WCAG 2.1 AA on the main screens, in both colour schemes (platform.md: dark by default, light on
 * request): axe-core finds no serious or critical violation (contrast, names, landmarks, tables).
 */
const SCHEMES = ['dark', 'light'] as const;
type Scheme = (typeof SCHEMES)[number];

interface Violation {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/** The scheme is chosen before the app starts (Mantine reads it from localStorage). */
async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.addInitScript(`window.localStorage.setItem('honora-color-scheme', '${scheme}')`);
}

/** Waits until the screen has its heading and no loader, so axe sees the real content. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 30_000 });
  // Mantine's transitions (badges, tables, menus) have ended: axe reads final colours.
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations(): { playState: string }[] } }).document
      .getAnimations()
      .every((animation) => animation.playState !== 'running'),
  );
}

/** The serious and critical violations axe finds on the current screen. */
async function audit(page: Page, screen: string): Promise<Violation[]> {
  await settled(page);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // A button's name contains its visible text (WCAG 2.5.3); axe keeps this rule off by default.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary ?? v.help,
    }));
}

function report(violations: Violation[]): string {
  return violations
    .map((v) => `${v.screen}: ${v.rule} (${v.impact}) em ${v.targets.join(', ')}\n  ${v.summary}`)
    .join('\n');
}

async function firstId(page: Page, path: string): Promise<string> {
  const answer = await page.request.get(path, { params: { pageSize: '1' } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as { items: { id: string }[] };
  expect(body.items.length, `${path} sem registros no demo`).toBeGreaterThan(0);
  return body.items[0]!.id;
}

/** The same server as playwright.config.ts (a page made in beforeAll does not get its `use`). */
const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** The client's main screens, audited one by one in one signed-in page (signing in once per scheme). */
type Ids = { event: string; batch: string; hospital: string; tax: string; collection: string };
const CLIENT_SCREENS: [string, (ids: Ids) => string][] = [
  ['painel', () => '/client/dashboard'],
  ['painel: números', () => '/client/dashboard?view=numbers'],
  ['eventos', () => '/client/events'],
  ['evento', (ids) => `/client/events?id=${ids.event}`],
  ['pacientes', () => '/client/patients'],
  ['hospitais', () => '/client/hospitals'],
  ['hospital', (ids) => `/client/hospitals/${ids.hospital}`],
  ['cirurgiões', () => '/client/surgeons'],
  ['anestesistas', () => '/client/anesthetists'],
  ['convênios', () => '/client/insurances'],
  ['lotes', () => '/client/batches'],
  ['lote', (ids) => `/client/batches/${ids.batch}`],
  ['recursos de glosa', () => '/client/Appeals'],
  ['indicadores dos recursos', () => '/client/Appeals?view=stats'],
  ['demonstrativos dos convênios', () => '/client/Statements'],
  ['impostos e taxas', () => '/client/Taxes'],
  ['imposto', (ids) => `/client/Taxes/${ids.tax}`],
  ['cobranças', () => '/client/Cobrancas'],
  ['cobrança', (ids) => `/client/Cobrancas/${ids.collection}`],
  ['repasses', () => '/client/Transfers'],
  ['demonstrativos de repasse', () => '/client/UserTransfer'],
  ['relatórios', () => '/client/reports?report=glosasByInsurer'],
  ['gerador de relatórios', () => '/client/ReportsGenerator'],
  ['bigdata: números', () => '/client/BigData?view=numbers'],
  ['relatório de transações', () => '/client/reportTransactions'],
  ['simular preços', () => '/client/pricing'],
  ['empresa', () => '/client/companies'],
  ['modelos de importação', () => '/client/templatesImportEvents'],
  ['importar eventos', () => '/client/ImportCustom'],
  ['guias por OCR', () => '/client/guidesOcr'],
];

for (const scheme of SCHEMES) {
  test.describe(`main screens (${scheme})`, () => {
    // In order, in one worker; a failure restarts the worker, which signs in again.
    test.describe.configure({ mode: 'default', timeout: 150_000 });
    let page: Page;
    let ids: Ids;

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(150_000);
      const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
      page = await context.newPage();
      await useScheme(page, scheme);
      await page.goto('/client/login');
    });

    test.afterAll(async () => page.context().close());

    test('sign-in', async () => {
      const violations = await audit(page, 'login');
      expect(violations, report(violations)).toEqual([]);
    });

    for (const [name, path] of CLIENT_SCREENS) {
      test(name, async () => {
        if (!ids) {
          await fillLogin(page, 'administrador@demo.honora.dev', DEMO_PASSWORD);
          await page.getByRole('button', { name: `${screens.selectCompany.select}: ${DEMO_MATRIZ}` }).click();
          await expect(page).toHaveURL(/\/client\/dashboard/);
          ids = {
            event: await firstId(page, '/api/events'),
            batch: await firstId(page, '/api/batches'),
            hospital: await firstId(page, '/api/hospitals'),
            tax: await firstId(page, '/api/taxes'),
            collection: await firstId(page, '/api/collections'),
          };
        }
        await page.goto(path(ids));
        const violations = await audit(page, name);
        expect(violations, report(violations)).toEqual([]);
      });
    }
  });

  test(`the super admin's companies screen, JSON to Excel tool and reports (${scheme})`, async ({ page }) => {
    test.setTimeout(150_000);
    await useScheme(page, scheme);
    await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
    await page.goto('/admin/companies');
    const violations = await audit(page, 'admin companies');
    // The tool with its preview table and a refused text's alert (one sign-in for both screens).
    await page.goto('/tools/Json2Excel');
    const text = page.getByRole('textbox', { name: screens.json2excel.textLabel, exact: true });
    await text.fill('[{"nome": "Ana", "data": "2025-01-31"}]');
    await page.getByRole('button', { name: screens.json2excel.preview, exact: true }).click();
    await expect(page.getByRole('table', { name: screens.json2excel.tableLabel })).toBeVisible();
    violations.push(...(await audit(page, 'json2excel preview')));
    await text.fill('[{"nome" "Ana"}]');
    await page.getByRole('button', { name: screens.json2excel.preview, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'JSON inválido' })).toBeVisible();
    violations.push(...(await audit(page, 'json2excel error')));
    // The standard reports of a company the administrator chooses (decision 039), with its table.
    await page.goto('/admin/Reports');
    await page.getByRole('combobox', { name: screens.reports.admin.company }).fill('Cooperativa Demo');
    await page.getByRole('option', { name: DEMO_MATRIZ, exact: true }).click();
    await expect(page.getByRole('table', { name: screens.reports.reports.productionByInsurer })).toBeVisible();
    violations.push(...(await audit(page, 'admin reports')));
    expect(violations, report(violations)).toEqual([]);
  });

  test(`the admin's OCR screens (${scheme})`, async ({ page }) => {
    test.setTimeout(150_000);
    await useScheme(page, scheme);
    await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
    const violations: Violation[] = [];
    await page.goto('/admin/DashboardOcr');
    await expect(page.getByRole('group', { name: screens.ocr.dashboard.period })).toBeVisible();
    violations.push(...(await audit(page, 'admin DashboardOcr')));
    await page.goto('/admin/GuideOcrAmazon');
    violations.push(...(await audit(page, 'admin GuideOcrAmazon')));
    await page.goto('/admin/OcrAmazonCredit');
    await expect(page.getByRole('table', { name: screens.ocr.creditsAdmin.tableLabel })).toBeVisible();
    violations.push(...(await audit(page, 'admin OcrAmazonCredit')));
    expect(violations, report(violations)).toEqual([]);
  });
}
