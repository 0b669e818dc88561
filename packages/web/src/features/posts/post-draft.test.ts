import { postBodySchema } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, fromLocalInput, toLocalInput } from './post-draft';

describe('the post draft (decision 058)', () => {
  it('round-trips a date through the datetime-local input', () => {
    const iso = fromLocalInput('2026-03-10T09:30');
    expect(new Date(iso).getTime()).toBe(new Date('2026-03-10T09:30').getTime());
    expect(toLocalInput(iso)).toBe('2026-03-10T09:30');
    expect(fromLocalInput('')).toBe('');
  });

  it('makes a body the contract accepts', () => {
    const draft = { ...draftOf(null), title: 'Glosas', slug: 'glosas', publishedAt: '2026-03-10T09:30' };
    const parsed = postBodySchema.safeParse(bodyOf(draft, true));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.confirmSlugChange).toBe(true);
  });
});
