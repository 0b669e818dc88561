import { fmt, helpRoutes, messages } from '@honora/contract';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { call } from '../api/api-client';
import { screenHelpOf } from './help-text';

const t = messages.screens.navigation.helpLink;

/** The drawer is not in the first load (decision 021): it loads when a help is opened. */
const HelpDrawer = lazy(() => import('./help-drawer').then((m) => ({ default: m.HelpDrawer })));

/** A screen's path without a record id: '/client/batches/…' asks for the help of '/client/batches'. */
function screenOf(pathname: string): string {
  const parts = pathname.replace(/\/+$/, '').split('/');
  return parts.slice(0, 3).join('/') || '/';
}

/**
 * "Ajuda" in the header of every screen that has a published help article for its path
 * (platform.md §2 Help; decision 056), opening the article in a drawer. The help of a path is
 * fetched once and kept for the session: help articles change rarely.
 */
export function HelpLink() {
  const screen = screenOf(useLocation().pathname);
  const [isOpen, setIsOpen] = useState(false);
  const query = useQuery({
    queryKey: ['helpLink', screen.toLowerCase()],
    queryFn: ({ signal }) => call(helpRoutes.list, { query: { kind: 'HELP', screen }, signal }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const help = screenHelpOf(query.data);
  if (!help) return null;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-md"
        onClick={() => setIsOpen(true)}
        aria-label={fmt(t.buttonLabel, { title: help.title })}
      >
        {t.button}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <HelpDrawer help={help} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
