import { fmt } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { screens, signIn } from './support';

const ev = screens.events;
const f = ev.form;
const pricing = screens.pricing;
/** Unimed Demo: CBHPM 2022 +10 % since always, sends guides (check → WaitSendGuia), pads guide numbers. */
const INSURER = 'Unimed Demo';
const PATIENT = 'Maria Aparecida da Conceição';
/** CBHPM 2022 demo codes with an anesthetic porte: breast reconstruction (AN 5) and appendectomy (AN 3). */
const CODES = ['30602246', '31003079'] as const;
/**
 * The guide number of the demo seed's first Unimed event (packages/db/src/seed/registries/events.ts:
 * 81000 + 0 × 7), typed without the zeros Unimed pads it with (to 7 digits: 0081000).
 */
const SEEDED_GUIDE = { typed: '81000', stored: '0081000' } as const;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
/** "10914.75" → "R$ 10.914,75" (the engine's money is rounded to the cent). */
const money = (text: string) => {
  const [whole, cents = ''] = text.split('.');
  return `R$ ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents.padEnd(2, '0')}`;
};

async function csrf(page: Page): Promise<string> {
  return (await (await page.request.get('/api/auth/session')).json()).session.csrfToken as string;
}

async function insurerId(page: Page, name: string): Promise<string> {
  const list = await (await page.request.get(`/api/health-insurers?search=${encodeURIComponent(name)}`)).json();
  const found = (list.items as { id: string; name: string }[]).find((i) => i.name === name);
  if (!found) throw new Error(`demo insurer ${name} not found`);
  return found.id;
}

/** What the server prices for the same procedures (the browser must show the same values). */
async function serverValues(page: Page, insurer: string): Promise<string[]> {
  const answer = await page.request.post('/api/pricing/preview', {
    headers: { 'x-csrf-token': await csrf(page) },
    data: {
      insurerId: insurer,
      event: {
        type: 'Honorario',
        dtProcedure: today(),
        accommodation: 'NURSERY',
        isEmergency: false,
        procedures: CODES.map((code, i) => ({ rowId: `r${i}`, code, order: i + 1, proportion: '1' })),
        team: [],
      },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()).procedures as { value: string }[]).map((p) => p.value);
}

/**
 * Types in a searchable picker and takes the one option left with the keyboard. The picker is
 * brought to the middle of the screen first: its list opens below it, inside the viewport.
 */
async function pick(page: Page, label: string | RegExp, typed: string, option: string | RegExp): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label, exact: true });
  await combobox.evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await combobox.fill(typed);
  // Click the matching option itself: with the keyboard, an option list still showing the
  // previous search's results for a moment would take the first of those.
  const choice = page.getByRole('option', { name: option });
  await expect(choice).toHaveCount(1);
  await choice.click();
}

