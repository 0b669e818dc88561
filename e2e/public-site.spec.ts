import { BUILD_NUMBER, BUILD_VERSION, fmt } from '@honora/contract';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

/**
 * The public site (platform.md §2; decision 059): /contact reaches the administrators' inbox,
 * /tools/img converts an image in the browser, /test, /test2 and /test3 diagnose a user's
 * browser and connection. A visitor without a session, in a browser that is not in Portuguese,
 * at 1280 px.
 */
const c = screens.contact;
const img = screens.siteTools.image;
const tools = screens.siteTools;

test.use({ viewport: { width: 1280, height: 800 } });

async function visitor(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  return context.newPage();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its whole label (a required one ends in " *"). */
const label = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);

test('a visitor sends a contact message and an administrator reads it in the inbox', async ({ page, browser }) => {
  test.slow(); // two sessions, lazy screens and three axe scans
  const subject = `Demonstração para a cooperativa ${Date.now()}`;
  await page.goto('/ping.json');
  const anonymous = await visitor(browser, new URL(page.url()).origin);
  await anonymous.goto('/contact');
  await expect(anonymous.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  const form = anonymous.getByRole('form', { name: c.title });
  // Sent empty: each required field says what it needs, in pt-BR.
  await form.getByRole('button', { name: c.send }).click();
  await expect(form.getByText(c.errors.name)).toBeVisible();
  await expect(form.getByText(c.errors.email)).toBeVisible();
  await expectAccessible(anonymous, '/contact with errors');

  await form.getByRole('textbox', { name: label(c.name) }).fill('Joana Visitante');
  await form.getByRole('textbox', { name: label(c.email) }).fill('joana@visitante.dev');
  await form.getByRole('textbox', { name: label(c.phone) }).fill('(31) 3333-4444');
  await form.getByRole('textbox', { name: label(c.subject) }).fill(subject);
  await form.getByRole('textbox', { name: label(c.message) }).fill('Gostaríamos de uma demonstração.\nObrigada!');
  await form.getByRole('button', { name: c.send }).click();
  await expect(anonymous.getByText(fmt(c.sent, { email: 'joana@visitante.dev' }))).toBeVisible();
  await expectAccessible(anonymous, '/contact sent');
  await anonymous.context().close();

  await signIn(page, '/admin/inbox', { as: 'superAdmin' });
  await expect(page.getByRole('heading', { level: 1, name: screens.inbox.title })).toBeVisible();
  // Tickets come first (decision 065); the contact messages keep their own tab.
  await page.getByRole('tab', { name: c.inboxTab }).click();
  await expect(page.getByRole('tab', { name: c.inboxTab })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('table', { name: c.tableLabel }).getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Joana Visitante');
  await expect(row).toContainText(c.unread);
  await expectAccessible(page, '/admin/inbox contact messages');
  await row.getByRole('button', { name: fmt(c.viewLabel, { name: 'Joana Visitante' }) }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toContainText('Gostaríamos de uma demonstração.');
  await expect(dialog).toContainText('(31) 3333-4444');
  await dialog.getByRole('button', { name: c.markRead }).click();
  await expect(dialog.getByRole('button', { name: c.markUnread })).toBeVisible();
  await expectAccessible(page, '/admin/inbox message');
  await dialog.getByRole('button', { name: c.close }).click();
  await expect(row).toContainText(c.read);
  // The outbox is still there for super admins, in its own tab.
  await page.getByRole('tab', { name: c.outboxTab }).click();
  await expect(page.getByRole('searchbox', { name: screens.inbox.searchLabel })).toBeVisible();
});

/** A small PNG drawn by the browser itself (64 × 48, a red and a blue half). */
async function makePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { createElement(tag: string): unknown } }).document;
    const canvas = doc.createElement('canvas') as {
      width: number;
      height: number;
      getContext(kind: '2d'): { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };
      toDataURL(type: string): string;
    };
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    context.fillStyle = '#d00000';
    context.fillRect(0, 0, 32, 48);
    context.fillStyle = '#0040d0';
    context.fillRect(32, 0, 32, 48);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

test('the image tool converts an uploaded PNG to a JPEG and offers the download', async ({ page, browser }) => {
  await page.goto('/ping.json');
  const anonymous = await visitor(browser, new URL(page.url()).origin);
  await anonymous.goto('/tools/img');
  await expect(anonymous.getByRole('heading', { level: 1, name: img.title })).toBeVisible();
  await expectAccessible(anonymous, '/tools/img empty');
  await anonymous
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await makePng(anonymous) });
  await expect(anonymous.getByText(/^Original: 64 × 48 px/)).toBeVisible();

  // A square crop, keyboard-moved, then 32 px wide as JPEG.
  await anonymous.getByRole('radio', { name: img.aspectSquare }).check();
  await expect(anonymous.getByRole('textbox', { name: img.cropWidth })).toHaveValue('48');
  await anonymous.getByRole('button', { name: img.cropArea }).focus();
  await anonymous.keyboard.press('ArrowLeft');
  await expect(anonymous.getByRole('textbox', { name: img.cropX })).toHaveValue('7');
  await anonymous.getByRole('radio', { name: img.jpeg }).check();
  await anonymous.getByRole('textbox', { name: img.width, exact: true }).fill('32');
  await expect(anonymous.getByRole('textbox', { name: img.height, exact: true })).toHaveValue('32');
  await expect(anonymous.getByRole('status').filter({ hasText: /32 × 32 px, JPEG, [\d,]+ KB/ })).toBeVisible();
  await expect(anonymous.getByRole('img', { name: img.previewAlt })).toBeVisible();
  await expectAccessible(anonymous, '/tools/img result');

  const download = anonymous.waitForEvent('download');
  await anonymous.getByRole('link', { name: fmt(img.downloadLabel, { name: 'logo.jpg' }) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('logo.jpg');
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  // A JPEG (SOI marker), not the PNG that went in.
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  await anonymous.context().close();
});

test('the test pages show the version, the API latency, the browser checklist and the connection', async ({
  page,
  browser,
}) => {
  test.slow(); // three lazy pages, timed requests and three axe scans
  await page.goto('/ping.json');
  const anonymous = await visitor(browser, new URL(page.url()).origin);
  await anonymous.goto('/test');
  await expect(anonymous.getByRole('heading', { level: 1, name: tools.test.title })).toBeVisible();
  const results = anonymous.getByRole('table', { name: tools.test.title });
  await expect(results).toContainText(fmt(tools.test.versionBuild, { version: BUILD_VERSION, build: BUILD_NUMBER }));
  await expect(results.getByRole('row', { name: new RegExp(`^${tools.test.api}`) })).toContainText(tools.test.apiOk);
  await expect(results.getByRole('row', { name: new RegExp(`^${tools.test.latency}`) })).toContainText(/\d+ ms/);
  await expect(results.getByRole('row', { name: new RegExp(`^${tools.test.clock}`) })).toContainText(
    tools.diagnostics.ok,
  );
  await expectAccessible(anonymous, '/test');

  await anonymous.getByRole('link', { name: tools.diagnostics.browserPage }).click();
  await expect(anonymous).toHaveURL(/\/test2$/);
  const checklist = anonymous.getByRole('table', { name: tools.test2.title });
  await expect(checklist.getByRole('row', { name: new RegExp(`^${escaped(tools.test2.fetch)}`) })).toContainText(
    tools.diagnostics.ok,
  );
  await expect(checklist.getByRole('row', { name: new RegExp(`^${escaped(tools.test2.intl)}`) })).toContainText(
    tools.diagnostics.ok,
  );
  await expectAccessible(anonymous, '/test2');

  await anonymous.getByRole('link', { name: tools.diagnostics.connectionPage }).click();
  await expect(anonymous).toHaveURL(/\/test3$/);
  await anonymous.getByRole('button', { name: tools.test3.start }).click();
  const connection = anonymous.getByRole('table', { name: tools.test3.title });
  await expect(connection.getByRole('row', { name: new RegExp(`^${tools.test3.upload}`) })).toContainText('Mbit/s');
  await expect(connection.getByRole('row', { name: new RegExp(`^${tools.test3.download}`) })).toContainText('Mbit/s');
  await expect(connection.getByRole('row', { name: new RegExp(`^${tools.test3.language}`) })).toContainText('en-US');
  await expectAccessible(anonymous, '/test3');
  await anonymous.context().close();
});
