import { expect, test, type Page } from '@playwright/test';
import { DEMO_MATRIZ, DEMO_PASSWORD, fillLogin, screens, signIn } from './support';

/**
 * Every list screen at the two desktop widths a reviewer walks (1280 and 1440 px, a browser
 * that is not in Portuguese): the page never scrolls sideways and nothing in the main region
 * passes its edge; a table too wide for its box scrolls inside it, shows its scrollbar and is
 * never held wider than the box by its own minimum; no status badge, input, select or table
 * header cuts its text; and every choice of a select shows whole once chosen.
 */
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

test.use({ locale: 'en-US' });
// One sign-in per profile and a score of screens, each measured at both widths.
test.describe.configure({ timeout: 120_000 });

/** What is wrong with the layout of the screen in the window, one line per fault (none: []). */
interface Faults {
  pageOverflow: string[];
  pastTheEdge: string[];
  cutText: string[];
  tableFloors: string[];
  hiddenScrollbars: string[];
}

/** Measures the screen in the browser (the specs compile without the DOM types: all goes through `html`). */
function measure(page: Page): Promise<Faults> {
  return page.locator('html').evaluate((html) => {
    type El = typeof html;
    const doc = html.ownerDocument;
    const view = doc.defaultView!;
    const style = (el: El) => view.getComputedStyle(el);
    const name = (el: El) => {
      const mantine = [...el.classList].filter((c) => c.startsWith('mantine-')).join('.');
      return `${el.tagName.toLowerCase()}${mantine ? `.${mantine}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const isShown = (el: El) => el.getClientRects().length > 0 && style(el).visibility !== 'hidden';
    const overflows = (el: El) => el.scrollWidth > el.clientWidth + 1;

    const pageOverflow =
      html.scrollWidth > html.clientWidth ? [`document ${html.scrollWidth} px in a ${html.clientWidth} px window`] : [];

    // Nothing outside a scrolling or clipping box reaches past the main region's content edge.
    const main = doc.querySelector('main')!;
    const edge = main.getBoundingClientRect().right - parseFloat(style(main).paddingRight);
    const pastTheEdge: string[] = [];
    const walk = (parent: El) => {
      for (const child of parent.children) {
        const box = child.getBoundingClientRect();
        if (box.width > 0 && box.right > edge + 1) pastTheEdge.push(`${name(child)} ends at ${Math.round(box.right)}`);
        if (style(child).overflowX === 'visible') walk(child);
      }
    };
    walk(main);

    // Badges wrap, inputs and selects show their value (or placeholder), headers their title.
    const cutText = [
      ...doc.querySelectorAll('.mantine-Badge-root, .mantine-Badge-label, th, main input, .mantine-Pill-label'),
      ...doc.querySelectorAll('.mantine-SegmentedControl-label, .mantine-NavLink-label, .mantine-Chip-label'),
    ]
      .filter((el) => isShown(el) && overflows(el))
      .filter((el) => !['checkbox', 'radio', 'hidden'].includes(el.getAttribute('type') ?? ''))
      .map((el) => `${name(el)} ${(el as { value?: string }).value ?? ''} ${el.scrollWidth}/${el.clientWidth}`);

    const tableFloors: string[] = [];
    const hiddenScrollbars: string[] = [];
    for (const box of doc.querySelectorAll('main .mantine-TableScrollContainer-scrollContainer')) {
      const viewport = box.querySelector('.mantine-ScrollArea-viewport') ?? box;
      const inner = box.querySelector('.mantine-TableScrollContainer-scrollContainerInner');
      const floor = inner ? parseFloat(style(inner).minWidth) || 0 : 0;
      const label = box.querySelector('table')?.getAttribute('aria-label') ?? name(box);
      if (floor > viewport.clientWidth + 1) {
        tableFloors.push(`${label}: minimum ${floor} px in a ${viewport.clientWidth} px box`);
      }
      const bar = box.querySelector('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]');
      if (overflows(viewport) && !(bar && isShown(bar))) {
        hiddenScrollbars.push(`${label}: ${viewport.scrollWidth} px in ${viewport.clientWidth} px, no scrollbar`);
      }
    }
    return { pageOverflow, pastTheEdge: pastTheEdge.slice(0, 5), cutText, tableFloors, hiddenScrollbars };
  });
}

const NO_FAULTS: Faults = { pageOverflow: [], pastTheEdge: [], cutText: [], tableFloors: [], hiddenScrollbars: [] };

/** Waits for the screen and its first list, then measures it at each width. */
async function checkScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const pathname = path.split('?')[0]!;
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main .mantine-Loader')).toHaveCount(0);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expect.poll(() => measure(page), { message: `${path} at ${size.width} px` }).toEqual(NO_FAULTS);
  }
}

/**
 * Every select of the screen: each choice whose text is wider than the select's input is
 * chosen, and the input must then show it whole (a select sized to its choices, or to the one
 * chosen when the choices come from a search).
 */
