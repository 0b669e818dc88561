import type { RegistryArea } from './area';
import { anesthetistArea } from './anesthetists';
import { billingSettingArea } from './billing-settings';
import { cbhpmArea } from './cbhpm';
import { negotiationArea } from './negotiations';
import { pricingArea } from './pricing';
import { healthInsurerArea } from './health-insurers';
import { hospitalArea } from './hospitals';
import { patientArea } from './patients';
import { referenceTableArea } from './reference-tables';
import { surgeonArea } from './surgeons';

export const registryAreas: RegistryArea[] = [
  patientArea,
  hospitalArea,
  surgeonArea,
  anesthetistArea,
  healthInsurerArea,
  billingSettingArea,
  referenceTableArea,
  cbhpmArea,
  negotiationArea,
  pricingArea,
];
