import { paths } from './paths';

/**
 * Screens registered with an {id} path segment as well as their list path (platform.md §2,
 * billing.md §2: a route takes an optional {id}): every screen that opens one record.
 */
export const ID_SEGMENT_PATHS = new Set<string>(
  [
    // The public FAQ's one entry, /faq/{id} (platform.md §2; decision 056).
    paths.faq,
    paths.clientEvents,
    paths.clientNotReadyEvents,
    paths.clientPatients,
    paths.clientHospitals,
    paths.clientSurgeons,
    paths.clientAnesthetists,
    paths.clientInsurances,
    paths.clientMandatoryFields,
    paths.clientBatches,
    paths.clientAppeals,
    paths.clientStatements,
    paths.clientTaxes,
    paths.clientCollections,
    paths.clientTransfers,
    paths.clientUserTransfer,
    paths.clientContracts,
    paths.clientInvoices,
    paths.clientCustomFields,
    paths.clientFinancialItemGroups,
    paths.clientSpreadsheetConfig,
    paths.clientWorkplaces,
    paths.clientHours,
    paths.clientTypesOfPayment,
    paths.clientProtocols,
    paths.clientGuideOcrAmazon,
    paths.adminCbhpm,
    paths.adminUsers,
    // One questionnaire, /admin/quiz/{id} (decision 060).
    paths.adminQuiz,
    paths.adminCompanies,
    paths.adminCompaniesData,
    paths.adminOcrAmazonCredit,
    paths.adminGuideOcrAmazon,
    // The post editor, /admin/Posts/{id} and /admin/Posts/new (decision 058).
    paths.adminPosts,
    paths.clientChat,
    paths.adminChat,
    paths.adminInbox, // one support ticket (decision 065)
    paths.clientSupport,
  ].map((p) => p.toLowerCase()),
);
