import { healthInsurerRoutes, patientRoutes, type HealthInsurerSummary } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { useSyncedRegistry } from '../../shared/registry/use-synced-registry';

/** Query-cache root of the patients screens (the list view uses the same key). */
export const PATIENTS_KEY = 'patients';

export function usePatient(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [PATIENTS_KEY, companyId, 'one', id],
    queryFn: ({ signal }) => call(patientRoutes.get, { params: { id }, signal }),
  });
}

/** The photo of a patient as a data URL (only asked when the patient has one). */
export function usePatientPhoto(id: string, hasPhoto: boolean, version: string | null) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [PATIENTS_KEY, companyId, 'photo', id, version],
    enabled: hasPhoto,
    queryFn: async ({ signal }) => {
      const photo = await call(patientRoutes.getPhoto, { params: { id }, signal });
      return `data:${photo.mime};base64,${photo.contentBase64}`;
    },
  });
}

/** After any change the lists, the patient and its photo are read again. */
export function useRefreshPatients() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [PATIENTS_KEY] }), [queryClient]);
}

/** The company's insurers (synced cache), for the form's picker and the list's filter. */
export function useInsurerOptions(currentId?: string | null) {
  const { items } = useSyncedRegistry<HealthInsurerSummary>('healthInsurers', healthInsurerRoutes.list);
  return items
    .filter((insurer) => insurer.active || insurer.id === currentId)
    .map((insurer) => ({ value: insurer.id, label: insurer.name }));
}
