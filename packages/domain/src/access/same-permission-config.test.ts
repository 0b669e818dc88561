import { describe, expect, it } from 'vitest';
import { defaultPermissionConfig } from './default-permissions';
import { isSamePermissionConfig } from './same-permission-config';

describe('isSamePermissionConfig', () => {
  it('ignores the order of profiles and empty entries', () => {
    expect(isSamePermissionConfig({ events: { read: ['b', 'a'] } }, { events: { read: ['a', 'b'], rm: [] } })).toBe(
      true,
    );
    expect(isSamePermissionConfig(defaultPermissionConfig(), defaultPermissionConfig())).toBe(true);
  });

  it('tells a profile more or less apart', () => {
    const changed = defaultPermissionConfig();
    changed.companies = { ...changed.companies, read: [...(changed.companies?.read ?? []), 'f'] };
    expect(isSamePermissionConfig(changed, defaultPermissionConfig())).toBe(false);
    expect(isSamePermissionConfig({}, { events: { read: ['a'] } })).toBe(false);
  });
});
