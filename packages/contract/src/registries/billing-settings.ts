/** Billing settings (issue 4, billing.md §2): custom fields, mandatory fields, financial item groups, spreadsheets. */
export * from './billing-settings/custom-fields';
export * from './billing-settings/mandatory-fields';
export * from './billing-settings/financial-item-groups';
export * from './billing-settings/spreadsheet-configs';
