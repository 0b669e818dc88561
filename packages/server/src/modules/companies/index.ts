/**
 * Companies (platform.md §1, §6): a company's summary and data, its search condition, and what a
 * new company starts with. The public entry for the other server modules (decision 023).
 */
export { companySearchCondition, findCompanySummary } from './companies.repository';
export { getCompanyData, toCompanyData, updateCompanyData } from './company-data.service';
export { seedCompanyDefaults } from './company-defaults';
