import { healthInsurerRoutes, type HealthInsurerSummary } from '@honora/contract';
import { useSyncedRegistry } from '../../shared/registry/use-synced-registry';

export {
  usePricingContext,
  useProcedureOptions,
  type LoadedContext,
  type ProcedureOption,
} from '../../shared/pricing/use-pricing-context';

/** The company's active insurers from the synced registry cache (the insurer picker of every screen). */
export function useInsurerOptions() {
  const { items } = useSyncedRegistry<HealthInsurerSummary>('healthInsurers', healthInsurerRoutes.list);
  return items.filter((insurer) => insurer.active).map((insurer) => ({ value: insurer.id, label: insurer.name }));
}
