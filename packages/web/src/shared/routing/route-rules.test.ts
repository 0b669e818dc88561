import { decideRoute, type NavigationSession } from '@honora/domain';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { asksForCompanyInScreen, routeRules, ruleOf } from './route-rules';

const client: NavigationSession = { workspace: 'CLIENT', hasCompany: false, grants: {} };
const company: NavigationSession = { workspace: 'COMPANY', hasCompany: true, grants: {} };

describe('route rules', () => {
  it('has a rule for every registered path', () => {
    expect(Object.keys(routeRules).sort()).toEqual(Object.values(paths).sort());
  });

  it('matches case-insensitively and without a trailing slash, like the router', () => {
    expect(ruleOf('/client/changepassword')).toBe(routeRules[paths.clientChangePassword]);
    expect(ruleOf('/client/dashboard/')).toBe(routeRules[paths.clientDashboard]);
    expect(ruleOf('/resetpassword')).toBe(routeRules[paths.resetPassword]);
    expect(ruleOf('/')).toBe(routeRules[paths.root]);
    expect(ruleOf('/client/unknown')).toBeNull();
  });

  it.each([
    [paths.clientDashboard, null, '/client/login?redirect=%2Fclient%2Fdashboard'],
    [paths.adminInbox, null, '/client/login?redirect=%2Fadmin%2Finbox'],
    [paths.companyDashboard, null, '/company/login?redirect=%2Fcompany%2Fdashboard'],
  ] as const)('sends a visitor without session from %s to %s', (path, session, to) => {
    expect(decideRoute(routeRules[path], session, path)).toEqual({ kind: 'notLogged', to, logout: false });
  });

  // platform.md §2: /contact, the test pages and /tools/img need no login (decision 059); any session opens them too.
  it.each([paths.contact, paths.toolsImg, paths.test, paths.test2, paths.test3])(
    'opens the public %s to anyone',
    (path) => {
      expect(ruleOf(path)).toBe(routeRules[path]);
      expect(decideRoute(routeRules[path], null, path)).toEqual({ kind: 'ok' });
      expect(decideRoute(routeRules[path], company, path)).toEqual({ kind: 'ok' });
    },
  );

  it('logs out a session whose workspace may not open the route', () => {
    const decision = decideRoute(routeRules[paths.clientDashboard], company, paths.clientDashboard);
    expect(decision).toMatchObject({ kind: 'notLogged', logout: true });
  });

  it('asks for a company where one is needed', () => {
    expect(decideRoute(routeRules[paths.clientDashboard], client, paths.clientDashboard)).toEqual({
      kind: 'needsCompany',
      to: '/client/select_company?redirect=%2Fclient%2Fdashboard',
    });
    expect(decideRoute(routeRules[paths.clientChangePassword], client, paths.clientChangePassword)).toEqual({
      kind: 'ok',
    });
  });

  it('lets every workspace change its password', () => {
    for (const workspace of ['CLIENT', 'COMPANY', 'ADMIN'] as const) {
      const session = { workspace, hasCompany: false, grants: {} };
      expect(decideRoute(routeRules[paths.clientChangePassword], session, paths.clientChangePassword).kind).toBe('ok');
    }
  });

  it('opens the company screen only with companies.read, in the client and company workspaces', () => {
    const rule = routeRules[paths.clientCompanies];
    const target = paths.clientCompanies;
    const reader = { companies: ['read'] };
    expect(decideRoute(rule, { workspace: 'CLIENT', hasCompany: true, grants: reader }, target)).toEqual({
      kind: 'ok',
    });
    expect(decideRoute(rule, { workspace: 'COMPANY', hasCompany: true, grants: reader }, target)).toEqual({
      kind: 'ok',
    });
    expect(decideRoute(rule, { workspace: 'CLIENT', hasCompany: true, grants: {} }, target)).toEqual({
      kind: 'denied',
      to: paths.clientDashboard,
    });
    // platform.md §2: companies needs only login; the screen asks for a company.
    expect(decideRoute(rule, { workspace: 'CLIENT', hasCompany: false, grants: {} }, target).kind).toBe('ok');
  });

  it('opens the own profile in every workspace, without a company', () => {
    for (const workspace of ['CLIENT', 'COMPANY', 'ADMIN'] as const) {
      const session = { workspace, hasCompany: false, grants: {} };
      expect(decideRoute(routeRules[paths.clientProfileEdit], session, paths.clientProfileEdit).kind).toBe('ok');
    }
  });

  it.each([
    paths.adminUsers,
    paths.adminAdminUsers,
    paths.adminAccessProfiles,
    paths.adminAccessModules,
    paths.adminAccessActions,
    paths.adminChanges,
    paths.adminJobs,
    paths.adminReports,
    paths.adminBi,
    paths.adminQuery,
    paths.adminMap,
    paths.adminDashboardOcr,
    paths.adminOcrAmazonCredit,
    paths.adminGuideOcrAmazon,
    paths.adminIntegrations,
    paths.adminHelp,
    paths.adminHelpCategories,
    paths.adminPosts,
    paths.adminPostsCategories,
    paths.adminPostsPublishers,
    paths.adminQuiz,
    paths.adminChangelog,
    paths.adminReleases,
    paths.adminAbout,
  ])('keeps %s to the admin workspace', (path) => {
    const admin = { workspace: 'ADMIN' as const, hasCompany: false, grants: {} };
    expect(decideRoute(routeRules[path], admin, path).kind).toBe('ok');
    expect(decideRoute(routeRules[path], { ...client, hasCompany: true }, path)).toMatchObject({
      kind: 'notLogged',
      logout: true,
    });
  });

  /**
   * platform.md §2 and billing.md §2, word for word: the client routes that need only login
   * and those that also need a selected company. Every registered client path is in one list
   * (the price preview, not in the spec, asks for a company like the events it prices).
   */
  const loginOnly = [
    paths.clientChangePassword,
    paths.clientSelectCompany,
    paths.clientProfileEdit,
    paths.clientInvoices,
    paths.clientBatches,
    paths.clientMandatoryFields,
    paths.clientCompanies,
    paths.clientTypesOfPayment,
    paths.clientCustomFields,
    paths.clientReportTransactions,
    paths.clientReports,
    paths.clientSpreadsheetConfig,
    paths.clientTemplatesImportEvents,
    paths.clientImportCustom,
    paths.clientGuidesOcr,
    paths.clientGuideOcrAmazon,
    paths.clientFinancialItemGroups,
    paths.clientWorkplaces,
    paths.clientOnCallSchedule,
    paths.clientConfigOnCallSchedule,
    paths.clientCore,
    paths.clientDailySchedule,
    paths.clientExceptionServices,
    paths.clientVacationConfig,
    paths.clientReportsSchedule,
    paths.clientTagsSchedule,
    paths.clientWorkloads,
    paths.clientScheduleCharge,
    paths.clientDemands,
    paths.clientContracts,
    paths.clientBillingContract,
    paths.clientPeriodOfPayment,
    paths.clientProtocols,
    paths.clientTaxes,
    paths.clientCollections,
    paths.clientTransfers,
    paths.clientUserTransfer,
    // Novidades and Sobre (platform.md §2; decision 055): the platform's releases, no company.
    paths.clientChangelog,
    paths.clientAbout,
    // The company's forms and responses (platform.md §2 login only; decision 057): the screen asks for a company.
    paths.clientForms,
    paths.clientFormsResponses,
    // The FAQ of signed-in users (platform.md §2 client faq; decision 056): the platform's, no company.
    paths.clientFaq,
  ];
  const withCompany = [
    paths.clientDashboard,
    paths.clientHospitals,
    paths.clientSurgeons,
    paths.clientInsurances,
    paths.clientEvents,
    paths.clientNotReadyEvents,
    paths.clientPatients,
    paths.clientAnesthetists,
    paths.clientExternalPayments,
    paths.clientAppeals,
    paths.clientStatements,
    paths.clientPricing,
    paths.clientReportsGenerator,
    paths.clientBigData,
    paths.clientHours,
    paths.clientScheduleConfig,
    paths.clientSchedulesLimits,
    // The doctor's own roster (not in platform.md §2) is of the company chosen, like the grid it reads.
    paths.clientMySchedule,
    // So are the swaps of its slots (not in platform.md §2).
    paths.clientScheduleSwaps,
    // Suporte (not in platform.md §2; decision 065): the tickets of the company chosen.
    paths.clientSupport,
    paths.clientIntegrations,
    paths.clientIntegrationToFrom,
    paths.clientIntegrationsMultiples,
    paths.clientSurgeonIntegration,
    paths.clientAnesthetistIntegration,
    paths.clientHealthInsuranceIntegration,
    paths.clientHospitalIntegration,
    // The chat: its talks are the selected company's (decision 066; not in platform.md §2).
    paths.clientChat,
  ];

  it('asks for a company exactly where platform.md §2 does', () => {
    const clientPaths = Object.values(paths).filter(
      (path) => path.startsWith('/client/') && routeRules[path].workspaces.length > 0,
    );
    expect([...loginOnly, ...withCompany].sort()).toEqual(clientPaths.sort());
    for (const path of loginOnly) expect(routeRules[path].needsCompany ?? false, path).toBe(false);
    for (const path of withCompany) expect(routeRules[path].needsCompany, path).toBe(true);
  });

  it.each(loginOnly.filter((path) => routeRules[path].permission))(
    '%s opens without a company even though it names a permission (the screen asks for one)',
    (path) => {
      expect(decideRoute(routeRules[path], client, path)).toEqual({ kind: 'ok' });
      expect(decideRoute(routeRules[path], company, path).kind).toBe('denied');
    },
  );

  it('opens the roster lines with scheduleOnCall list, and the schedule settings with read in a selected company', () => {
    const member = (grants: Record<string, string[]>) => ({ workspace: 'CLIENT' as const, hasCompany: true, grants });
    const lines = routeRules[paths.clientConfigOnCallSchedule];
    const settings = routeRules[paths.clientScheduleConfig];
    expect(decideRoute(lines, member({ scheduleOnCall: ['list'] }), paths.clientConfigOnCallSchedule).kind).toBe('ok');
    expect(decideRoute(settings, member({ scheduleOnCall: ['read'] }), paths.clientScheduleConfig).kind).toBe('ok');
    const doctor = member({ scheduleOnCall: ['listOwn', 'readOwn'] });
    expect(decideRoute(lines, doctor, paths.clientConfigOnCallSchedule).kind).toBe('denied');
    expect(decideRoute(settings, doctor, paths.clientScheduleConfig).kind).toBe('denied');
    expect(decideRoute(settings, client, paths.clientScheduleConfig).kind).toBe('needsCompany');
  });

  it("opens the schedule limits with module schedule list in a selected company, not with the doctors' listOwn", () => {
    const member = (grants: Record<string, string[]>) => ({ workspace: 'CLIENT' as const, hasCompany: true, grants });
    const limits = routeRules[paths.clientSchedulesLimits];
    expect(decideRoute(limits, member({ schedule: ['list'] }), paths.clientSchedulesLimits).kind).toBe('ok');
    expect(decideRoute(limits, { ...company, grants: { schedule: ['list'] } }, paths.clientSchedulesLimits).kind).toBe(
      'ok',
    );
    expect(decideRoute(limits, member({ schedule: ['listOwn', 'readOwn'] }), paths.clientSchedulesLimits).kind).toBe(
      'denied',
    );
    expect(decideRoute(limits, member({ scheduleOnCall: ['list'] }), paths.clientSchedulesLimits).kind).toBe('denied');
    expect(decideRoute(limits, client, paths.clientSchedulesLimits).kind).toBe('needsCompany');
  });

  it("opens the schedule tags with module schedule list, not with the doctors' listOwn; the screen asks for a company", () => {
    const member = (grants: Record<string, string[]>) => ({ workspace: 'CLIENT' as const, hasCompany: true, grants });
    const tags = routeRules[paths.clientTagsSchedule];
    const target = paths.clientTagsSchedule;
    expect(decideRoute(tags, member({ schedule: ['list'] }), target).kind).toBe('ok');
    expect(decideRoute(tags, { ...company, grants: { schedule: ['list'] } }, target).kind).toBe('ok');
    expect(decideRoute(tags, member({ schedule: ['listOwn', 'readOwn'] }), target).kind).toBe('denied');
    expect(decideRoute(tags, member({ scheduleOnCall: ['list'] }), target).kind).toBe('denied');
    // platform.md §2 lists TagsSchedule among the login-only routes: the screen asks for a company.
    expect(asksForCompanyInScreen(tags)).toBe(true);
    expect(ruleOf(`${target}/abc`)).toBeNull();
  });

  it('opens the external registry screens with module integrations list and a selected company', () => {
    const member = (grants: Record<string, string[]>) => ({ workspace: 'CLIENT' as const, hasCompany: true, grants });
    const targets = [
      paths.clientIntegrations,
      paths.clientIntegrationToFrom,
      paths.clientIntegrationsMultiples,
      paths.clientSurgeonIntegration,
      paths.clientAnesthetistIntegration,
      paths.clientHealthInsuranceIntegration,
      paths.clientHospitalIntegration,
    ];
    for (const target of targets) {
      const rule = routeRules[target];
      expect(decideRoute(rule, member({ integrations: ['list'] }), target).kind).toBe('ok');
      expect(decideRoute(rule, { ...company, grants: { integrations: ['list'] } }, target).kind).toBe('ok');
      expect(decideRoute(rule, member({ surgeons: ['list'], hospitals: ['list'] }), target).kind).toBe('denied');
      expect(asksForCompanyInScreen(rule)).toBe(false);
      expect(ruleOf(`${target}/abc`)).toBeNull();
    }
  });

  it('opens the contracts, the periods of payment and the billing contract with module contracts list; the screen asks for a company', () => {
    const member = (grants: Record<string, string[]>) => ({ workspace: 'CLIENT' as const, hasCompany: true, grants });
    for (const target of [paths.clientContracts, paths.clientPeriodOfPayment, paths.clientBillingContract]) {
      const rule = routeRules[target];
      expect(decideRoute(rule, member({ contracts: ['list'] }), target).kind).toBe('ok');
      expect(decideRoute(rule, { ...company, grants: { contracts: ['list'] } }, target).kind).toBe('ok');
      // platform.md §6: residents are denied contracts; nothing else opens them.
      expect(decideRoute(rule, member({ billing: ['list'], schedule: ['list'] }), target).kind).toBe('denied');
      // platform.md §2 lists contracts and periodOfPayment among the login-only routes.
      expect(asksForCompanyInScreen(rule)).toBe(true);
    }
    // One contract at /client/contracts/{id}; the periods of payment open no record.
    expect(ruleOf(`${paths.clientContracts}/abc`)).toBe(routeRules[paths.clientContracts]);
    expect(ruleOf(`${paths.clientPeriodOfPayment}/abc`)).toBeNull();
    expect(ruleOf(`${paths.clientBillingContract}/abc`)).toBeNull();
  });

  it("opens the schedule reports with module schedule list, not with the doctors' listOwn; the screen asks for a company", () => {
    const member = (grants: Record<string, string[]>) => ({ workspace: 'CLIENT' as const, hasCompany: true, grants });
    const reports = routeRules[paths.clientReportsSchedule];
    const target = paths.clientReportsSchedule;
    expect(decideRoute(reports, member({ schedule: ['list'] }), target).kind).toBe('ok');
    expect(decideRoute(reports, { ...company, grants: { schedule: ['list'] } }, target).kind).toBe('ok');
    expect(decideRoute(reports, member({ schedule: ['listOwn', 'readOwn'] }), target).kind).toBe('denied');
    expect(decideRoute(reports, member({ scheduleOnCall: ['list'] }), target).kind).toBe('denied');
    expect(asksForCompanyInScreen(reports)).toBe(true);
  });

  it("opens the work exceptions and the vacations with scheduleOff list, not with the doctors' listOwn", () => {
    const member = (grants: Record<string, string[]>) => ({ workspace: 'CLIENT' as const, hasCompany: true, grants });
    for (const path of [paths.clientExceptionServices, paths.clientVacationConfig]) {
      const rule = routeRules[path];
      expect(decideRoute(rule, member({ scheduleOff: ['list'] }), path).kind).toBe('ok');
      expect(decideRoute(rule, { ...company, grants: { scheduleOff: ['list'] } }, path).kind).toBe('ok');
      expect(decideRoute(rule, member({ scheduleOff: ['listOwn', 'readOwn', 'writeOwn'] }), path).kind).toBe('denied');
      expect(decideRoute(rule, member({ scheduleOnCall: ['list'] }), path).kind).toBe('denied');
    }
  });

  it("opens the day's roster with scheduleOnCall list (the front desk), not with the doctors' listOwn", () => {
    const member = (grants: Record<string, string[]>) => ({ workspace: 'CLIENT' as const, hasCompany: true, grants });
    const day = routeRules[paths.clientDailySchedule];
    expect(decideRoute(day, member({ scheduleOnCall: ['list'] }), paths.clientDailySchedule).kind).toBe('ok');
    expect(decideRoute(day, { ...company, grants: { scheduleOnCall: ['list'] } }, paths.clientDailySchedule).kind).toBe(
      'ok',
    );
    expect(decideRoute(day, member({ scheduleOnCall: ['listOwn', 'readOwn'] }), paths.clientDailySchedule).kind).toBe(
      'denied',
    );
    expect(decideRoute(day, member({ schedule: ['list'] }), paths.clientDailySchedule).kind).toBe('denied');
  });

  it('opens the core with module core list, and the own roster with scheduleOnCall listOwn in a selected company', () => {
    const member = (grants: Record<string, string[]>) => ({ workspace: 'CLIENT' as const, hasCompany: true, grants });
    const core = routeRules[paths.clientCore];
    const mine = routeRules[paths.clientMySchedule];
    expect(decideRoute(core, member({ core: ['list'] }), paths.clientCore).kind).toBe('ok');
    expect(decideRoute(core, member({ scheduleOnCall: ['list'] }), paths.clientCore).kind).toBe('denied');
    expect(decideRoute(core, { ...company, grants: { core: ['list'] } }, paths.clientCore).kind).toBe('ok');
    const doctor = member({ scheduleOnCall: ['listOwn', 'readOwn'] });
    expect(decideRoute(mine, doctor, paths.clientMySchedule).kind).toBe('ok');
    // Its preferred and undesired days (decision 051) ask for the same grant as its slots: listOwn alone opens it.
    expect(decideRoute(mine, member({ scheduleOnCall: ['listOwn'] }), paths.clientMySchedule).kind).toBe('ok');
    expect(decideRoute(mine, member({ scheduleOnCall: ['readOwn'] }), paths.clientMySchedule).kind).toBe('denied');
    expect(decideRoute(mine, member({ events: ['listOwn'] }), paths.clientMySchedule).kind).toBe('denied');
    expect(decideRoute(mine, { ...client, grants: { scheduleOnCall: ['listOwn'] } }, paths.clientMySchedule).kind).toBe(
      'needsCompany',
    );
    // One's own slots are a doctor's: the billing company's staff workspace does not open them.
    expect(
      decideRoute(mine, { ...company, grants: { scheduleOnCall: ['listOwn'] } }, paths.clientMySchedule),
    ).toMatchObject({
      kind: 'notLogged',
      logout: true,
    });
  });

  it("opens the demands with module demands list, or the doctor's listOwn (his offers); the screen asks for a company", () => {
    const member = (grants: Record<string, string[]>) => ({ workspace: 'CLIENT' as const, hasCompany: true, grants });
    const demands = routeRules[paths.clientDemands];
    const target = paths.clientDemands;
    expect(decideRoute(demands, member({ demands: ['list'] }), target).kind).toBe('ok');
    expect(decideRoute(demands, member({ demands: ['listOwn', 'readOwn'] }), target).kind).toBe('ok');
    expect(decideRoute(demands, { ...company, grants: { demands: ['list'] } }, target).kind).toBe('ok');
    expect(decideRoute(demands, member({ scheduleOnCall: ['list'] }), target).kind).toBe('denied');
    // platform.md §2 lists Demands among the login-only routes: the screen asks for a company.
    expect(asksForCompanyInScreen(demands)).toBe(true);
    expect(ruleOf(`${target}/abc`)).toBeNull();
  });

  it('opens the swaps with scheduleOnCall listOwn in a selected company, in both company workspaces', () => {
    const member = (grants: Record<string, string[]>) => ({ workspace: 'CLIENT' as const, hasCompany: true, grants });
    const swaps = routeRules[paths.clientScheduleSwaps];
    const target = paths.clientScheduleSwaps;
    expect(decideRoute(swaps, member({ scheduleOnCall: ['listOwn', 'readOwn'] }), target).kind).toBe('ok');
    expect(decideRoute(swaps, { ...company, grants: { scheduleOnCall: ['listOwn'] } }, target).kind).toBe('ok');
    expect(decideRoute(swaps, member({ schedule: ['listOwn'] }), target).kind).toBe('denied');
    expect(decideRoute(swaps, { ...client, grants: { scheduleOnCall: ['listOwn'] } }, target).kind).toBe(
      'needsCompany',
    );
  });

  it("opens the guides read by OCR and a guide's review with module ocr, or only one's own (listOwn, readOwn)", () => {
    const review = `${paths.clientGuideOcrAmazon}/0b6e0c1e-3f9a-4a53-9d1c-5c8e0f6f2a11`;
    expect(ruleOf(review)).toBe(routeRules[paths.clientGuideOcrAmazon]);
    const member = (grants: Record<string, string[]>) => ({ workspace: 'CLIENT' as const, hasCompany: true, grants });
    for (const grants of [{ ocr: ['list', 'read'] }, { ocr: ['listOwn', 'readOwn'] }]) {
      expect(decideRoute(routeRules[paths.clientGuidesOcr], member(grants), paths.clientGuidesOcr).kind).toBe('ok');
      expect(decideRoute(ruleOf(review)!, member(grants), review).kind).toBe('ok');
    }
    expect(
      decideRoute(routeRules[paths.clientGuidesOcr], member({ events: ['list'] }), paths.clientGuidesOcr).kind,
    ).toBe('denied');
    expect(decideRoute(ruleOf(review)!, member({ ocr: ['list'] }), review).kind).toBe('denied');
  });

  it("opens support's review of one OCR guide in the admin workspace only, as its list", () => {
    const review = `${paths.adminGuideOcrAmazon}/0b6e0c1e-3f9a-4a53-9d1c-5c8e0f6f2a11`;
    expect(ruleOf(review)).toBe(routeRules[paths.adminGuideOcrAmazon]);
    const admin = { workspace: 'ADMIN' as const, hasCompany: false, grants: {} };
    expect(decideRoute(ruleOf(review)!, admin, review).kind).toBe('ok');
    expect(decideRoute(ruleOf(review)!, { ...client, hasCompany: true }, review)).toMatchObject({
      kind: 'notLogged',
      logout: true,
    });
  });
});
