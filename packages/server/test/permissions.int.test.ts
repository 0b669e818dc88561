import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every route declares what it requires', () => {
  it('marks every OpenAPI operation with x-permission {module, action} or x-public', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(
      ([path, ops]) => Object.entries(ops).map(([method, op]) => ({ id: `${method} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(10);
    const undeclared = operations.filter(({ op }) => !op['x-public'] && !op['x-permission']).map(({ id }) => id);
    expect(undeclared).toEqual([]);
    const publicOps = operations.filter(({ op }) => op['x-public']).map(({ id }) => id);
    expect(publicOps).toEqual(expect.arrayContaining(['post /api/auth/login', 'post /api/auth/company-register']));
    for (const { op } of operations.filter(({ op }) => op['x-permission'])) {
      expect(op['x-permission']).toEqual({ module: expect.any(String), action: expect.any(String) });
    }
  });

  it('refuses to start with an /api route that bypasses the binder', async () => {
    const probe = await createTestApp();
    try {
      expect(() =>
        probe.app.get('/api/sem-permissao', { schema: { querystring: z.object({}) } }, async () => ({})),
      ).toThrow(/declares no permission/);
    } finally {
      await probe.close();
    }
  });
});
