import { expect, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, DEMO_USERS } from './support';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** What e2e/ocr-guide-image.mjs prints: the registro ANS, and what overrides the fixtures' guide and procedure. */
export interface GuideImageSpec {
  registerANS: string;
  guide?: Record<string, unknown>;
  procedure?: Record<string, unknown>;
}

/**
 * A scanned Guia de Honorários as a PNG: the server's own renderer and pdftoppm, run by
 * e2e/ocr-guide-image.mjs in a child process (the specs do not import server code).
 */
export function guideImage(spec: GuideImageSpec): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'honora-ocr-e2e-'));
  try {
    const out = join(dir, 'guia.png');
    execFileSync(process.execPath, ['--import', 'tsx', 'e2e/ocr-guide-image.mjs', out, JSON.stringify(spec)], {
      cwd: repoRoot,
      stdio: 'pipe',
    });
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The super admin grants the company OCR credits (POST /api/admin/companies/:id/ocr-credits), signed in apart. */
export async function grantCredits(request: APIRequestContext, companyId: string, amount: number): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO_USERS.superAdmin, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { session } = (await login.json()) as { session: { csrfToken: string } };
  const grant = await request.post(`/api/admin/companies/${companyId}/ocr-credits`, {
    headers: { 'x-csrf-token': session.csrfToken },
    data: { type: 'TEST', amount, note: 'e2e: guias por OCR' },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
}
