import { messages } from '@honora/contract';
import { useEffect, useState, type CSSProperties } from 'react';
import { RESTORED_NOTICE_MS, useConnectionState, watchConnection } from './connection-state';

const t = messages.screens.connection;

const boxStyle: CSSProperties = {
  position: 'fixed',
  left: '50%',
  bottom: 16,
  transform: 'translateX(-50%)',
  zIndex: 1000,
  maxWidth: 'calc(100vw - 32px)',
  padding: '8px 16px',
  borderRadius: 8,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.3)',
  color: 'var(--mantine-color-dark-9)',
  fontSize: 'var(--mantine-font-size-sm)',
};

/**
 * The connection state on every page (platform.md §4; decision 067): a lasting notice while the
 * server cannot be reached and a short one when it answers again. The live region is always in
 * the page, so a screen reader hears each change.
 */
export function ConnectionBanner() {
  const { status, restoredAt } = useConnectionState();
  const [showsRestored, setShowsRestored] = useState(false);
  useEffect(() => watchConnection(), []);
  useEffect(() => {
    if (restoredAt === null) return;
    setShowsRestored(true);
    const timer = setTimeout(() => setShowsRestored(false), RESTORED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [restoredAt]);

  const text = status === 'offline' ? t.offline : showsRestored ? t.restored : null;
  const background = status === 'offline' ? 'var(--mantine-color-yellow-3)' : 'var(--mantine-color-green-2)';
  return (
    <div role="status" aria-live="polite" data-connection={status}>
      {text && <div style={{ ...boxStyle, background }}>{text}</div>}
    </div>
  );
}
