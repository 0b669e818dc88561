import { contaAzulRoutes } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../api/api-client';
import { useSession } from '../auth/auth-store';
import { useCan } from '../auth/use-can';

/** Query-cache root of the Conta Azul screens (decision 054): connection, options, mappings, jobs, exports. */
export const CONTA_AZUL_KEY = 'contaazul';

/** The connection changes rarely: read once a minute at most, shared by every button that asks. */
const CONNECTION_STALE_MS = 60_000;

function useCompanyId(): string {
  return useSession()?.company?.id ?? '';
}

export const connectionKey = (companyId: string) => [CONTA_AZUL_KEY, companyId, 'connection'];

/**
 * Who may read the connection (decision 054: module integrations; GET connection asks for read).
 * Checked before asking, so a screen never draws an "Acesso Negado" for a line it would not show.
 */
export function useCanSeeContaAzul(): boolean {
  return useCan()('integrations', 'read');
}

/** GET /api/contaazul/connection: whether the server is configured and the company's connection. */
export function useContaAzulConnection(enabled = true) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: connectionKey(companyId),
    queryFn: ({ signal }) => call(contaAzulRoutes.connection, { signal }),
    staleTime: CONNECTION_STALE_MS,
    enabled: enabled && companyId !== '',
  });
}

/** The company has a live connection (and the user may see it): the export buttons and the event's line show. */
export function useContaAzulConnected(): boolean {
  const canSee = useCanSeeContaAzul();
  const query = useContaAzulConnection(canSee);
  return canSee && query.data?.connection?.status === 'CONNECTED';
}

/**
 * GET /api/contaazul/options: a remote call (decision 054), made only when the user asks
 * ("Carregar do Conta Azul"); the settings and the mappings share what it answered.
 */
export function useContaAzulOptions() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [CONTA_AZUL_KEY, companyId, 'options'],
    queryFn: ({ signal }) => call(contaAzulRoutes.options, { signal }),
    enabled: false,
    retry: false,
    staleTime: Infinity,
  });
}

export function useContaAzulMappings() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [CONTA_AZUL_KEY, companyId, 'mappings'],
    queryFn: ({ signal }) => call(contaAzulRoutes.mappings, { signal }),
  });
}

export function useContaAzulJobs() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [CONTA_AZUL_KEY, companyId, 'jobs'],
    queryFn: ({ signal }) => call(contaAzulRoutes.jobs, { signal }),
  });
}

/** The per-event results of one export job (GET exports?jobId=), once the job has ended. */
export function useContaAzulJobResults(jobId: string | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [CONTA_AZUL_KEY, companyId, 'exports', 'job', jobId],
    queryFn: ({ signal }) => call(contaAzulRoutes.exports, { query: { jobId: jobId ?? undefined }, signal }),
    enabled: jobId !== null,
  });
}

/** One event's state in Conta Azul (GET exports?eventId=). */
export function useContaAzulEventExport(eventId: string, enabled: boolean) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [CONTA_AZUL_KEY, companyId, 'exports', 'event', eventId],
    queryFn: ({ signal }) => call(contaAzulRoutes.exports, { query: { eventId }, signal }),
    enabled,
  });
}

/** After a write: everything of the Conta Azul screens is read again, except the remote options. */
export function useRefreshContaAzul() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === CONTA_AZUL_KEY && q.queryKey[2] !== 'options',
      }),
    [queryClient],
  );
}
