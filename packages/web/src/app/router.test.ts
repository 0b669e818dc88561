import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../shared/routing/paths';
import { routes } from './router';

function pathsOf(list: readonly RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

describe('router', () => {
  it('registers exactly the paths of the rules table, plus the catch-all', () => {
    expect(pathsOf(routes).sort()).toEqual([...Object.values(paths), '*'].sort());
  });
});
