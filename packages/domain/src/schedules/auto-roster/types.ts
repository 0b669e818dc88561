/**
 * The automatic roster's input and proposal (decision 046; DOMAIN.md "Schedules": rostering is
 * an optimization problem — hard: skills, no overlap, rest, unavailability, limits; soft:
 * preferences, fairness). This file imports no solver: the web may read the proposal's shape
 * and the goals' names from here without loading `highs`.
 */
import type { RosterContext, RosterDay, ScheduleSlot, ViolationCode } from '../types';

/** The soft goals, in the order of their weights (coverage dominates the others). */
export const ROSTER_GOALS = [
  'coverage',
  'nights',
  'weekends',
  'holidays',
  'preferences',
  'continuity',
  'targets',
] as const;
export type RosterGoal = (typeof ROSTER_GOALS)[number];

/** A doctor's slots in the months before (counts), for fairness over time. */
export interface RosterHistory {
  nights?: number;
  weekends?: number;
  holidays?: number;
}

/**
 * Days a doctor asks for or asks to be spared: calendar days 'YYYY-MM-DD' and/or ISO weekdays
 * (1 Monday … 7 Sunday). A slot is on the day it starts on (`RosterContext.dayOf`).
 */
export interface DayPreferences {
  preferredDays?: readonly RosterDay[];
  preferredWeekdays?: readonly number[];
  undesiredDays?: readonly RosterDay[];
  undesiredWeekdays?: readonly number[];
}

/**
 * The weight of each goal in the objective (to minimise). `coverage` is paid per open slot left
 * open; the model raises it, if need be, above what one slot can cost the other goals together,
 * so filling a slot always comes first.
 */
export interface RosterWeights {
  /** Per open slot left open. */
  coverage: number;
  /**
   * Fairness of nights: a night slot given costs this × (its doctor's nights − the fewest any
   * candidate has), history and the month so far counted.
   */
  nights: number;
  /** The same for slots starting on a Saturday or Sunday. */
  weekends: number;
  /** The same for slots starting on a holiday. */
  holidays: number;
  /** Reward per slot given on a day its doctor prefers. */
  preferred: number;
  /** Penalty per slot given on a day its doctor asked to be spared. */
  undesired: number;
  /** Per distinct doctor in a workplace's ISO week. */
  continuity: number;
  /** Per hour between a doctor's presential hours and their target. */
  target: number;
}

export const DEFAULT_ROSTER_WEIGHTS: Readonly<RosterWeights> = {
  coverage: 1000,
  nights: 10,
  weekends: 10,
  holidays: 10,
  preferred: 2,
  undesired: 4,
  continuity: 1,
  target: 1,
};

/** The default time the solver may take, in ms (the proposal is asked for interactively). */
export const DEFAULT_ROSTER_TIME_LIMIT_MS = 15_000;

export interface AutoRosterInput {
  /**
   * The slots of the month (and, as the server reads them, the days around it): the assigned
   * ones are fixed and kept; the open ones (`doctorId` null) are to fill.
   */
  slots: readonly ScheduleSlot[];
  /** Only these open slots are filled, when given; the other open slots stay open. */
  fill?: ReadonlySet<string>;
  /**
   * The doctors the solver may place (the company's active anesthetists). Residents among them
   * are never placed (decision 046): `residentAlone` makes their slots depend on others'.
   */
  candidates: readonly string[];
  context: RosterContext;
  /** 'YYYY-MM': the month the goals count (fairness, targets, continuity); all slots when left out. */
  month?: string;
  /** By doctor id. */
  history?: ReadonlyMap<string, RosterHistory>;
  /** The holidays, 'YYYY-MM-DD' (the caller's calendar). */
  holidays?: ReadonlySet<RosterDay>;
  /** By doctor id. */
  preferences?: ReadonlyMap<string, DayPreferences>;
  /** By doctor id: minutes of presential work owed this month (a soft goal, never a bound). */
  targets?: ReadonlyMap<string, number>;
  weights?: Partial<RosterWeights>;
  /** The solver's time limit in ms (default `DEFAULT_ROSTER_TIME_LIMIT_MS`). */
  timeLimitMs?: number;
}

export interface RosterAssignment {
  slotId: string;
  doctorId: string;
}

/**
 * Why an open slot was left open, per rule: how many candidates the rule excluded given the
 * fixed slots (a candidate excluded by two rules counts under both); `capacity`, how many
 * could take it alone but were used up by the proposal's other assignments (limits, rest,
 * another slot at the same time); `noCandidates` when no candidate was given.
 */
export type UnfilledReason = ViolationCode | 'capacity' | 'noCandidates';

export interface UnfilledSlot {
  slotId: string;
  reasons: Partial<Record<UnfilledReason, number>>;
}

/**
 * How the proposal was reached: `optimal` (the solver proved it best), `feasible` (stopped by
 * its limits with a solution), `greedy` (the solver gave none: the greedy fill's proposal),
 * `nothingToFill` (no open slot any candidate may take).
 */
export type RosterSolveStatus = 'optimal' | 'feasible' | 'greedy' | 'nothingToFill';

/** One figure per goal, over the month's slots (fixed and proposed) and the candidates. */
export interface RosterScores {
  /** Open slots to fill, and how many the proposal fills. */
  coverage: { filled: number; total: number };
  /** Max − min of (history + month) nights over the candidates. */
  nightSpread: number;
  weekendSpread: number;
  holidaySpread: number;
  /** Proposed slots on a day their doctor prefers / asked to be spared. */
  preferredTaken: number;
  undesiredGiven: number;
  /** Σ over the month's (workplace, ISO week) of the distinct doctors there. */
  workplaceWeekDoctors: number;
  /** Σ over the doctors with a target of |presential minutes − target|. */
  targetDeviationMinutes: number;
  status: RosterSolveStatus;
  elapsedMs: number;
  /** Assignments the last check (validateRoster) had to drop: 0 unless the model is wrong. */
  dropped: number;
}

export interface RosterProposal {
  assignments: RosterAssignment[];
  unfilled: UnfilledSlot[];
  scores: RosterScores;
  /** Candidates never placed because they are residents. */
  residentsSkipped: string[];
}