async function runAction(page: Page, action: string, observation?: string): Promise<void> {
  await page.getByRole('button', { name: f.actions.menu, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  if (observation !== undefined)
    await dialog.getByRole('textbox', { name: ev.actionDialog.observation }).fill(observation);
  await dialog.getByRole('button', { name: ev.actionDialog.confirmButton, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const statusBadge = (page: Page) => page.getByRole('status', { name: new RegExp(`^${f.statusLabel}:`) });

test('the biller registers an event with two procedures priced live, is refused a duplicate guide, saves, checks it, marks it pending and resolves it, then finds it in the list', async ({
  page,
}) => {
  test.slow(); // sign-in, registry caches, pricing context, two saves, three actions and the list
  await signIn(page, '/client/events?id=new', { landsOn: /\/client\/events\/new$/ });
  const unimed = await insurerId(page, INSURER);
  const expected = await serverValues(page, unimed);
  await expect(page.getByRole('heading', { level: 1, name: f.newTitle })).toBeVisible();

  // The patient, the insurer, the accommodation the prices are compared at.
  await pick(page, f.fields.patient, 'Maria Aparecida', PATIENT);
  const insurerPicker = new RegExp(`^${f.fields.healthInsurance}\\s*\\*?$`);
  await pick(page, insurerPicker, INSURER, INSURER);
  await expect(page.getByRole('combobox', { name: insurerPicker })).toHaveValue(INSURER);
  const accommodation = page.getByRole('combobox', { name: f.fields.accommodation, exact: true });
  await accommodation.evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await accommodation.click();
  await page.getByRole('option', { name: screens.registry.accommodations.NURSERY, exact: true }).click();
  await pick(page, f.fields.anesthetist, 'Bruno', 'Bruno Anestesista');
  // The demo company's other mandatory Honorário fields: the hospital and the guide's password.
  await pick(page, f.fields.hospital, 'Santa Cecília', 'Hospital Santa Cecília');
  await page.getByRole('textbox', { name: f.guide.password, exact: true }).fill('123456');

  // Two procedures from the negotiation's CBHPM table: each priced in the browser like the server does.
  for (const code of CODES) await pick(page, f.procedures.search, code, new RegExp(`^${code}`));
  const table = page.getByRole('table', { name: f.procedures.table });
  for (const [i, code] of CODES.entries()) {
    const row = table.getByRole('row').filter({ hasText: code }).first();
    await expect(row).toContainText(money(expected[i]!));
    await page.getByRole('button', { name: fmt(pricing.showSteps, { code }) }).click();
    const steps = page.getByRole('list', { name: fmt(pricing.showSteps, { code }) });
    await expect(steps).toContainText(/Porte anestésico \d → porte \w+: R\$/);
    await expect(steps).toContainText('Arredondamento:');
    await expect(steps).toContainText(money(expected[i]!));
  }

  // A guide number the insurer already has: refused under the field and in a toast.
  const guideInput = page.getByRole('textbox', { name: f.fields.numGuide, exact: true });
  await guideInput.fill(SEEDED_GUIDE.typed);
  await page.getByRole('button', { name: f.save, exact: true }).click();
  const refusal = fmt(ev.errors.duplicateGuide, { numGuide: SEEDED_GUIDE.stored });
  await expect(guideInput).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(refusal, { exact: true })).toHaveCount(2); // under the field and in the toast
  await expect(page).toHaveURL(/\/new$/);

  // The toasts sit over the header's Save button, and a pointer resting on one keeps it open: the
  // pointer leaves the corner and the toasts close before the next save.
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 20_000 });

  // A new number: saved, the screen becomes the event.
  const guide = `9${String(Date.now()).slice(-8)}`;
  await guideInput.fill(guide);
  await page.getByRole('button', { name: f.save, exact: true }).click();
  await expect(page.getByText(f.created)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/events\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: fmt(f.title, { numGuide: guide }) })).toBeVisible();
  await expect(statusBadge(page)).toHaveText(ev.statuses.AwaitingCheck);
  for (const [i, code] of CODES.entries()) {
    await expect(table.getByRole('row').filter({ hasText: code }).first()).toContainText(money(expected[i]!));
  }

  // Checked, with a confirmation: Unimed sends guides, so the event waits for the guide.
  await runAction(page, ev.actions.check);
  await expect(statusBadge(page)).toHaveText(ev.statuses.WaitSendGuia);

  // Pending, with its observation; then resolved back to awaiting check.
  const reason = `Falta a assinatura do paciente ${guide}`;
  await runAction(page, ev.actions.pending, reason);
  await expect(statusBadge(page)).toHaveText(ev.statuses.Pending);
  await expect(page.getByRole('list', { name: f.observations.list })).toContainText(reason);
  await page.getByRole('button', { name: f.actions.menu, exact: true }).click();
  await page.getByRole('menuitem', { name: ev.actions.resolvePending, exact: true }).click();
  await expect(statusBadge(page)).toHaveText(ev.statuses.AwaitingCheck);

  // The events list finds each event by its guide number (the seeded one, then the new one; the
  // unfiltered first page depends on what the other tests have registered meanwhile).
  await page.goto('/client/events');
  const guideFilter = page.getByRole('textbox', { name: ev.list.filters.numGuide, exact: true });
  await guideFilter.fill(SEEDED_GUIDE.stored);
  await expect(page.getByRole('row').filter({ hasText: SEEDED_GUIDE.stored })).toHaveCount(1);
  await guideFilter.fill(guide);
  await expect(page.getByRole('row').filter({ hasText: SEEDED_GUIDE.stored })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: guide })).toHaveCount(1);
});

