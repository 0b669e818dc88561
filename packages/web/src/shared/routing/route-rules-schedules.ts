import { withOwnerFallback, type RouteRule } from '@honora/domain';
import { paths, type AppPath } from './paths';

/** Screens of module schedule, list, that platform.md §2 opens with login only: the screen asks for a company. */
const SCHEDULES: RouteRule = { workspaces: ['CLIENT', 'COMPANY'], permission: { module: 'schedule', action: 'list' } };

/**
 * The schedules' screens in the route rules table (platform.md §2 and §6; decisions 042–044):
 * workplaces, shifts, the on-call roster and its lines, settings, core, day, swaps, limits, tags,
 * reports, exceptions and vacations — each with the module + action its API asks for.
 */
export const scheduleRouteRules = {
  /** Workplaces (decision 042): module schedule, as GET /api/workplaces. Login only in platform.md §2. */
  [paths.clientWorkplaces]: SCHEDULES,
  /** Shifts (decision 042): module workloads, as GET /api/schedule-shifts; platform.md §2: needs a selected company. */
  [paths.clientHours]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'workloads', action: 'list' },
  },
  /**
   * The on-call roster's month grid (decision 043): module scheduleOnCall, as GET
   * /api/on-call/months/:month. Login only in platform.md §2: the screen asks for a company.
   */
  [paths.clientOnCallSchedule]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'scheduleOnCall', action: 'list' },
  },
  /**
   * Demands (platform.md §2 Demands; decision 049): module demands — the coordinators list them
   * (GET /api/demands), a doctor with listOwn sees those offered to him (GET /api/demands/open).
   * Login only in platform.md §2: the screen asks for a company.
   */
  [paths.clientDemands]: { workspaces: ['CLIENT', 'COMPANY'], permission: withOwnerFallback('demands', 'list') },
  /**
   * The roster's lines (decision 043): module scheduleOnCall, as GET /api/on-call/lines. Login
   * only in platform.md §2 (ConfigOnCallSchedule): the screen asks for a company.
   */
  [paths.clientConfigOnCallSchedule]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'scheduleOnCall', action: 'list' },
  },
  /** The company's schedule settings: platform.md §2 scheduleConfig needs a selected company; read, as GET /api/on-call/settings. */
  [paths.clientScheduleConfig]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'scheduleOnCall', action: 'read' },
  },
  /**
   * The roster's core (platform.md §2 core; §4 a closed core month is blocked; decision 043):
   * module core, as GET /api/on-call/core/:year. Login only in platform.md §2: the screen asks
   * for a company.
   */
  [paths.clientCore]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'core', action: 'list' },
  },
  /**
   * The day's roster for the front desk (platform.md §2 daily schedules; decision 043): module
   * scheduleOnCall, as GET /api/on-call/days/:day. Login only, like the month grid: the screen asks
   * for a company.
   */
  [paths.clientDailySchedule]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'scheduleOnCall', action: 'list' },
  },
  /**
   * The doctor's own roster (decision 043; not in platform.md §2): module scheduleOnCall, only
   * one's own slots (listOwn), as GET /api/on-call/mine and one's own preferred and undesired days,
   * GET/PUT /api/on-call/my-preferences (decision 051); the doctors' workspace, in a company.
   */
  [paths.clientMySchedule]: {
    workspaces: ['CLIENT'],
    needsCompany: true,
    permission: { module: 'scheduleOnCall', action: 'listOwn' },
  },
  [paths.clientScheduleSwaps]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'scheduleOnCall', action: 'listOwn' }, // swaps (platform.md §3; decision 043): GET /api/on-call/swaps
  },
  /** The schedule limits: platform.md §2 SchedulesLimits needs a selected company; module schedule list, as GET /api/schedule-limits. */
  [paths.clientSchedulesLimits]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'schedule', action: 'list' },
  },
  /**
   * The schedule tags (decision 044): module schedule list, as GET /api/schedule-tags. Login only
   * in platform.md §2 (TagsSchedule): the screen asks for a company.
   */
  [paths.clientTagsSchedule]: SCHEDULES,
  /** Workloads (platform.md §2 workloads; decision 047): module workloads list, as GET /api/workloads; login only, the screen asks for a company. */
  [paths.clientWorkloads]: { workspaces: ['CLIENT', 'COMPANY'], permission: { module: 'workloads', action: 'list' } },
  /** Schedule charges (platform.md §2 ScheduleCharge; decision 048): module scheduleCharge list, as GET /api/schedule-charges; login only. */
  [paths.clientScheduleCharge]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'scheduleCharge', action: 'list' },
  },
  [paths.clientReportsSchedule]: SCHEDULES, // ReportsSchedule (decision 043): GET /api/schedule-reports
  /**
   * Work exceptions (platform.md §2 exceptionServices): module scheduleOff, as GET
   * /api/schedule-exceptions. Login only in platform.md §2: the screen asks for a company.
   */
  [paths.clientExceptionServices]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'scheduleOff', action: 'list' },
  },
  /**
   * Vacations (platform.md §2 VacationConfig): module scheduleOff, as GET /api/schedule-vacations.
   * Login only in platform.md §2: the screen asks for a company.
   */
  [paths.clientVacationConfig]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'scheduleOff', action: 'list' },
  },
} satisfies Partial<Record<AppPath, RouteRule>>;
