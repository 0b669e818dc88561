import { fmt } from '@honora/contract';
import { expect, test } from '@playwright/test';
import { DEMO_MATRIZ, screens, signIn } from './support';

const t = screens.money.check;

test('the super admin verifies the demo ledger, finds every total in agreement, and opens the history of fixes', async ({
  page,
}) => {
  test.slow(); // sign-in and two scans of the events
  await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.checkTransactions, exact: true })
    .click();
  await expect(page).toHaveURL(/\/tools\/CheckTransactions$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByText(t.notVerified)).toBeVisible();

  // Every company: the demo seed's totals come from its entries, so nothing disagrees.
  const all = await (await page.request.get('/api/admin/check-transactions')).json();
  expect(all.items).toEqual([]);
  expect(all.scanned).toBeGreaterThan(0);
  await page.getByRole('button', { name: t.verify, exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: fmt(t.scanned, { scanned: String(all.scanned), found: '0' }) }),
  ).toBeVisible();
  await expect(page.getByText(t.allGood)).toBeVisible();
  await expect(page.getByRole('table', { name: t.tableLabel })).toHaveCount(0);

  // One company.
  const company = page.getByRole('combobox', { name: t.company, exact: true });
  await company.fill('Cooperativa');
  await page.getByRole('option', { name: DEMO_MATRIZ, exact: true }).click();
  await page.getByRole('button', { name: t.verify, exact: true }).click();
  await expect(page.getByText(t.allGood)).toBeVisible();

  // BigData's summaries of that company agree with its events (decision 037).
  const summaries = page.getByRole('region', { name: t.summaries.title });
  await summaries.getByRole('button', { name: t.summaries.verify, exact: true }).click();
  await expect(summaries.getByRole('status')).toHaveText(fmt(t.summaries.found, { count: 0 }));
  await expect(summaries.getByText(t.summaries.allGood)).toBeVisible();

  // The history of fixes opens (empty or not).
  await page.getByRole('button', { name: t.log.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.log.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('table', { name: t.log.tableLabel }).or(dialog.getByText(t.log.empty))).toBeVisible();
  await dialog.getByRole('button', { name: t.log.close, exact: true }).click();
  await expect(dialog).toBeHidden();
});

/**
 * The demo ledger has no disagreement and no API can make one (every write recomputes the
 * totals), so the list and the fix are answered here by a stub with the contract's shapes: what
 * is checked is the screen — the differences, the unfixable event, the selection, the
 * confirmation and the results. The server side is covered by check-transactions.int.test.ts.
 */
test('the super admin selects the fixable event of a (stubbed) list of disagreements, confirms the fix and reads the result', async ({
  page,
}) => {
  test.slow(); // sign-in, the tool's screen, a fix and its result
  const fixable = {
    eventId: '0b9f3c1e-1c1d-4c55-9b1a-4c1d2f3e4a01',
    companyId: '0b9f3c1e-1c1d-4c55-9b1a-4c1d2f3e4a99',
    companyName: DEMO_MATRIZ,
    numGuide: 'G-FIX-1',
    status: 'WaitPayment',
    differences: [
      { field: 'totalReceived', stored: '100.00', ledger: '90.00', procedure: null },
      {
        field: 'received',
        stored: '100.00',
        ledger: '90.00',
        procedure: {
          rowId: '0b9f3c1e-1c1d-4c55-9b1a-4c1d2f3e4a11',
          idProc: '31003079',
          name: 'Apendicectomia',
        },
      },
    ],
    error: null,
  };
  const orphan = {
    ...fixable,
    eventId: '0b9f3c1e-1c1d-4c55-9b1a-4c1d2f3e4a02',
    numGuide: 'G-ORPHAN-2',
    differences: [],
    error: 'orphanProcedures',
  };
  let isFixed = false;
  let fixBody: unknown = null;
  await page.route(
    (url) => url.pathname === '/api/admin/check-transactions',
    (route) => route.fulfill({ json: { items: isFixed ? [orphan] : [fixable, orphan], scanned: 42 } }),
  );
  await page.route(
    (url) => url.pathname === '/api/admin/check-transactions/fix',
    (route) => {
      fixBody = route.request().postDataJSON();
      isFixed = true;
      return route.fulfill({
        json: { results: [{ eventId: fixable.eventId, fixed: true, error: null, differences: fixable.differences }] },
      });
    },
  );

  await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
  await page.goto('/tools/CheckTransactions');
  await page.getByRole('button', { name: t.verify, exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: fmt(t.scanned, { scanned: '42', found: '2' }) }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: t.tableLabel });
  const first = table.locator(`tr[data-event-id="${fixable.eventId}"]`);
  const differences = first.getByRole('table', { name: fmt(t.differences.tableLabel, { guide: 'G-FIX-1' }) });
  await expect(differences.locator('tr[data-field="totalReceived"]')).toContainText(
    `${t.fields.totalReceived}R$ 100,00R$ 90,00R$ 10,00`,
  );
  await expect(differences.locator('tr[data-field="received"]')).toContainText(
    fmt(t.procedureField, { code: '31003079', name: 'Apendicectomia', field: t.procedureFields.received! }),
  );
  const second = table.locator(`tr[data-event-id="${orphan.eventId}"]`);
  await expect(second).toContainText(screens.money.autoFixErrors.orphanProcedures);
  await expect(second.getByRole('checkbox')).toBeDisabled();

  // "Select all" takes only what can be fixed; the fix asks first.
  await page.getByRole('checkbox', { name: t.selectAll }).check();
  await expect(first.getByRole('checkbox', { name: fmt(t.selectRow, { guide: 'G-FIX-1' }) })).toBeChecked();
  await page.getByRole('button', { name: fmt(t.fixSelected, { count: 1 }), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t.confirmTitle });
  await expect(confirm).toContainText(fmt(t.confirmMessage, { count: 1 }));
  await confirm.getByRole('button', { name: t.fix, exact: true }).click();

  const results = page.getByRole('dialog', { name: t.results.title });
  await expect(results.getByRole('status')).toHaveText(fmt(t.results.summary, { fixed: '1', total: '1' }));
  expect(fixBody).toEqual({ eventIds: [fixable.eventId] });
  await expect(results.locator(`tr[data-event-id="${fixable.eventId}"]`)).toContainText('G-FIX-1');
  await expect(results.locator(`tr[data-event-id="${fixable.eventId}"]`)).toContainText(t.results.fixed);
  await expect(results.locator('tr[data-field="totalReceived"]')).toContainText('R$ 10,00');
  await results.getByRole('button', { name: t.results.close, exact: true }).click();

  // Read again: only the event a person must look at is left.
  await expect(
    page.getByRole('status').filter({ hasText: fmt(t.scanned, { scanned: '42', found: '1' }) }),
  ).toBeVisible();
  await expect(table.locator(`tr[data-event-id="${fixable.eventId}"]`)).toHaveCount(0);
});
