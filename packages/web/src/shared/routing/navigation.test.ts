import {
  defaultPermissionConfig,
  effectiveGrants,
  type NavigationSession,
  type ProfileCode,
  type SessionGrants,
  type Workspace,
} from '@honora/domain';
import { describe, expect, it } from 'vitest';
import {
  activeNavArea,
  isNavGroupOpen,
  isNavItemActive,
  navItemsByWorkspace,
  navMenu,
  parseNavGroupsOpen,
  visibleNavItems,
  withAgendaDisplay,
} from './navigation';
import { paths } from './paths';
import { routeRules } from './route-rules';

const session = (workspace: Workspace, grants: SessionGrants, hasCompany = true): NavigationSession => ({
  workspace,
  hasCompany,
  grants,
});
const pathsOf = (s: NavigationSession, isSuperAdmin = false) => visibleNavItems(s, isSuperAdmin).map((i) => i.path);

/** The grants a member of one default profile has in a new company (what the session carries). */
function grantsOf(profile: ProfileCode, userTypes: string[] = []): SessionGrants {
  return effectiveGrants(defaultPermissionConfig(), {
    workspace: 'CLIENT',
    isSuperAdmin: false,
    profiles: [profile],
    userTypes,
    rules: {},
    isMatriz: false,
  });
}

describe('navigation', () => {
  it('lists only routes the workspace may open', () => {
    for (const [workspace, items] of Object.entries(navItemsByWorkspace)) {
      for (const item of items) {
        expect(routeRules[item.path as keyof typeof routeRules].workspaces).toContain(workspace);
      }
    }
  });

  it.each<[Workspace, SessionGrants, boolean]>([
    ['CLIENT', {}, false],
    ['CLIENT', { companies: ['read'] }, true],
    ['COMPANY', {}, false],
    ['COMPANY', { companies: ['read'] }, true],
    ['ADMIN', { companies: ['read'] }, false],
  ])('%s: the company screen is listed (%#) → %s', (workspace, grants, isListed) => {
    expect(pathsOf(session(workspace, grants)).includes(paths.clientCompanies)).toBe(isListed);
  });

  it('keeps the items that need no permission', () => {
    expect(pathsOf(session('CLIENT', {}))).toEqual([
      paths.clientDashboard,
      paths.clientChat,
      paths.clientSelectCompany,
      paths.clientChangePassword,
      paths.clientFaq,
      paths.clientSupport,
      paths.clientChangelog,
      paths.clientAbout,
    ]);
  });

  it('without a company lists the login-only screens (they ask for a company), not those that need one', () => {
    const items = pathsOf(session('CLIENT', {}, false));
    expect(items).toEqual(
      expect.arrayContaining([paths.clientInvoices, paths.clientBatches, paths.clientCustomFields]),
    );
    expect(items).not.toContain(paths.clientEvents);
    expect(items).not.toContain(paths.clientDashboard);
  });

  it("lists the super admins' screens to super admins only", () => {
    const admin = session('ADMIN', { companies: ['read'], events: ['rm'] }, false);
    expect(pathsOf(admin)).toContain(paths.adminCompanies);
    expect(pathsOf(admin)).not.toContain(paths.adminCompaniesData);
    expect(pathsOf(admin, true)).toContain(paths.adminCompaniesData);
  });

  it('marks an item active on its screen and on its records', () => {
    const events = { path: paths.clientEvents, label: 'Eventos' };
    expect(isNavItemActive(events, '/client/events')).toBe(true);
    expect(isNavItemActive(events, '/client/Events/abc')).toBe(true);
    expect(isNavItemActive(events, '/client/eventsX')).toBe(false);
  });
});