async function checkSelectChoices(page: Page, path: string): Promise<void> {
  const selects = page.locator('main input.mantine-Select-input:visible:enabled');
  const count = await selects.count();
  for (let i = 0; i < count; i++) {
    const input = selects.nth(i);
    await input.click();
    const options = page.getByRole('listbox').getByRole('option');
    await options
      .first()
      .waitFor({ timeout: 2_000 })
      .catch(() => undefined); // a search with nothing to offer yet
    const texts = await options.allTextContents();
    const tooWide = await input.evaluate((el, choices) => {
      const css = el.ownerDocument.defaultView!.getComputedStyle(el);
      const context = el.ownerDocument.createElement('canvas').getContext('2d')!;
      context.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
      const room = el.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
      return choices.filter((choice) => context.measureText(choice).width > room);
    }, texts);
    const longest = tooWide.sort((a, b) => b.length - a.length)[0];
    if (longest === undefined) {
      await page.keyboard.press('Escape');
      continue;
    }
    await options.filter({ hasText: longest }).first().click();
    await expect
      .poll(() => input.evaluate((el) => el.scrollWidth - el.clientWidth), {
        message: `${path}: select showing "${longest}"`,
      })
      .toBeLessThanOrEqual(1);
  }
}

async function checkScreens(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await checkScreen(page, path);
    await checkSelectChoices(page, path);
  }
}

async function firstId(page: Page, url: string): Promise<string> {
  const answer = await page.request.get(url, { params: { pageSize: '1' } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const id = ((await answer.json()) as { items: { id: string }[] }).items[0]?.id;
  expect(id, `${url} has a record in the demo`).toBeTruthy();
  return id!;
}

test('the company administrator: every list of the company fits 1280 and 1440 px', async ({ page }) => {
  await page.goto('/company/login');
  await fillLogin(page, 'administrador@demo.honora.dev', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/company\/(dashboard|select_company)/);
  if (page.url().includes('select_company')) {
    await page.getByRole('button', { name: `${screens.selectCompany.select}: ${DEMO_MATRIZ}` }).click();
    await expect(page).toHaveURL(/\/company\/dashboard$/);
  }
  await checkScreens(page, [
    '/client/events',
    '/client/notReadyEvents',
    '/client/Protocols',
    '/client/ExternalPayments',
    '/client/batches',
    '/client/invoices',
    '/client/patients',
    '/client/insurances',
    '/client/hospitals',
    '/client/surgeons',
    '/client/anesthetists',
    '/client/TypesOfPayment',
    '/client/CustomFields',
    '/client/mandatoryFields',
    '/client/FinancialItemGroups',
    '/client/SpreadsheetConfig',
    '/client/hours',
    '/client/workplaces',
    '/client/onCallSchedule',
    '/client/Demands',
    '/client/ConfigOnCallSchedule',
    '/client/scheduleConfig',
    '/client/core',
    '/client/dailySchedule',
    '/client/scheduleSwaps',
    '/client/SchedulesLimits',
    '/client/TagsSchedule',
    '/client/workloads',
    '/client/ScheduleCharge',
    '/client/ReportsSchedule',
    '/client/exceptionServices',
    '/client/VacationConfig',
    '/client/contracts',
    '/client/periodOfPayment',
    '/client/BillingContract',
    '/client/companies',
    '/client/integrations',
    '/client/surgeon_integration',
    '/client/hospital_integration',
    '/client/integrationToFrom',
    '/client/integrationsMultiples',
    '/client/faq',
    '/client/Forms',
    '/client/FormsResponses',
    '/client/Changelog',
    '/client/about',
  ]);
});

test('the anesthetist: his own roster, its swaps and the demands offered to him fit 1280 and 1440 px', async ({
  page,
}) => {
  await signIn(page, '/client/dashboard', { as: 'anesthetist' });
  await checkScreens(page, ['/client/mySchedule', '/client/scheduleSwaps', '/client/Demands']);
});

test('the biller: the billing lists, the transactions report, a batch and the appeals fit 1280 and 1440 px', async ({
  page,
}) => {
  await signIn(page, '/client/dashboard');
  const insurers = await page.request.get('/api/health-insurers', { params: { pageSize: '100' } });
  expect(insurers.ok(), await insurers.text()).toBe(true);
  const insurerIds = ((await insurers.json()) as { items: { id: string }[] }).items.map((item) => item.id);
  await checkScreens(page, [
    '/client/events',
    '/client/notReadyEvents',
    `/client/reportTransactions?insurerIds=${insurerIds.join('%2C')}`,
    '/client/batches',
    `/client/batches/${await firstId(page, '/api/batches')}`,
    '/client/invoices',
    '/client/Appeals',
    '/client/Appeals?view=stats',
    '/client/Statements',
    '/client/reports?report=productionByProcedure',
    '/client/dashboard?view=numbers',
  ]);
});

test('the super admin: every administration list fits 1280 and 1440 px', async ({ page }) => {
  await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
  await checkScreens(page, [
    '/admin/inbox',
    '/admin/companies',
    '/admin/companiesData',
    '/admin/users',
    '/admin/admin_users',
    '/admin/accessProfiles',
    '/admin/accessModules',
    '/admin/accessActions',
    '/admin/changes',
    '/admin/referenceTables',
    '/admin/cbhpm',
    '/tools/cbhpm',
    '/tools/CheckTransactions',
    '/admin/events',
    '/admin/VerifyEvents',
    '/admin/VerifyProcedures',
    '/admin/integrations',
    '/admin/Help',
    '/admin/HelpCategories',
    '/admin/Forms',
    '/admin/FormsCategories',
    '/admin/FormsResponses',
    '/admin/quiz',
    '/admin/Posts',
    '/admin/Posts/new',
    '/admin/PostsCategories',
    '/admin/PostsPublishers',
    '/admin/Releases',
    '/admin/Changelog',
    '/admin/about',
  ]);
});

test('a visitor: the contact page, the image tool and the test pages fit 1280 and 1440 px', async ({ page }) => {
  // No session (platform.md §2 public routes; decision 059).
  await checkScreens(page, ['/contact', '/tools/img', '/test', '/test2', '/test3']);
});
