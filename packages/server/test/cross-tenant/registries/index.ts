import type { RegistryArea } from './area';
import { anesthetistArea } from './anesthetists';
import { batchArea } from './batches';
import { billingSettingArea } from './billing-settings';
import { cbhpmArea } from './cbhpm';
import { eventListArea } from './event-list';
import { eventActionArea } from './event-actions';
import { eventArea } from './events';
import { negotiationArea } from './negotiations';
import { pricingArea } from './pricing';
import { protocolArea } from './protocols';
import { healthInsurerArea } from './health-insurers';
import { hospitalArea } from './hospitals';
import { jobsAndSearchArea } from './jobs-and-search';
import { moneyArea } from './money';
import { patientArea } from './patients';
import { referenceTableArea } from './reference-tables';
import { surgeonArea } from './surgeons';
import { transactionReportArea } from './transaction-report';
import { tissXmlArea } from './tiss-xml';
import { guidePdfArea } from './guide-pdf';
import { appealArea } from './appeals';
import { taxArea } from './taxes';
import { collectionArea } from './collections';
import { transferArea } from './transfers';
import { json2excelArea } from './json2excel';
import { dashboardArea } from './dashboard';
import { reportArea } from './reports';
import { reportGeneratorArea } from './report-generator';
import { adminBiArea } from './admin-bi';
import { ocrAdminArea } from './ocr-admin';
import { importTemplateArea } from './import-templates';
import { eventImportArea } from './event-imports';
import { ocrArea } from './ocr';
import { workplaceArea } from './workplaces';
import { scheduleShiftArea } from './schedule-shifts';
import { onCallLineArea } from './on-call-lines';
import { onCallRosterArea } from './on-call-roster';
import { onCallAutoRosterArea } from './on-call-auto-roster';
import { scheduleAbsenceArea } from './schedule-absences';
import { scheduleLimitArea } from './schedule-limits';
import { scheduleTagArea } from './schedule-tags';
import { scheduleReportArea } from './schedule-reports';
import { contractArea } from './contracts';
import { billingContractArea } from './billing-contracts';
import { workloadArea } from './workloads';
import { demandArea } from './demands';
import { scheduleChargeArea } from './schedule-charges';
import { scheduleBillingArea } from './schedule-billing';
import { dayPreferenceArea } from './day-preferences';
import { axregArea } from './axreg';
import { contaAzulArea } from './contaazul';
import { helpArea } from './help';
import { specialtiesRegionsArea } from './specialties-regions';
import { formsArea } from './forms';
import { questionnaireArea } from './questionnaires';
import { postsArea } from './posts';
import { releaseArea } from './releases';
import { adminQueryArea } from './admin-query';
import { languageArea } from './language';
import { publicSiteArea } from './public-site';
import { ticketArea } from './tickets';
import { chatArea } from './chat';
import { openingHoursArea } from './opening-hours';

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
  eventListArea,
  protocolArea,
  eventActionArea,
  eventArea,
  moneyArea,
  transactionReportArea,
  tissXmlArea,
  appealArea,
  taxArea,
  collectionArea,
  transferArea,
  dashboardArea,
  reportArea,
  reportGeneratorArea,
  adminBiArea,
  ocrAdminArea,
  guidePdfArea,
  batchArea,
  jobsAndSearchArea,
  json2excelArea,
  importTemplateArea,
  eventImportArea,
  ocrArea,
  workplaceArea,
  scheduleShiftArea,
  onCallLineArea,
  onCallRosterArea,
  onCallAutoRosterArea,
  scheduleAbsenceArea,
  scheduleLimitArea,
  scheduleTagArea,
  scheduleReportArea,
  contractArea,
  billingContractArea,
  workloadArea,
  demandArea,
  scheduleChargeArea,
  scheduleBillingArea,
  dayPreferenceArea,
  axregArea,
  contaAzulArea,
  helpArea,
  specialtiesRegionsArea,
  formsArea,
  questionnaireArea,
  postsArea,
  releaseArea,
  adminQueryArea,
  languageArea,
  publicSiteArea,
  ticketArea,
  chatArea,
  openingHoursArea,
];
