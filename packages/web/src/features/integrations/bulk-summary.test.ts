import { describe, expect, it } from 'vitest';
import { runEach } from './bulk-summary';

describe('runEach', () => {
  it('runs every item once, in order, and counts successes and failures', async () => {
    const seen: number[] = [];
    const summary = await runEach([1, 2, 3, 4], async (n) => {
      seen.push(n);
      if (n % 2 === 0) throw new Error(`falhou ${n > 2 ? 'de novo' : 'uma vez'}`);
    });
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(summary).toEqual({ ok: 2, failed: 2, errors: ['falhou uma vez', 'falhou de novo'] });
  });

  it('keeps each failure message once', async () => {
    const summary = await runEach(['a', 'b'], () => Promise.reject(new Error('já vinculado')));
    expect(summary).toEqual({ ok: 0, failed: 2, errors: ['já vinculado'] });
  });

  it('answers an empty summary for no items', async () => {
    expect(await runEach([], () => Promise.resolve())).toEqual({ ok: 0, failed: 0, errors: [] });
  });
});
