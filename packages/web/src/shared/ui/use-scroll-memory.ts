import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const STORE_PREFIX = 'honora.scroll:';

function read(key: string): number | null {
  try {
    const saved = sessionStorage.getItem(STORE_PREFIX + key);
    return saved === null ? null : Number(saved);
  } catch {
    return null;
  }
}

function write(key: string, top: number): void {
  try {
    sessionStorage.setItem(STORE_PREFIX + key, String(Math.round(top)));
  } catch {
    // A full or blocked storage only loses the memory of the position.
  }
}

/**
 * Where the window was scrolled on a list's address (path and query), kept for the tab's life:
 * coming back to the list (from an event, by its back button or the browser's) puts the rows
 * where they were once they are shown. The position is recorded as the user scrolls — on
 * leaving, the next screen has already moved it.
 */
export function useScrollMemory(isReady: boolean): void {
  const location = useLocation();
  const key = location.pathname + location.search;
  const restored = useRef(false);

  useLayoutEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => write(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  useEffect(() => {
    if (restored.current || !isReady) return;
    restored.current = true;
    const top = read(key);
    if (top !== null && Number.isFinite(top)) window.scrollTo({ top });
  }, [isReady, key]);
}
