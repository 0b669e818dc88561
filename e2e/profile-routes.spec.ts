import { expect, test, type Page } from '@playwright/test';
import { screens, signIn } from './support';

// Three sign-ins and several screens each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });
const billing = screens.billingSettings;

function menu(page: Page) {
  return page.getByRole('navigation', { name: screens.shell.mainNavigation });
}

async function menuHas(page: Page, label: string, isListed: boolean): Promise<void> {
  await expect(menu(page).getByRole('link', { name: label, exact: true })).toHaveCount(isListed ? 1 : 0);
}

async function firstId(page: Page, url: string): Promise<string> {
  const answer = await page.request.get(url, { params: { pageSize: '1' } });
  expect(answer.ok()).toBe(true);
  const id = ((await answer.json()) as { items: { id: string }[] }).items[0]?.id;
  expect(id).toBeTruthy();
  return id!;
}

test('the anesthetist has his events (own only), no price preview, and edits his own record', async ({ page }) => {
  await signIn(page, '/client/dashboard', { as: 'anestesista@demo.honora.dev' });
  await menuHas(page, screens.events.list.nav, true);
  await menuHas(page, screens.events.list.notReadyNav, true);
  await menuHas(page, screens.pricing.nav, false);
  await menuHas(page, billing.customFields.nav, false);
  // His own roster and its swaps (scheduleOnCall listOwn), not the roster's core (module core).
  await menuHas(page, screens.navigation.screens.mySchedule, true);
  await menuHas(page, screens.navigation.screens.scheduleSwaps, true);
  // The demands offered to him (module demands, listOwn; decision 049).
  await menuHas(page, screens.navigation.screens.demands, true);
  await menuHas(page, screens.navigation.screens.core, false);
  // Nor the roster's lines, settings and day (listOwn and readOwn only): refused by path too.
  await menuHas(page, screens.navigation.screens.configOnCallSchedule, false);
  await menuHas(page, screens.navigation.screens.scheduleConfig, false);
  await menuHas(page, screens.navigation.screens.dailySchedule, false);
  // Nor the schedule limits, tags and reports (module schedule: listOwn and readOwn only).
  await menuHas(page, screens.navigation.screens.schedulesLimits, false);
  await menuHas(page, screens.navigation.screens.tagsSchedule, false);
  await menuHas(page, screens.navigation.screens.workloads, false);
  await menuHas(page, screens.navigation.screens.scheduleCharge, false);
  await menuHas(page, screens.navigation.screens.reportsSchedule, false);
  // Nor the work exceptions and vacations (module scheduleOff: listOwn, readOwn and writeOwn only).
  await menuHas(page, screens.navigation.screens.exceptionServices, false);
  await menuHas(page, screens.navigation.screens.vacationConfig, false);
  // Nor the contracts and their periods of payment (module contracts: a, c and e only).
  await menuHas(page, screens.navigation.screens.contracts, false);
  await menuHas(page, screens.navigation.screens.periodOfPayment, false);
  await menuHas(page, screens.navigation.screens.billingContract, false);
  // Every profile has Novidades and Sobre (decision 055); Novidades' name may carry the unread count.
  await menuHas(page, screens.navigation.screens.about, true);
  // So has the FAQ (decision 056).
  await menuHas(page, screens.navigation.screens.faq, true);
  // And the company's forms, to read (module forms: list and read; decision 057).
  await menuHas(page, screens.navigation.screens.forms, true);
  // Not the posts of the blog (administrators only; decision 058).
  await menuHas(page, screens.navigation.screens.adminPosts, false);
  await expect(
    menu(page).getByRole('link', { name: new RegExp(`^${screens.navigation.screens.changelog}`) }),
  ).toHaveCount(1);

  await menu(page).getByRole('link', { name: screens.events.list.nav, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/events$/);
  const eventId = await firstId(page, '/api/events');
  // An old ?id= link goes to the record's own path, which opens the event.
  await page.goto(`/client/events?id=${eventId}`);
  await expect(page).toHaveURL(new RegExp(`/client/events/${eventId}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Evento/ })).toBeVisible();

  // The price preview (values only) is denied by path too.
  await page.goto('/client/pricing');
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  // So are the roster's lines, the schedule settings and the day's roster.
  for (const path of [
    '/client/ConfigOnCallSchedule',
    '/client/scheduleConfig',
    '/client/dailySchedule',
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
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  }

  // His own record under Anestesistas: writeOwn, so it saves (types and access stay locked).
  const me = (await (await page.request.get('/api/auth/session')).json()) as { session: { user: { id: string } } };
  await page.goto(`/client/anesthetists/${me.session.user.id}`);
  const save = page.getByRole('button', { name: screens.registry.record.save, exact: true });
  await expect(save).toBeVisible();
  await save.click();
  await expect(page.getByText(screens.registry.record.saved)).toBeVisible();
});

test('the resident sees his own events in the menu and by path', async ({ page }) => {
  await signIn(page, '/client/dashboard', { as: 'residente@demo.honora.dev' });
  await menuHas(page, screens.events.list.nav, true);
  await menuHas(page, screens.navigation.screens.invoices, false);
  await page.goto('/client/events');
  await expect(page).toHaveURL(/\/client\/events$/);
  // His own roster opens by path too.
  await menuHas(page, screens.navigation.screens.mySchedule, true);
  await page.goto('/client/mySchedule');
  await expect(page.getByRole('heading', { level: 1, name: screens.mySchedule.title })).toBeVisible();
  // So do the swaps of his slots.
  await menuHas(page, screens.navigation.screens.scheduleSwaps, true);
  await page.goto('/client/scheduleSwaps');
  await expect(page.getByRole('heading', { level: 1, name: screens.scheduleSwaps.title })).toBeVisible();
  // platform.md §6: residents are denied contracts, in the menu and by path; nor are they granted the demands.
  await menuHas(page, screens.navigation.screens.contracts, false);
  await menuHas(page, screens.navigation.screens.periodOfPayment, false);
  await menuHas(page, screens.navigation.screens.billingContract, false);
  await menuHas(page, screens.navigation.screens.demands, false);
  for (const path of ['/client/contracts', '/client/periodOfPayment', '/client/BillingContract', '/client/Demands']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  }
});

test('the billing manager opens the billing settings; records open by path', async ({ page }) => {
  await signIn(page, '/client/CustomFields', { as: 'gestor.faturamento@demo.honora.dev' });
  for (const label of [
    billing.customFields.nav,
    billing.financialItemGroups.nav,
    billing.spreadsheetConfig.nav,
    billing.mandatoryFields.nav,
    screens.pricing.nav,
    // The contracts with hospitals and payers and their periods of payment (module contracts).
    screens.navigation.screens.contracts,
    screens.navigation.screens.periodOfPayment,
    // The group's contract with its billing company (module contracts).
    screens.navigation.screens.billingContract,
    // The external registry's screens (module integrations).
    screens.navigation.screens.integrations,
  ]) {
    await menuHas(page, label, true);
  }
  // The shifts are the schedule's (module workloads), not billing's.
  await menuHas(page, screens.navigation.screens.hours, false);
  // So are the workplaces (module schedule).
  await menuHas(page, screens.navigation.screens.workplaces, false);
  // And the on-call roster (module scheduleOnCall), its lines and the schedule settings.
  await menuHas(page, screens.navigation.screens.onCallSchedule, false);
  await menuHas(page, screens.navigation.screens.configOnCallSchedule, false);
  await menuHas(page, screens.navigation.screens.scheduleConfig, false);
  // Nor the roster's core (module core), the day's roster, nor a doctor's own roster.
  await menuHas(page, screens.navigation.screens.core, false);
  await menuHas(page, screens.navigation.screens.dailySchedule, false);
  await menuHas(page, screens.navigation.screens.mySchedule, false);
  await menuHas(page, screens.navigation.screens.scheduleSwaps, false);
  // Nor the schedule limits, tags and reports (module schedule), nor the workloads and demands.
  await menuHas(page, screens.navigation.screens.schedulesLimits, false);
  await menuHas(page, screens.navigation.screens.tagsSchedule, false);
  await menuHas(page, screens.navigation.screens.workloads, false);
  await menuHas(page, screens.navigation.screens.demands, false);
  await menuHas(page, screens.navigation.screens.scheduleCharge, false);
  await menuHas(page, screens.navigation.screens.reportsSchedule, false);
  // Nor the work exceptions and vacations (module scheduleOff).
  await menuHas(page, screens.navigation.screens.exceptionServices, false);
  await menuHas(page, screens.navigation.screens.vacationConfig, false);
  await menu(page).getByRole('link', { name: billing.financialItemGroups.nav, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/FinancialItemGroups$/);
  await expect(page.getByRole('heading', { level: 1, name: billing.financialItemGroups.title })).toBeVisible();

  const patientId = await firstId(page, '/api/patients');
  await page.goto(`/client/patients/${patientId}`);
  await expect(page.getByRole('button', { name: screens.registry.record.back })).toBeVisible();
  await page.goto('/client/mandatoryFields/SPSADT');
  await expect(page.getByRole('tab', { name: screens.registry.eventTypes.SPSADT })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the public site opens without a session and with one (platform.md §2; decision 059)', async ({ page }) => {
  const publicPages = [
    ['/contact', screens.contact.title],
    ['/tools/img', screens.siteTools.image.title],
    ['/test', screens.siteTools.test.title],
    ['/test2', screens.siteTools.test2.title],
    ['/test3', screens.siteTools.test3.title],
  ] as const;
  for (const [path, title] of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  // A signed-in biller opens them too, and is not sent to a login.
  await signIn(page, '/client/dashboard');
  for (const [path, title] of publicPages.slice(0, 2)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});
