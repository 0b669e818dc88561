import { onCallRoutes, type RosterAssignBody, type RosterMonth } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { useSession } from '../../shared/auth/auth-store';
import { indexSlots, versionOf } from './roster-grid-model';

export const ON_CALL_MONTH_KEY = 'onCallMonth';

function useMonthKey(month: string) {
  const companyId = useSession()?.company?.id;
  return { companyId, key: [ON_CALL_MONTH_KEY, companyId, month] as const };
}

/** GET /api/on-call/months/:month: the month's lines, doctors, slots and breaches. */
export function useRosterMonth(month: string) {
  const { companyId, key } = useMonthKey(month);
  return useQuery({
    queryKey: key,
    enabled: companyId !== undefined,
    queryFn: ({ signal }) => call(onCallRoutes.month, { params: { month }, signal }),
    // The previous month stays on screen while the next one loads: the month bar does not jump.
    placeholderData: keepPreviousData,
  });
}

/** The cell a select changed: its place and the doctor chosen (null: the place left open). */
export type CellChange = Omit<RosterAssignBody, 'version'>;

/** What a change answered: null when saved, else the pt-BR text of the refusal. */
export type AssignResult = string | null;

/**
 * PUT /api/on-call/months/:month/slots, naming the version of the cell the screen last read (0:
 * never filled), then the month read again (a change may add or clear breaches anywhere). A
 * refusal answers the server's message — a rule broken (400, its first breach), the cell changed
 * by someone else (403 otherUser), the month published or closed meanwhile — and the month is
 * read again then too, so the next try names what is stored now (decision 043).
 */
export function useAssign(month: string) {
  const companyId = useSession()?.company?.id;
  const queryClient = useQueryClient();
  return useCallback(
    async (change: CellChange): Promise<AssignResult> => {
      const key = [ON_CALL_MONTH_KEY, companyId, month];
      // The cache, not a render's copy: a change queued behind another names the version it made.
      const slots = queryClient.getQueryData<RosterMonth>(key)?.slots ?? [];
      const version = versionOf(indexSlots(slots), change.lineId, change.day, change.position);
      try {
        await call(onCallRoutes.assign, { params: { month }, body: { ...change, version } });
        await queryClient.invalidateQueries({ queryKey: key });
        return null;
      } catch (error) {
        await queryClient.invalidateQueries({ queryKey: key });
        const apiError = toApiError(error);
        return apiError.isHandled ? '' : apiError.message;
      }
    },
    [month, queryClient, companyId],
  );
}

/** POST /api/on-call/months/:month/publish with the header's version; the month read again either way. */
export function usePublish(month: string) {
  const { key } = useMonthKey(month);
  const queryClient = useQueryClient();
  return async (version: number) => {
    try {
      await call(onCallRoutes.publish, { params: { month }, body: { version } });
    } finally {
      await queryClient.invalidateQueries({ queryKey: key });
    }
  };
}