test('on a new event the patient fills only what the user has not chosen, and each procedure shows the proportion it is billed at', async ({
  page,
}) => {
  test.slow(); // sign-in, an insurer of its own, registry caches, pricing context, a save
  await signIn(page, '/client/events?id=new', { landsOn: /\/client\/events\/new$/ });
  const stamp = String(Date.now()).slice(-7);
  const headers = { 'x-csrf-token': await csrf(page) };
  const unimed = await insurerId(page, INSURER);
  const tables = (await (await page.request.get(`/api/health-insurers/${unimed}/negotiations`)).json()).items[0] as {
    cbhpmId: string | null;
    valuationId: string | null;
  };
  // An insurer whose negotiation decides the proportions (billing.md §9 automatic: highest 100%, others 50%).
  const automaticName = `Operadora automática ${stamp}`;
  const created = await page.request.post('/api/health-insurers', {
    headers,
    data: { name: automaticName, code: `AU${stamp}`, registerANS: '345678', cnpj: null },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const automatic = (await created.json()) as { id: string };
  const negotiation = await page.request.post(`/api/health-insurers/${automatic.id}/negotiations`, {
    headers,
    data: {
      name: 'Tabela automática',
      cbhpmId: tables.cbhpmId,
      valuationId: tables.valuationId,
      automaticProportion: true,
    },
  });
  expect(negotiation.ok(), await negotiation.text()).toBe(true);
  await page.reload(); // the registry caches read the new insurer
  await expect(page.getByRole('heading', { level: 1, name: f.newTitle })).toBeVisible({ timeout: 30_000 });

  // Apartamento chosen first; the patient's record says Enfermaria: the choice stays.
  const accommodation = page.getByRole('combobox', { name: f.fields.accommodation, exact: true });
  await accommodation.evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await accommodation.click();
  await page.getByRole('option', { name: screens.registry.accommodations.APARTMENT, exact: true }).click();
  await pick(page, f.fields.patient, 'João Batista', 'João Batista de Araújo');
  await expect(accommodation).toHaveValue(screens.registry.accommodations.APARTMENT);
  const insurerPicker = new RegExp(`^${f.fields.healthInsurance}\\s*\\*?$`);
  await pick(page, insurerPicker, automaticName, automaticName);
  await expect(accommodation).toHaveValue(screens.registry.accommodations.APARTMENT);
  await pick(page, f.fields.hospital, 'Santa Cecília', 'Hospital Santa Cecília');
  await pick(page, f.fields.anesthetist, 'Bruno', 'Bruno Anestesista');
  await page.getByRole('textbox', { name: f.guide.password, exact: true }).fill(`S${stamp}`);

  // Two procedures: the leading one at 100%, the other billed at 50%, both shown as automatic.
  for (const code of CODES) await pick(page, f.procedures.search, code, new RegExp(`^${code}`));
  const shown = (code: string) =>
    page.getByRole('textbox', { name: fmt(f.procedures.proportionOf, { code }), exact: true });
  const automaticLabel = (p: '1' | '0.5') =>
    fmt(pricing.proportionShown, { proportion: pricing.proportions[p], mode: pricing.proportionModes.automatic });
  await expect(shown(CODES[0])).toHaveValue(automaticLabel('1'));
  await expect(shown(CODES[1])).toHaveValue(automaticLabel('0.5'));

  // Saved as shown: Apartamento, and the second procedure at 50%.
  const guide = `8${String(Date.now()).slice(-8)}`;
  await page.getByRole('textbox', { name: f.fields.numGuide, exact: true }).fill(guide);
  await page.getByRole('button', { name: f.save, exact: true }).click();
  await expect(page.getByText(f.created)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/events\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const stored = await (await page.request.get(`/api/events/${id}`)).json();
  expect(stored.accommodation).toBe('APARTMENT');
  const proportions = Object.fromEntries(
    (stored.procedures as { idProc: string; proportion: string }[]).map((p) => [p.idProc, p.proportion]),
  );
  expect(proportions).toEqual({ [CODES[0]]: '1', [CODES[1]]: '0.5' });
  await expect(shown(CODES[1])).toHaveValue(automaticLabel('0.5'));
});