/** What each default profile (platform.md §6) finds in the menu of a new company. */
describe('the menu of each default profile', () => {
  const menuOf = (profile: ProfileCode, userTypes: string[] = []) =>
    pathsOf(session('CLIENT', grantsOf(profile, userTypes)));

  it('gives the anesthetist and the resident their own events (listOwn), as GET /api/events does', () => {
    expect(menuOf('b', ['KAnesthetist'])).toEqual(
      expect.arrayContaining([paths.clientEvents, paths.clientNotReadyEvents, paths.clientAnesthetists]),
    );
    expect(menuOf('g', ['KResident'])).toEqual(
      expect.arrayContaining([paths.clientEvents, paths.clientNotReadyEvents]),
    );
  });

  it('hides a screen whose whole content is values from profiles that may not see them', () => {
    expect(menuOf('b', ['KAnesthetist'])).not.toContain(paths.clientPricing);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientPricing);
    expect(menuOf('e')).toContain(paths.clientPricing);
  });

  it('gives the billing settings to the billing profiles, not to the doctors or the schedule', () => {
    const settings = [
      paths.clientCustomFields,
      paths.clientFinancialItemGroups,
      paths.clientSpreadsheetConfig,
      paths.clientMandatoryFields,
    ];
    for (const profile of ['a', 'e', 'f'] as const) expect(menuOf(profile)).toEqual(expect.arrayContaining(settings));
    for (const profile of ['b', 'c', 'd', 'g'] as const) {
      for (const path of settings) expect(menuOf(profile)).not.toContain(path);
    }
  });

  it('gives the demands to the schedule profiles (list) and to the anesthetist (listOwn: his offers) under Escalas', () => {
    for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(paths.clientDemands);
    expect(menuOf('b', ['KAnesthetist'])).toContain(paths.clientDemands);
    for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(paths.clientDemands);
    // The resident has no grant of module demands by default (platform.md §6).
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientDemands);
    const items = navItemsByWorkspace.CLIENT.map((i) => i.path);
    expect(items.indexOf(paths.clientDemands)).toBe(items.indexOf(paths.clientOnCallSchedule) + 1);
    const item = navItemsByWorkspace.CLIENT.find((i) => i.path === paths.clientDemands);
    expect(item).toMatchObject({ label: 'Demandas', area: 'schedules' });
    expect(navItemsByWorkspace.COMPANY.map((i) => i.path)).toContain(paths.clientDemands);
  });

  it('puts Demandas first in Escalas for a company whose agenda display is DEMAND (platform.md §3)', () => {
    const items = visibleNavItems(session('CLIENT', grantsOf('c')));
    const schedules = (list: readonly { path: string; area?: string }[]) =>
      list.filter((i) => i.area === 'schedules').map((i) => i.path);
    expect(schedules(withAgendaDisplay(items, 'DEMAND'))[0]).toBe(paths.clientDemands);
    expect(schedules(withAgendaDisplay(items, 'SHIFT'))).toEqual(schedules(items));
    expect(withAgendaDisplay(items, 'DEMAND')).toHaveLength(items.length);
    // The doctor's own menu too; without the screen, nothing moves.
    const doctor = visibleNavItems(session('CLIENT', grantsOf('b', ['KAnesthetist'])));
    expect(schedules(withAgendaDisplay(doctor, 'DEMAND'))[0]).toBe(paths.clientDemands);
    const billing = visibleNavItems(session('CLIENT', grantsOf('f')));
    expect(withAgendaDisplay(billing, 'DEMAND')).toEqual(billing);
    const only = [{ path: paths.clientDemands, label: 'Demandas', area: 'schedules' as const }];
    expect(withAgendaDisplay(only, 'DEMAND')).toEqual(only);
  });

  it('gives the workplaces to the schedule profiles under Escalas, not to billing or the doctors', () => {
    for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(paths.clientWorkplaces);
    for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(paths.clientWorkplaces);
    expect(menuOf('b', ['KAnesthetist'])).not.toContain(paths.clientWorkplaces);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientWorkplaces);
    const item = navItemsByWorkspace.CLIENT.find((i) => i.path === paths.clientWorkplaces);
    expect(item).toMatchObject({ label: 'Locais de trabalho', area: 'schedules' });
  });

  it('gives the shifts (module workloads) to the schedule profiles under Escalas, not to billing or the doctors', () => {
    for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(paths.clientHours);
    for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(paths.clientHours);
    expect(menuOf('b', ['KAnesthetist'])).not.toContain(paths.clientHours);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientHours);
    const item = navItemsByWorkspace.CLIENT.find((i) => i.path === paths.clientHours);
    expect(item).toMatchObject({ label: 'Turnos', area: 'schedules' });
  });

  it('gives the on-call roster (module scheduleOnCall, list) to the schedule profiles, not to billing or the doctors', () => {
    for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(paths.clientOnCallSchedule);
    for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(paths.clientOnCallSchedule);
    // The doctors see only their own slots (listOwn): not the company's grid.
    expect(menuOf('b', ['KAnesthetist'])).not.toContain(paths.clientOnCallSchedule);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientOnCallSchedule);
    const item = navItemsByWorkspace.CLIENT.find((i) => i.path === paths.clientOnCallSchedule);
    expect(item).toMatchObject({ label: 'Escala de plantão', area: 'schedules' });
  });

  it('gives the roster lines and the schedule settings to the schedule profiles under Escalas, not to billing or the doctors', () => {
    for (const path of [paths.clientConfigOnCallSchedule, paths.clientScheduleConfig]) {
      for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(path);
      for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(path);
      // The doctors have only listOwn and readOwn of the module.
      expect(menuOf('b', ['KAnesthetist'])).not.toContain(path);
      expect(menuOf('g', ['KResident'])).not.toContain(path);
    }
    const item = (path: string) => navItemsByWorkspace.CLIENT.find((i) => i.path === path);
    expect(item(paths.clientConfigOnCallSchedule)).toMatchObject({
      label: 'Locais e turnos do plantão',
      area: 'schedules',
    });
    expect(item(paths.clientScheduleConfig)).toMatchObject({ label: 'Configuração das escalas', area: 'schedules' });
  });

  it('gives the core (module core, list) to the schedule profiles under Escalas, not to billing or the doctors', () => {
    for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(paths.clientCore);
    for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(paths.clientCore);
    expect(menuOf('b', ['KAnesthetist'])).not.toContain(paths.clientCore);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientCore);
    const item = navItemsByWorkspace.CLIENT.find((i) => i.path === paths.clientCore);
    expect(item).toMatchObject({ label: 'Core da escala', area: 'schedules' });
  });

  it("gives the day's roster (scheduleOnCall list) to the schedule profiles under Escalas, not to billing or the doctors", () => {
    for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(paths.clientDailySchedule);
    for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(paths.clientDailySchedule);
    expect(menuOf('b', ['KAnesthetist'])).not.toContain(paths.clientDailySchedule);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientDailySchedule);
    const item = navItemsByWorkspace.CLIENT.find((i) => i.path === paths.clientDailySchedule);
    expect(item).toMatchObject({ label: 'Escala do dia', area: 'schedules' });
    expect(navItemsByWorkspace.COMPANY.map((i) => i.path)).toContain(paths.clientDailySchedule);
  });

  it('gives the schedule limits (module schedule, list) to the schedule profiles under Escalas, not to billing or the doctors', () => {
    for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(paths.clientSchedulesLimits);
    for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(paths.clientSchedulesLimits);
    expect(menuOf('b', ['KAnesthetist'])).not.toContain(paths.clientSchedulesLimits);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientSchedulesLimits);
    const item = navItemsByWorkspace.CLIENT.find((i) => i.path === paths.clientSchedulesLimits);
    expect(item).toMatchObject({ label: 'Limites da escala', area: 'schedules' });
    expect(navItemsByWorkspace.COMPANY.map((i) => i.path)).toContain(paths.clientSchedulesLimits);
  });

  it('gives the schedule tags (module schedule, list) to the schedule profiles under Escalas, next to the limits', () => {
    for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(paths.clientScheduleCharge);
    for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(paths.clientScheduleCharge);
    expect(menuOf('b', ['KAnesthetist'])).not.toContain(paths.clientScheduleCharge);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientScheduleCharge);
    for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(paths.clientWorkloads);
    for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(paths.clientWorkloads);
    // The doctor has workloads readOwn only: no list (decision 047).
    expect(menuOf('b', ['KAnesthetist'])).not.toContain(paths.clientWorkloads);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientWorkloads);
    for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(paths.clientTagsSchedule);
    for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(paths.clientTagsSchedule);
    expect(menuOf('b', ['KAnesthetist'])).not.toContain(paths.clientTagsSchedule);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientTagsSchedule);
    const items = navItemsByWorkspace.CLIENT.map((i) => i.path);
    expect(items.indexOf(paths.clientTagsSchedule)).toBe(items.indexOf(paths.clientSchedulesLimits) + 1);
    const item = navItemsByWorkspace.CLIENT.find((i) => i.path === paths.clientTagsSchedule);
    expect(item).toMatchObject({ label: 'Etiquetas da escala', area: 'schedules' });
    expect(navItemsByWorkspace.COMPANY.map((i) => i.path)).toContain(paths.clientTagsSchedule);
  });

  it('gives the schedule reports (module schedule, list) to the schedule profiles under Escalas, not to billing or the doctors', () => {
    for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(paths.clientReportsSchedule);
    for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(paths.clientReportsSchedule);
    expect(menuOf('b', ['KAnesthetist'])).not.toContain(paths.clientReportsSchedule);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientReportsSchedule);
    const item = navItemsByWorkspace.CLIENT.find((i) => i.path === paths.clientReportsSchedule);
    expect(item).toMatchObject({ label: 'Relatórios da escala', area: 'schedules' });
    expect(navItemsByWorkspace.COMPANY.map((i) => i.path)).toContain(paths.clientReportsSchedule);
  });

  it('gives the work exceptions and the vacations (module scheduleOff, list) to the schedule profiles under Escalas', () => {
    for (const path of [paths.clientExceptionServices, paths.clientVacationConfig]) {
      for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(path);
      for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(path);
      // The doctors have only listOwn, readOwn and writeOwn of the module; residents nothing of it.
      expect(menuOf('b', ['KAnesthetist'])).not.toContain(path);
      expect(menuOf('g', ['KResident'])).not.toContain(path);
      expect(navItemsByWorkspace.COMPANY.map((i) => i.path)).toContain(path);
    }
    const item = (path: string) => navItemsByWorkspace.CLIENT.find((i) => i.path === path);
    expect(item(paths.clientExceptionServices)).toMatchObject({ label: 'Exceções de trabalho', area: 'schedules' });
    expect(item(paths.clientVacationConfig)).toMatchObject({ label: 'Férias', area: 'schedules' });
  });

  it("gives the doctors their own roster (scheduleOnCall listOwn) under Escalas, in the doctors' workspace only", () => {
    expect(menuOf('b', ['KAnesthetist'])).toContain(paths.clientMySchedule);
    expect(menuOf('g', ['KResident'])).toContain(paths.clientMySchedule);
    // The schedule profiles may be on the roster too; billing is not.
    for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(paths.clientMySchedule);
    for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(paths.clientMySchedule);
    const item = navItemsByWorkspace.CLIENT.find((i) => i.path === paths.clientMySchedule);
    expect(item).toMatchObject({ label: 'Minha escala', area: 'schedules' });
    expect(navItemsByWorkspace.COMPANY.map((i) => i.path)).not.toContain(paths.clientMySchedule);
    expect(pathsOf(session('COMPANY', grantsOf('b', ['KAnesthetist'])))).not.toContain(paths.clientMySchedule);
  });

  it('gives the swaps (scheduleOnCall listOwn) to the doctors and the schedule profiles under Escalas, not to billing', () => {
    expect(menuOf('b', ['KAnesthetist'])).toContain(paths.clientScheduleSwaps);
    expect(menuOf('g', ['KResident'])).toContain(paths.clientScheduleSwaps);
    for (const profile of ['a', 'c', 'd'] as const) expect(menuOf(profile)).toContain(paths.clientScheduleSwaps);
    for (const profile of ['e', 'f'] as const) expect(menuOf(profile)).not.toContain(paths.clientScheduleSwaps);
    const item = navItemsByWorkspace.CLIENT.find((i) => i.path === paths.clientScheduleSwaps);
    expect(item).toMatchObject({ label: 'Trocas de plantão', area: 'schedules' });
    expect(navItemsByWorkspace.COMPANY.map((i) => i.path)).toContain(paths.clientScheduleSwaps);
  });

  it('gives the import templates to whoever may enter events (write or writeOwn), beside the spreadsheet settings', () => {
    for (const profile of ['a', 'e', 'f'] as const)
      expect(menuOf(profile)).toContain(paths.clientTemplatesImportEvents);
    expect(menuOf('b', ['KAnesthetist'])).toContain(paths.clientTemplatesImportEvents);
    for (const profile of ['c', 'd'] as const) expect(menuOf(profile)).not.toContain(paths.clientTemplatesImportEvents);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientTemplatesImportEvents);
    const item = navItemsByWorkspace.CLIENT.find((i) => i.path === paths.clientTemplatesImportEvents);
    expect(item).toMatchObject({ label: 'Modelos de importação', area: 'settings' });
  });

  it('gives the events import to whoever may write events (not writeOwn), beside the import templates', () => {
    for (const profile of ['a', 'e', 'f'] as const) expect(menuOf(profile)).toContain(paths.clientImportCustom);
    expect(menuOf('b', ['KAnesthetist'])).not.toContain(paths.clientImportCustom);
    for (const profile of ['c', 'd'] as const) expect(menuOf(profile)).not.toContain(paths.clientImportCustom);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientImportCustom);
    const items = navItemsByWorkspace.CLIENT.map((i) => i.path);
    expect(items.indexOf(paths.clientImportCustom)).toBe(items.indexOf(paths.clientTemplatesImportEvents) + 1);
    const item = navItemsByWorkspace.CLIENT.find((i) => i.path === paths.clientImportCustom);
    expect(item).toMatchObject({ label: 'Importar eventos', area: 'settings' });
  });

  it('gives the guides read by OCR to whoever has module ocr (list or listOwn), in the billing area', () => {
    for (const profile of ['a', 'e', 'f'] as const) expect(menuOf(profile)).toContain(paths.clientGuidesOcr);
    // The anesthetist sends and reviews his own guides (ocr listOwn, readOwn, write).
    expect(menuOf('b', ['KAnesthetist'])).toContain(paths.clientGuidesOcr);
    for (const profile of ['c', 'd'] as const) expect(menuOf(profile)).not.toContain(paths.clientGuidesOcr);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientGuidesOcr);
    const item = navItemsByWorkspace.CLIENT.find((i) => i.path === paths.clientGuidesOcr);
    expect(item).toMatchObject({ label: 'Guias por OCR', area: 'billing' });
    // The review of one guide opens from the list, not from the menu.
    expect(navItemsByWorkspace.CLIENT.map((i) => i.path)).not.toContain(paths.clientGuideOcrAmazon);
  });

  it('gives the contracts and the periods of payment (module contracts) to a, c and e under Financeiro, never to b, d, f, g', () => {
    for (const path of [paths.clientContracts, paths.clientPeriodOfPayment]) {
      for (const profile of ['a', 'c', 'e'] as const) expect(menuOf(profile)).toContain(path);
      for (const profile of ['d', 'f'] as const) expect(menuOf(profile)).not.toContain(path);
      expect(menuOf('b', ['KAnesthetist'])).not.toContain(path);
      // platform.md §6: residents are denied contracts.
      expect(menuOf('g', ['KResident'])).not.toContain(path);
      expect(navItemsByWorkspace.COMPANY.map((i) => i.path)).toContain(path);
    }
    const item = (path: string) => navItemsByWorkspace.CLIENT.find((i) => i.path === path);
    expect(item(paths.clientContracts)).toMatchObject({ label: 'Contratos', area: 'financial' });
    expect(item(paths.clientPeriodOfPayment)).toMatchObject({ label: 'Períodos de pagamento', area: 'financial' });
    const items = navItemsByWorkspace.CLIENT.map((i) => i.path);
    expect(items.indexOf(paths.clientPeriodOfPayment)).toBe(items.indexOf(paths.clientContracts) + 1);
  });

  it('gives the billing contract (module contracts) to a, c and e under Financeiro, after the contracts, never to b, d, f, g', () => {
    const path = paths.clientBillingContract;
    for (const profile of ['a', 'c', 'e'] as const) expect(menuOf(profile)).toContain(path);
    for (const profile of ['d', 'f'] as const) expect(menuOf(profile)).not.toContain(path);
    expect(menuOf('b', ['KAnesthetist'])).not.toContain(path);
    // platform.md §6: residents are denied contracts.
    expect(menuOf('g', ['KResident'])).not.toContain(path);
    expect(navItemsByWorkspace.COMPANY.map((i) => i.path)).toContain(path);
    const items = navItemsByWorkspace.CLIENT.map((i) => i.path);
    expect(navItemsByWorkspace.CLIENT.find((i) => i.path === path)).toMatchObject({
      label: 'Contrato de faturamento',
      area: 'financial',
    });
    expect(items.indexOf(path)).toBe(items.indexOf(paths.clientPeriodOfPayment) + 1);
  });

  it('keeps production from the resident', () => {
    const menu = menuOf('g', ['KResident']);
    for (const path of [paths.clientInvoices, paths.clientBatches, paths.clientReportTransactions]) {
      expect(menu).not.toContain(path);
    }
  });
});

