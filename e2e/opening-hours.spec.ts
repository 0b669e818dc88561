import { fmt, type OpeningHoursView } from '@honora/contract';
import { wallDayAndTime } from '@honora/domain';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

// Screens are checked in an en-US browser: dates and times must not follow the browser's locale.
test.use({ locale: 'en-US' });

const t = screens.openingHours;
const SLUG = 'satisfacao-faturamento';
const always = { hours: null, switches: { delivery: true, onSite: true, takeout: true } };

/** "DD/MM/AAAA" of an instant in Brasília. */
function brasiliaDate(at: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year}`;
}

test('the manager sets hours that close the company now; the public form shows it closed and refuses; a lock opens it', async ({
  page,
  browser,
}) => {
  test.slow(); // two browser contexts and several axe scans
  await signIn(page, '/client/companies', { as: 'administrator' });
  const companyId = ((await (await page.request.get('/api/company')).json()) as { id: string }).id;
  const session = (await (await page.request.get('/api/auth/session')).json()) as { session: { csrfToken: string } };
  const headers = { 'x-csrf-token': session.session.csrfToken };
  try {
    await page.getByRole('tab', { name: t.tab }).click();
    await expect(page.getByText(t.noHours)).toBeVisible();
    await page.getByRole('button', { name: t.useHours }).click();

    // One period, three days from now at 10:00–11:00 (Brasília): closed now, opens that day.
    const { weekday } = wallDayAndTime(new Date(Date.now() + 3 * 86_400_000));
    const day = t.weekdays[weekday]!.toLowerCase();
    await page.getByRole('button', { name: fmt(t.addPeriodOf, { day }) }).click();
    await page.getByRole('textbox', { name: fmt(t.startOf, { n: 1, day }) }).fill('10:00');
    await page.getByRole('textbox', { name: fmt(t.endOf, { n: 1, day }) }).fill('11:00');
    await expectAccessible(page, 'company settings — opening hours');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    const forms = page.getByTestId('opening-switch-delivery');
    await expect(forms.getByText(t.closedNow)).toBeVisible();
    await expect(forms.getByText(t.modes.automatic)).toBeVisible();

    // The visitor, without a session: the form says when it opens and shows the hours; a response is refused.
    const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'en-US' });
    const anonymous = await visitor.newPage();
    await anonymous.goto(`/response/${companyId}/${SLUG}`);
    await expect(anonymous.getByText(fmt(t.publicClosed, { day, time: '10:00' }))).toBeVisible();
    await expect(anonymous.getByText(`${t.weekdays[weekday]}: 10:00–11:00`)).toBeVisible();
    await expectAccessible(anonymous, '/response/{companyId}/{slug} closed');
    const answers = { answers: { nota: '9', repasse: 'Sempre' } };
    const url = `/api/public/forms/${companyId}/${SLUG}/responses`;
    const refused = await anonymous.request.post(url, { data: answers });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      fmt(t.errors.closedForForms, { day, time: '10:00' }),
    );

    // The manager locks form responses open until tomorrow 12:00.
    const channel = t.switches.delivery;
    await forms
      .getByRole('textbox', { name: fmt(t.lockDate, { channel }) })
      .fill(brasiliaDate(new Date(Date.now() + 86_400_000)));
    await forms.getByRole('textbox', { name: fmt(t.lockTime, { channel }) }).fill('12:00');
    await forms.getByRole('button', { name: fmt(t.lockOpenOf, { channel }) }).click();
    await expect(page.getByText(t.locked)).toBeVisible();
    await expect(forms.getByText(t.openNow)).toBeVisible();
    await expect(forms.getByRole('button', { name: fmt(t.unlockOf, { channel }) })).toBeVisible();
    await expectAccessible(page, 'company settings — locked');

    await anonymous.reload();
    await expect(anonymous.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(anonymous.getByText(fmt(t.publicClosed, { day, time: '10:00' }))).toHaveCount(0);
    expect((await anonymous.request.post(url, { data: answers })).status()).toBe(200);
    await visitor.close();
  } finally {
    // The demo company is left always open for the other specs.
    await page.request.put('/api/company/opening-hours/lock', { headers, data: { switch: 'delivery', lock: null } });
    const reset = await page.request.put('/api/company/opening-hours', { headers, data: always });
    expect(((await reset.json()) as OpeningHoursView).hours).toBeNull();
  }
});
