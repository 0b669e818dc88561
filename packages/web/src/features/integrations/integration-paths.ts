import type { AxregType } from '@honora/contract';
import { paths } from '../../shared/routing/paths';

/** The per-type screens of platform.md §2 (surgeon_integration, …). */
export const TYPE_PATHS: Record<AxregType, string> = {
  surgeon: paths.clientSurgeonIntegration,
  anesthetist: paths.clientAnesthetistIntegration,
  healthInsurance: paths.clientHealthInsuranceIntegration,
  hospital: paths.clientHospitalIntegration,
};
