import { authRoutes, languageRoutes, type LanguageListQuery } from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';

const KEY = 'language';

/** The catalog's texts, searched and paged (GET /api/admin/language). */
export function useLanguageTexts(query: LanguageListQuery) {
  return useQuery({
    queryKey: [KEY, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call(languageRoutes.list, { query, signal }),
  });
}

/** One text with its shipped version, placeholders and history. */
export function useLanguageText(key: string | null) {
  return useQuery({
    queryKey: [KEY, 'text', key],
    enabled: key !== null,
    queryFn: ({ signal }) => call(languageRoutes.get, { params: { key: key ?? '' }, signal }),
  });
}

/**
 * Saves or resets a text. The list and the text are read again, and so is the session's bootstrap,
 * which installs the new texts in this browser at once (decision 062).
 */
export function useLanguageWrite() {
  const queryClient = useQueryClient();
  const settled = () => {
    void queryClient.invalidateQueries({ queryKey: [KEY] });
    void call(authRoutes.session).catch(() => undefined);
  };
  const save = useMutation({
    mutationFn: ({ key, text }: { key: string; text: string }) =>
      call(languageRoutes.update, { params: { key }, body: { text } }),
    onSettled: settled,
  });
  const reset = useMutation({
    mutationFn: (key: string) => call(languageRoutes.reset, { params: { key } }),
    onSettled: settled,
  });
  return { save, reset };
}
