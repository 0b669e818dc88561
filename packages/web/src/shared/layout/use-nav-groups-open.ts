import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useEffect, useRef } from 'react';
import {
  activeNavArea,
  isNavGroupOpen,
  NAV_GROUPS_STORAGE_KEY,
  parseNavGroupsOpen,
  type NavArea,
  type NavGroupsOpen,
  type NavItem,
} from '../routing/navigation';

/**
 * Which menu groups are open, kept in localStorage (and followed across tabs). A group never
 * touched is open; the group of the screen on display is opened when the user arrives in its
 * area (a link, the search, the browser's history) and is remembered open; the user may close it.
 */
export function useNavGroupsOpen(items: readonly NavItem[], pathname: string) {
  const [state, setState] = useLocalStorage<NavGroupsOpen>({
    key: NAV_GROUPS_STORAGE_KEY,
    defaultValue: {},
    getInitialValueInEffect: false,
    serialize: JSON.stringify,
    deserialize: parseNavGroupsOpen,
  });
  const activeArea = activeNavArea(items, pathname);
  // Once per arrival in an area: the user may close the group of the screen on display after.
  const openedFor = useRef<NavArea | null>(null);
  useEffect(() => {
    if (!activeArea || openedFor.current === activeArea) return;
    openedFor.current = activeArea;
    setState((current) => (isNavGroupOpen(current, activeArea) ? current : { ...current, [activeArea]: true }));
  }, [activeArea, setState]);
  const setOpen = useCallback(
    (area: NavArea, isOpen: boolean) => setState((current) => ({ ...current, [area]: isOpen })),
    [setState],
  );
  const isOpen = useCallback((area: NavArea) => isNavGroupOpen(state, area), [state]);
  return { isOpen, setOpen };
}
