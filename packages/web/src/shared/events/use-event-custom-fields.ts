import { eventRoutes, type CustomField } from '@honora/contract';
import { compareText } from '@honora/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api-client';
import { useSession } from '../auth/auth-store';

/**
 * The company's active custom fields of events in position order, for the event form and the
 * list's filters and columns. Anyone who works with events reads them (GET /api/events/custom-fields).
 */
export function useEventCustomFields(): {
  fields: CustomField[];
  filterable: CustomField[];
  labels: Record<string, string>;
} {
  const companyId = useSession()?.company?.id;
  const query = useQuery({
    queryKey: ['custom-fields', companyId, 'event'],
    enabled: companyId !== undefined,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const answer = await call(eventRoutes.customFields, { signal });
      return [...answer.items].sort((a, b) => a.position - b.position || compareText(a.label, b.label));
    },
  });
  const fields = query.data ?? [];
  return {
    fields,
    filterable: fields.filter((field) => field.filterable),
    labels: Object.fromEntries(fields.map((field) => [field.key, field.label])),
  };
}
