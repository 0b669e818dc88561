import { adminHelpRoutes, helpRoutes } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';

/** Query-cache root of the FAQ and help screens (decision 056). */
const HELP_KEY = 'help';

/** The public FAQ (no login): every published PUBLIC entry; the screen filters as the visitor types. */
export function usePublicFaq() {
  return useQuery({
    queryKey: [HELP_KEY, 'public'],
    queryFn: ({ signal }) => call(helpRoutes.publicFaq, { signal }),
  });
}

export function usePublicFaqEntry(id: string) {
  return useQuery({
    queryKey: [HELP_KEY, 'public', id],
    queryFn: ({ signal }) => call(helpRoutes.publicFaqEntry, { params: { id }, signal }),
    retry: false,
  });
}

/** The FAQ of signed-in users: both audiences. */
export function useSignedInFaq() {
  return useQuery({
    queryKey: [HELP_KEY, 'signedIn'],
    queryFn: ({ signal }) => call(helpRoutes.list, { query: { kind: 'FAQ' }, signal }),
  });
}

export function useHelpCategories() {
  return useQuery({
    queryKey: [HELP_KEY, 'admin', 'categories'],
    queryFn: ({ signal }) => call(adminHelpRoutes.categories, { signal }),
  });
}

export function useHelpArticles() {
  return useQuery({
    queryKey: [HELP_KEY, 'admin', 'articles'],
    queryFn: ({ signal }) => call(adminHelpRoutes.articles, { signal }),
  });
}

/** After any write: the lists, the FAQ and the header's help links are read again. */
export function useRefreshHelp() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [HELP_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['helpLink'] }),
      ]),
    [queryClient],
  );
}
