import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from './ical';

describe('iCalendar text (RFC 5545)', () => {
  it.each([
    ['a,b;c\\d', 'a\\,b\\;c\\\\d'],
    ['linha 1\nlinha 2', 'linha 1\\nlinha 2'],
    ['Plantão — Hospital', 'Plantão — Hospital'],
  ])('escapes %j', (text, escaped) => expect(escapeText(text)).toBe(escaped));

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'ção'.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('writes one VEVENT per slot, in UTC, CRLF-terminated', () => {
    const text = buildCalendar(
      'Escalas',
      [
        {
          uid: 'x@honora',
          start: new Date('2026-12-10T10:00:00Z'),
          end: new Date('2026-12-10T22:00:00Z'),
          summary: 'Plantão',
          description: 'Coop',
          sequence: 2,
        },
      ],
      new Date('2026-11-27T12:00:00.123Z'),
    );
    expect(text).toContain('\r\nDTSTART:20261210T100000Z\r\nDTEND:20261210T220000Z\r\nSEQUENCE:2\r\n');
    expect(text).toContain('DTSTAMP:20261127T120000Z');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
  });
});
