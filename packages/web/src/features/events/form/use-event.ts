import {
  anesthetistRoutes,
  branchRoutes,
  eventRoutes,
  healthInsurerRoutes,
  hospitalRoutes,
  patientRoutes,
  surgeonRoutes,
  type Anesthetist,
  type Branch,
  type EventView,
  type HealthInsurerSummary,
  type Hospital,
  type Patient,
  type Surgeon,
} from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/auth/auth-store';
import { EVENTS_KEY } from '../../../shared/events/events-cache';
import { useSyncedRegistry } from '../../../shared/registry/use-synced-registry';

export { EVENTS_KEY };

export function useEventQuery(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [EVENTS_KEY, companyId, 'one', id],
    queryFn: ({ signal }) => call(eventRoutes.get, { params: { id }, signal }),
  });
}

/** Puts a fresh answer (save, action, observation) in the cache and marks lists and history stale. */
export function useEventAnswered() {
  const queryClient = useQueryClient();
  const companyId = useSession()?.company?.id;
  return useCallback(
    (event: EventView) => {
      queryClient.setQueryData([EVENTS_KEY, companyId, 'one', event.id], event);
      void queryClient.invalidateQueries({
        queryKey: [EVENTS_KEY],
        predicate: (query) => query.queryKey[3] !== event.id || query.queryKey[2] !== 'one',
      });
    },
    [queryClient, companyId],
  );
}

/** The event's history; read again whenever the event's version moves. */
export function useEventHistory(id: string, version: number) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [EVENTS_KEY, companyId, 'history', id, version],
    queryFn: ({ signal }) => call(eventRoutes.history, { params: { id }, signal }),
  });
}

export interface PickerOption {
  value: string;
  label: string;
}

/** The registry caches the form's pickers read (platform.md §7 per-company cache). */
export function useEventRegistries() {
  const insurers = useSyncedRegistry<HealthInsurerSummary>('healthInsurers', healthInsurerRoutes.list);
  const hospitals = useSyncedRegistry<Hospital>('hospitals', hospitalRoutes.list);
  const patients = useSyncedRegistry<Patient>('patients', patientRoutes.list);
  const surgeons = useSyncedRegistry<Surgeon>('surgeons', surgeonRoutes.list);
  const anesthetists = useSyncedRegistry<Anesthetist>('anesthetists', anesthetistRoutes.list);
  const branches = useSyncedRegistry<Branch>('branches', branchRoutes.list);
  return { insurers, hospitals, patients, surgeons, anesthetists, branches };
}

export type EventRegistries = ReturnType<typeof useEventRegistries>;

/**
 * Options of one picker: the active records (filtered), plus the current choice even when the
 * cache no longer has it (a removed or inactive record keeps its name from the event).
 */
export function optionsOf<T extends { id: string; name: string; active: boolean }>(
  items: readonly T[],
  current: string | null,
  currentName: string | null | undefined,
  keep: (item: T) => boolean = () => true,
): PickerOption[] {
  const options = items
    .filter((item) => (item.active && keep(item)) || item.id === current)
    .map((item) => ({ value: item.id, label: item.name }));
  if (current && !options.some((o) => o.value === current)) {
    options.unshift({ value: current, label: currentName ?? current });
  }
  return options;
}
