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

/** How long a restore waits for the list to grow tall enough to hold the saved position. */
const RESTORE_WAIT_MS = 2000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to `top` once the page is tall enough for it (rows and late chunks still laying out
 * would clamp it), at the latest after RESTORE_WAIT_MS; the user's own scrolling cancels it.
 * Returns the cancel.
 */
function scrollWhenTall(top: number, done: () => void): () => void {
  const root = document.documentElement;
  const fits = () => root.scrollHeight - window.innerHeight >= top;
  if (fits() || typeof ResizeObserver === 'undefined') {
    window.scrollTo({ top });
    done();
    return () => undefined;
  }
  const observer = new ResizeObserver(() => {
    if (fits()) finish(true);
  });
  const timer = setTimeout(() => finish(true), RESTORE_WAIT_MS);
  const onUser = () => finish(false);
  function cancel() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, onUser);
  }
  function finish(scroll: boolean) {
    cancel();
    if (scroll) window.scrollTo({ top });
    done();
  }
  observer.observe(document.body);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, onUser, { passive: true });
  return cancel;
}

/**
 * Where the window was scrolled on a list's address (path and query), kept for the tab's life:
 * coming back to the list (from an event, by its back button or the browser's) puts the rows
 * where they were once they are shown. The position is recorded as the user scrolls — on
 * leaving, the next screen has already moved it — and only after the restore: until then the
 * window's moves are the previous screen's and the list's own layout, which would overwrite the
 * position being restored.
 */
export function useScrollMemory(isReady: boolean): void {
  const location = useLocation();
  const key = location.pathname + location.search;
  const restored = useRef(false);

  useLayoutEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (!restored.current) return;
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
    const top = read(key);
    if (top === null || !Number.isFinite(top) || top <= 0) {
      restored.current = true;
      return;
    }
    return scrollWhenTall(top, () => {
      restored.current = true;
    });
  }, [isReady, key]);
}
