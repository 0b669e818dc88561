import { patientRoutes, type CpfCheckResult } from '@honora/contract';
import { cpfRule, normalizeCpf } from '@honora/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { PATIENTS_KEY } from './use-patients';

/** idle: nothing to check (blank, incomplete or failing the CPF rule); error: the request failed. */
export type CpfCheckState = 'idle' | 'checking' | CpfCheckResult | 'error';

export const CPF_CHECK_DELAY_MS = 400;

/**
 * platform.md §5 CPF uniqueness as the user types: once the CPF passes the rule with its 11
 * digits and the typing pauses (~400 ms), the server says whether another patient of the
 * company holds it (invalid / exists / ok); a failed request is 'error'.
 */
export function useCpfCheck(cpf: string, excludeId: string | null): CpfCheckState {
  const companyId = useSession()?.company?.id;
  const digits = normalizeCpf(cpf);
  const isEligible = digits.length === 11 && cpfRule(cpf) === true;
  const [debounced] = useDebouncedValue(isEligible ? digits : '', CPF_CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: [PATIENTS_KEY, companyId, 'cpf-check', debounced, excludeId],
    enabled: debounced !== '',
    retry: false,
    staleTime: 5_000,
    queryFn: ({ signal }) =>
      call(patientRoutes.cpfCheck, { query: { cpf: debounced, excludeId: excludeId ?? undefined }, signal }),
  });
  if (!isEligible) return 'idle';
  if (debounced !== digits || query.isPending) return 'checking';
  if (query.isError) return 'error';
  return query.data.result;
}
