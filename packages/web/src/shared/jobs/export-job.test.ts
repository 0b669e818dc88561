import { eventRoutes, type ExportJobStarted } from '@honora/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportOrJob } from './export-job';

const JOB: ExportJobStarted = { id: '0b7e9c9e-4f0a-4d43-9d7e-6a0f0e8b1c21', status: 'NOT_STARTED' };

afterEach(() => vi.unstubAllGlobals());

describe('an export that may become a job', () => {
  it('answers the job when the server answers 202 (more than EXPORT_JOB_ROWS rows)', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(JOB), { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    await expect(
      exportOrJob(eventRoutes.export, 'Eventos.xlsx', { query: { columns: ['numGuide'] } }),
    ).resolves.toEqual(JOB);
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/events/export?'), expect.anything());
  });

  it('refuses a 202 body outside the contract', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ id: 'x' }), { status: 202 }));
    await expect(exportOrJob(eventRoutes.export, 'Eventos.xlsx', { query: {} })).rejects.toThrow();
  });
});
