import { createTestDatabase } from '@honora/db/testing';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/** The built web app served beside the API: index.html for the app's routes, 404 for missing files. */
describe('the web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'honora-web-'));
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Honora</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const database = await createTestDatabase();
    app = await buildApp({
      db: database.db,
      config: loadConfig({ WEB_DIST: dist, LOG_LEVEL: 'silent' }),
      logger: false,
    });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    '/client/events',
    '/admin/quiz/0b5a7f2e-4a4e-4c55-9a57-1f2d3c4b5a69',
    // A questionnaire's personal link ends like a file name: the address's domain (platform.md §2 /quest/{email}).
    '/quest/ana%40exemplo.com.br?t=abc',
    '/quest/bruno@clinica.med.br',
  ])('%s answers the app', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<title>Honora</title>');
  });

  it('serves a built file and answers 404 for a missing one', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    for (const url of ['/assets/missing.js', '/favicon.ico', '/assets/old.css']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<title>Honora</title>');
    }
  });
});
