import { describe, expect, it } from 'vitest';
import { closesAtOf, deadlineDraftOf, emailsOf } from './questionnaire-draft';

describe('questionnaire draft (decision 060)', () => {
  it('reads a deadline typed in local time (the screens show instants in local time)', () => {
    expect(closesAtOf({ date: '', time: '' })).toBeNull();
    expect(closesAtOf({ date: '2030-03-10', time: '14:30' })).toBe(new Date(2030, 2, 10, 14, 30).toISOString());
    // A date alone closes at the end of that day.
    expect(closesAtOf({ date: '2030-03-10', time: '' })).toBe(new Date(2030, 2, 10, 23, 59).toISOString());
    expect(closesAtOf({ date: '2030-02-30', time: '' })).toBe('invalid');
    expect(closesAtOf({ date: '', time: '10:00' })).toBe('invalid');
    expect(closesAtOf({ date: '2030-03-10', time: '25:00' })).toBe('invalid');
  });

  it('shows a saved deadline back as it was typed', () => {
    expect(deadlineDraftOf(null)).toEqual({ date: '', time: '' });
    for (const typed of [
      { date: '2030-03-10', time: '14:30' },
      { date: '2030-03-10', time: '23:59' },
      { date: '2031-01-01', time: '00:00' },
    ])
      expect(deadlineDraftOf(closesAtOf(typed) as string)).toEqual(typed);
  });

  it('counts the pasted addresses and names the invalid ones', () => {
    expect(emailsOf('  ')).toEqual({ count: 0, error: null });
    expect(emailsOf('Ana@x.com.br\nbruno@x.com.br; ana@x.com.br, carla@x.com.br')).toEqual({ count: 3, error: null });
    const bad = emailsOf('ana@x.com.br, nope');
    expect(bad.count).toBe(0);
    expect(bad.error).toContain('nope');
  });
});