/** The menu grouped by area (Faturamento, Financeiro, Cadastros, …): only areas with a screen to open. */
describe('the menu by area', () => {
  const menuOf = (s: NavigationSession, isSuperAdmin = false) => navMenu(visibleNavItems(s, isSuperAdmin));
  const areasOf = (s: NavigationSession, isSuperAdmin = false) => menuOf(s, isSuperAdmin).groups.map((g) => g.area);

  it('gives every item of the company workspaces and of the admin an area, but the dashboard and the account', () => {
    for (const items of Object.values(navItemsByWorkspace)) {
      const ungrouped = items.filter((item) => item.area === undefined).map((item) => item.path);
      // Plus Novidades and Sobre (decision 055), and the FAQ (decision 056) and Suporte (decision 065)
      // in the company workspaces, and Conversas beside the dashboard there (decision 066).
      expect(
        ungrouped.filter(
          (path) => !([paths.clientFaq, paths.clientSupport, paths.clientChat] as string[]).includes(path),
        ),
      ).toHaveLength(5);
    }
  });

  it('shows the billing user the billing areas, the anesthetist only those with his screens', () => {
    expect(areasOf(session('CLIENT', grantsOf('f')))).toEqual([
      'billing',
      'financial',
      'registries',
      'reports',
      'settings',
    ]);
    // The anesthetist's own repasse statements (billing readOwn) are in the financial area, and
    // the reports of their own production (decision 035) in the reports area; the import
    // templates (he enters his own events, writeOwn; decision 040) in the settings area; his own
    // roster (decision 043) in the schedules area.
    expect(areasOf(session('CLIENT', grantsOf('b', ['KAnesthetist'])))).toEqual([
      'billing',
      'financial',
      'registries',
      'schedules',
      'reports',
      'settings',
    ]);
  });

  it('keeps the dashboard on top and the account screens at the bottom, outside the groups', () => {
    const menu = menuOf(session('CLIENT', grantsOf('f')));
    // The chat beside the dashboard (decision 066).
    expect(menu.top.map((i) => i.path)).toEqual([paths.clientDashboard, paths.clientChat]);
    expect(menu.bottom.map((i) => i.path)).toEqual([
      paths.clientSelectCompany,
      paths.clientChangePassword,
      paths.clientFaq,
      paths.clientSupport,
      paths.clientChangelog,
      paths.clientAbout,
    ]);
    expect(menu.groups.find((g) => g.area === 'billing')?.label).toBe('Faturamento');
  });

  it('gives the super admin the administration area with its own screens', () => {
    const admin = session('ADMIN', {}, false);
    const administration = menuOf(admin, true).groups.find((g) => g.area === 'administration');
    expect(administration?.items.map((i) => i.path)).toContain(paths.adminCompaniesData);
    // Decision 038: the map is every administrator's, the BI of all companies the super admin's.
    expect(areasOf(admin)).toEqual(['billing', 'registries', 'reports', 'administration']);
    expect(areasOf(admin, true)).toEqual(['billing', 'financial', 'registries', 'reports', 'administration']);
    const reportsOf = (isSuperAdmin: boolean) =>
      menuOf(admin, isSuperAdmin)
        .groups.find((g) => g.area === 'reports')
        ?.items.map((i) => i.path);
    // Decision 039: every administrator's standard reports of any company.
    // Decision 057: the responses of every company's forms.
    expect(reportsOf(false)).toEqual([
      paths.adminReports,
      paths.adminMap,
      paths.adminDashboardOcr,
      paths.adminFormsResponses,
    ]);
    expect(reportsOf(true)).toEqual([
      paths.adminReports,
      paths.adminBi,
      paths.adminMap,
      paths.adminDashboardOcr,
      paths.adminFormsResponses,
    ]);
    // The OCR screens (platform.md §2): support's guides with the billing review, the credits
    // with the companies, for every administrator.
    const pathsOf = (area: string) =>
      menuOf(admin)
        .groups.find((g) => g.area === area)
        ?.items.map((i) => i.path);
    expect(pathsOf('billing')).toContain(paths.adminGuideOcrAmazon);
    expect(pathsOf('administration')).toContain(paths.adminOcrAmazonCredit);
    // Decision 060: the questionnaires, beside the forms of every company.
    expect(pathsOf('administration')).toContain(paths.adminQuiz);
    // Support's review of one guide opens from the queue, not from the menu, in the queue's area.
    expect(navItemsByWorkspace.ADMIN.filter((i) => i.path.startsWith(`${paths.adminGuideOcrAmazon}/`))).toEqual([]);
    expect(activeNavArea(visibleNavItems(admin), `${paths.adminGuideOcrAmazon}/abc`)).toBe('billing');
  });

  it('finds the area of the screen on display and of its records', () => {
    const items = visibleNavItems(session('CLIENT', grantsOf('f')));
    expect(activeNavArea(items, '/client/patients/abc')).toBe('registries');
    expect(activeNavArea(items, paths.clientDashboard)).toBeNull();
  });

  it('reads the remembered groups defensively; a group never touched is open', () => {
    expect(parseNavGroupsOpen('{"billing":false,"settings":true}')).toEqual({ billing: false, settings: true });
    for (const raw of [null, '', 'x', '[]', '{"billing":"no","nope":true}', 'null']) {
      expect(parseNavGroupsOpen(raw)).toEqual({});
    }
    expect(isNavGroupOpen({}, 'reports')).toBe(true);
    expect(isNavGroupOpen({ reports: false }, 'reports')).toBe(false);
  });
});
