import { contaAzulRoutes } from '@honora/contract';
import { contaAzulScreenMessages } from '@honora/contract/screen-texts/contaazul';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { toast, toastError } from '../../shared/notify/toast';
import { connectionKey, useRefreshContaAzul } from '../../shared/contaazul/use-contaazul';

/** Codes already posted in this page: React's strict double effects and a remount post each once. */
const posted = new Set<string>();

/**
 * Finishes the connection on the way back from Conta Azul (decision 054): POST callback with the
 * code and state once, the toast, then code and state leave the address (replaced, no history
 * entry). Answers whether it is still finishing.
 */
export function useContaAzulCallback(): boolean {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const refresh = useRefreshContaAzul();
  const companyId = useSession()?.company?.id ?? '';
  const code = params.get('code');
  const state = params.get('state');
  const [isFinishing, setIsFinishing] = useState(() => code !== null && state !== null && !posted.has(code));

  useEffect(() => {
    if (code === null || state === null || posted.has(code)) return;
    posted.add(code);
    setIsFinishing(true);
    void (async () => {
      try {
        const connection = await call(contaAzulRoutes.callback, { body: { code, state } });
        queryClient.setQueryData(connectionKey(companyId), (old: { configured: boolean } | undefined) => ({
          configured: old?.configured ?? true,
          connection,
        }));
        toast.success(contaAzulScreenMessages.connection.connectedToast);
        void refresh();
      } catch (error) {
        toastError(error);
      } finally {
        setIsFinishing(false);
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('code');
            next.delete('state');
            return next;
          },
          { replace: true },
        );
      }
    })();
  }, [code, state, companyId, queryClient, refresh, setParams]);

  return isFinishing;
}
