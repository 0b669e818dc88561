import { adminFormRoutes, questionnaireRoutes, type QuestionnaireInvitationsQuery } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';

/** Query-cache root of the questionnaires' screens (decision 060). */
const KEY = 'questionnaires';

export function useQuestionnaires() {
  return useQuery({ queryKey: [KEY, 'list'], queryFn: ({ signal }) => call(questionnaireRoutes.list, { signal }) });
}

export function useQuestionnaire(id: string) {
  return useQuery({
    queryKey: [KEY, 'one', id],
    queryFn: ({ signal }) => call(questionnaireRoutes.read, { params: { id }, signal }),
    retry: false,
  });
}

/** One page of a questionnaire's invitations, by state and e-mail search. */
export function useInvitations(id: string, query: QuestionnaireInvitationsQuery) {
  return useQuery({
    queryKey: [KEY, 'invitations', id, query.state, query.search ?? '', query.page],
    queryFn: ({ signal }) =>
      call(questionnaireRoutes.invitations, {
        params: { id },
        query: { state: query.state, page: query.page, ...(query.search ? { search: query.search } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The forms of one company a questionnaire may send (decision 060: any state). */
export function useCompanyForms(companyId: string | null) {
  return useQuery({
    queryKey: ['forms', 'admin'],
    queryFn: ({ signal }) => call(adminFormRoutes.list, { signal }),
    enabled: companyId !== null,
    select: (data) => data.items.filter((form) => form.companyId === companyId),
  });
}

/** After any write: every list of the questionnaires' screens is read again. */
export function useRefreshQuestionnaires() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [KEY] }), [queryClient]);
}
