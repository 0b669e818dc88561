import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** The path of one record of a list screen: `<list>/{id}` (platform.md §2: routes take an optional {id}). */
export function recordPath(listPath: string, id: string): string {
  return `${listPath.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;
}

/** A list path and the current query without `id`, joined again. */
function withQuery(path: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('id');
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The record a screen registered at `<list>` and `<list>/:id` shows, and how to open another
 * one (or go back to the list with `null`). The rest of the query (a list's filters) stays, so
 * going back finds the list as it was.
 */
export function useRecordRoute(): { id: string | null; open: (id: string | null) => void } {
  const { id = null } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const bare = pathname.replace(/\/+$/, '');
  const listPath = id === null ? bare : bare.slice(0, bare.lastIndexOf('/'));
  const open = useCallback(
    (next: string | null) => void navigate(withQuery(next === null ? listPath : recordPath(listPath, next), search)),
    [navigate, listPath, search],
  );
  return { id, open };
}

/** Where an old `<list>?id=…` link now lives (`<list>/{id}`, the rest of the query kept); null when it has no id. */
export function legacyRecordTarget(pathname: string, search: string): string | null {
  const id = new URLSearchParams(search).get('id');
  return id ? withQuery(recordPath(pathname, id), search) : null;
}
