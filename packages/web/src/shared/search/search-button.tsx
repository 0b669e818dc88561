import { messages } from '@honora/contract';
import { Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

const t = messages.screens.navigation.search;

/** Spotlight and the search's code load on the first opening, not with the shell (decision 021). */
const AppSearch = lazy(() => import('./app-search').then((m) => ({ default: m.AppSearch })));

/**
 * The header's search button and its shortcut (Ctrl+K, ⌘K on a Mac): it opens the search of
 * screens and records, loaded the first time it is asked for.
 */
export function SearchButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [isLoaded, setIsLoaded] = useState(false);
  const open = () => {
    setIsLoaded(true);
    setIsOpen(true);
  };
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <Button
        variant="default"
        onClick={open}
        title={t.buttonLabel}
        aria-keyshortcuts="Control+K Meta+K"
        rightSection={
          <Kbd size="xs" aria-hidden="true">
            {t.shortcut}
          </Kbd>
        }
        visibleFrom="sm"
      >
        {t.button}
      </Button>
      {isLoaded && (
        <Suspense fallback={null}>
          <AppSearch isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
