import { describe, expect, it } from 'vitest';
import { cellText, isRunShortcut } from './cell-text';

describe('cellText', () => {
  it('shows dates DD/MM/AAAA, instants with the time, NULL apart from an empty text', () => {
    expect(cellText({ type: 'date' }, '2025-01-31', 'NULL')).toBe('31/01/2025');
    expect(cellText({ type: 'dateTime' }, '2025-01-31T15:00:00.000Z', 'NULL')).toMatch(/^31\/01\/2025 \d{2}:\d{2}/);
    expect(cellText({ type: 'text' }, null, 'NULL')).toBe('NULL');
    expect(cellText({ type: 'text' }, '', 'NULL')).toBe('');
    expect(cellText({ type: 'number' }, 12.5, 'NULL')).toBe('12.5');
    expect(cellText({ type: 'number' }, '9007199254740993', 'NULL')).toBe('9007199254740993');
    expect(cellText({ type: 'boolean' }, true, 'NULL')).toBe('true');
    expect(cellText({ type: 'date' }, 'infinity', 'NULL')).toBe('infinity');
  });

  it('runs on Ctrl+Enter or Cmd+Enter only', () => {
    expect(isRunShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isRunShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isRunShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isRunShortcut({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
