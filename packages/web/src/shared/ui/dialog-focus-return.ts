/**
 * Focus goes back to what opened a dialog when it closes (WCAG 2.4.3 focus order), also when
 * Mantine cannot do it itself: the dialog was opened from a menu item (gone when the menu closed)
 * or the dialog is mounted only while open (its own focus memory goes with it). When focus falls
 * to the page because the focused element of a dialog left the page, it moves to the last element
 * still on the page that had focus before.
 */

const DIALOG = '[role="dialog"], [role="alertdialog"]';
/** Transient popups: their items disappear with them and are never a place to come back to. */
const TRANSIENT = '[role="menu"], [role="listbox"]';
const HISTORY = 30;

function focusable(element: HTMLElement): boolean {
  return element.isConnected && !element.closest('[inert], [aria-hidden="true"]') && !element.hasAttribute('disabled');
}

export function installDialogFocusReturn(doc: Document = document): () => void {
  const history: HTMLElement[] = [];
  let lostFromDialog = false;

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.closest(TRANSIENT)) return;
    history.push(target);
    if (history.length > HISTORY) history.shift();
    lostFromDialog = target.closest(DIALOG) !== null;
  };

  const restore = () => {
    const active = doc.activeElement;
    const last = history.at(-1);
    if (!lostFromDialog || (active && active !== doc.body) || !last || last.isConnected) return;
    const back = [...history].reverse().find(focusable);
    lostFromDialog = false;
    back?.focus({ preventScroll: true });
  };

  const observer = new MutationObserver(restore);
  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
  };
}
