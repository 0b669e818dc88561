import { describe, expect, it } from 'vitest';
import { legacyRecordTarget, recordPath } from './use-record-route';

describe('record paths', () => {
  it('puts the id in the path, encoded', () => {
    expect(recordPath('/client/events', 'abc')).toBe('/client/events/abc');
    expect(recordPath('/client/events/', 'a b/c')).toBe('/client/events/a%20b%2Fc');
  });

  it.each([
    ['/client/events', '?id=abc', '/client/events/abc'],
    ['/client/events', '?status=X&id=abc&page=2', '/client/events/abc?status=X&page=2'],
    ['/client/patients/', '?id=new', '/client/patients/new'],
    ['/client/events', '?status=X', null],
    ['/client/events', '?id=', null],
  ])('an old link %s%s goes to %s', (pathname, search, target) => {
    expect(legacyRecordTarget(pathname, search)).toBe(target);
  });
});
