import { adminFormRoutes, formRoutes, type Form, type FormResponsesQuery } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';

/** Query-cache root of the forms' screens (decision 057). */
const FORMS_KEY = 'forms';

export function useForms() {
  return useQuery({ queryKey: [FORMS_KEY, 'list'], queryFn: ({ signal }) => call(formRoutes.list, { signal }) });
}

/** The forms a responses screen picks from: the company's, or every company's (administrators). */
export function useFormsFor(isAdmin: boolean) {
  return useQuery({
    queryKey: [FORMS_KEY, isAdmin ? 'admin' : 'list'],
    queryFn: ({ signal }): Promise<{ items: (Form & { companyName?: string })[] }> =>
      isAdmin ? call(adminFormRoutes.list, { signal }) : call(formRoutes.list, { signal }),
  });
}

export function useAdminForms() {
  return useQuery({ queryKey: [FORMS_KEY, 'admin'], queryFn: ({ signal }) => call(adminFormRoutes.list, { signal }) });
}

/** The categories a company's form may pick (client) or the administrators keep (admin). */
export function useFormCategories(isAdmin = false) {
  return useQuery({
    queryKey: [FORMS_KEY, 'categories', isAdmin],
    queryFn: ({ signal }) => call(isAdmin ? adminFormRoutes.categories : formRoutes.categories, { signal }),
  });
}

type Period = Pick<FormResponsesQuery, 'from' | 'to'>;
const queryOf = (period: Period, page = 1) => ({
  ...(period.from ? { from: period.from } : {}),
  ...(period.to ? { to: period.to } : {}),
  page,
});

/** One page of a form's responses in the period (the administrators' of any company). */
export function useFormResponses(isAdmin: boolean, formId: string | null, period: Period, page: number) {
  const route = isAdmin ? adminFormRoutes.responses : formRoutes.responses;
  return useQuery({
    queryKey: [FORMS_KEY, 'responses', isAdmin, formId, period.from, period.to, page],
    queryFn: ({ signal }) => call(route, { params: { id: formId! }, query: queryOf(period, page), signal }),
    enabled: formId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useFormSummary(isAdmin: boolean, formId: string | null, period: Period) {
  const route = isAdmin ? adminFormRoutes.summary : formRoutes.summary;
  return useQuery({
    queryKey: [FORMS_KEY, 'summary', isAdmin, formId, period.from, period.to],
    queryFn: ({ signal }) => call(route, { params: { id: formId! }, query: queryOf(period), signal }),
    enabled: formId !== null,
  });
}

export const responsesQueryOf = queryOf;

/** After any write: every list of the forms' screens is read again. */
export function useRefreshForms() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [FORMS_KEY] }), [queryClient]);
}
