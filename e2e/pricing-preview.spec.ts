import { fmt } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { screens, signIn } from './support';

const t = screens.pricing;
/** CBHPM 2022: porte 10B, porte anestésico 5 (→ 7C by default). */
const CODE = '30602246';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
/** "10914.75" → "R$ 10.914,75" (the engine's money is rounded to the cent). */
const money = (text: string) => {
  const [whole, cents = ''] = text.split('.');
  return `R$ ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents.padEnd(2, '0')}`;
};

interface Found {
  id: string;
  name: string;
  negotiation: string;
  factors: { apartment: string; emergency: string };
}

/**
 * A demo insurer whose negotiation in force today uses the CBHPM table that has CODE and
 * applies an apartment factor (the demo seed writes the negotiations).
 */
async function insurerWithNegotiation(page: Page): Promise<Found> {
  const list = await (await page.request.get('/api/health-insurers?active=true&pageSize=100')).json();
  for (const insurer of list.items as { id: string; name: string }[]) {
    const answer = await page.request.get(`/api/pricing/context?insurerId=${insurer.id}&date=${today()}&codes=${CODE}`);
    const context = await answer.json();
    const terms = context.negotiation?.terms;
    const usable =
      context.negotiation?.useCbhpm &&
      context.procedures.length === 1 &&
      context.insurer.factorByAccommodation &&
      terms.accommodationFactors.APARTMENT !== '1';
    if (usable) {
      return {
        id: insurer.id,
        name: insurer.name,
        negotiation: context.negotiation.name,
        factors: { apartment: terms.accommodationFactors.APARTMENT, emergency: terms.emergencyFactor },
      };
    }
  }
  throw new Error('no demo insurer has a negotiation in force with a CBHPM table');
}

/** What the server prices for the same event (the browser must show the same value). */
async function serverValue(page: Page, insurerId: string, accommodation: string, isEmergency: boolean) {
  const answer = await page.request.post('/api/pricing/preview', {
    headers: { 'x-csrf-token': await csrf(page) },
    data: {
      insurerId,
      event: {
        type: 'Honorario',
        dtProcedure: today(),
        accommodation,
        isEmergency,
        procedures: [{ rowId: 'r1', code: CODE, order: 1, proportion: '1', techniqueUsed: 'KConventional' }],
        team: [{ id: 'anestesista-1', role: 'anesthetist', order: 1 }],
      },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const [priced] = (await answer.json()).procedures;
  return priced as { value: string; steps: { kind: string; value: string }[] };
}

async function csrf(page: Page): Promise<string> {
  return (await (await page.request.get('/api/auth/session')).json()).session.csrfToken as string;
}

type Priced = Awaited<ReturnType<typeof serverValue>>;
/** The exact running value after a step, as a number only to compare a ratio with a factor. */
const after = (priced: Priced, kind: string) => Number(priced.steps.find((s) => s.kind === kind)!.value);

test('the billing manager prices a CBHPM procedure for an insurer, reads the memória de cálculo and sees apartment and emergency change the value by their factors', async ({
  page,
}) => {
  test.slow(); // sign-in, context loads, three server previews as the oracle
  await signIn(page, '/client/pricing', { as: 'billingManager' });
  const insurer = await insurerWithNegotiation(page);

  // The insurer screen links here with ?insurerId=: the insurer comes preselected.
  await page.goto(`/client/pricing?insurerId=${insurer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('combobox', { name: t.fields.insurer })).toHaveValue(insurer.name);
  await expect(page.getByLabel(t.negotiation.label)).toContainText(insurer.negotiation);

  await page.getByRole('combobox', { name: t.fields.procedure }).fill(CODE);
  await page.getByRole('option', { name: new RegExp(`^${CODE}`) }).click();
  const table = page.getByRole('table', { name: t.table });
  const row = table.getByRole('row').filter({ hasText: CODE });
  const base = await serverValue(page, insurer.id, 'NURSERY', false);
  await expect(row).toContainText(money(base.value));
  await expect(row).toContainText(t.procedureTypes.KCBHPM);

  // The memória de cálculo: porte anestésico → porte, then the rounding.
  await page.getByRole('button', { name: fmt(t.showSteps, { code: CODE }) }).click();
  const steps = page.getByRole('list', { name: fmt(t.showSteps, { code: CODE }) });
  await expect(steps).toContainText(/Porte anestésico 5 → porte \w+: R\$/);
  await expect(steps).toContainText(`Arredondamento:`);
  await expect(steps).toContainText(money(base.value));

  // Apartment: × the negotiation's apartment factor.
  await page.getByRole('combobox', { name: t.fields.accommodation, exact: true }).click();
  await page.getByRole('option', { name: screens.registry.accommodations.APARTMENT }).click();
  const apartment = await serverValue(page, insurer.id, 'APARTMENT', false);
  await expect(row).toContainText(money(apartment.value));
  await expect(steps).toContainText(`Acomodação apartamento: × ${insurer.factors.apartment.replace('.', ',')}`);
  expect(after(apartment, 'accommodation') / after(base, 'proportion')).toBeCloseTo(
    Number(insurer.factors.apartment),
    6,
  );

  // Emergency on top: × the emergency factor (1.3 by default).
  await page.getByRole('switch', { name: t.fields.emergency }).check();
  const emergency = await serverValue(page, insurer.id, 'APARTMENT', true);
  await expect(row).toContainText(money(emergency.value));
  await expect(steps).toContainText(`Urgência: × ${insurer.factors.emergency.replace('.', ',')}`);
  expect(after(emergency, 'emergency') / after(apartment, 'accommodation')).toBeCloseTo(
    Number(insurer.factors.emergency),
    6,
  );
  await expect(page.getByText(`${t.total}: ${money(emergency.value)}`)).toBeVisible();
});
