import type { CompiledContext, CompiledRevenueConfig } from './compile-context';
import { divideRounded, roundHalfUp, toMoneyText, toText, type Decimal } from './decimal';
import {
  ANESTHESIA_TEAM_ROLES,
  NOT_BILLED_GRAU_PART,
  type PricingTeamMember,
  type RevenueBasis,
  type RevenueLine,
  type TeamRole,
} from './types';

/** Decimal places of a split share (1/3 → "0.333333"); the cents allocation is what is exact. */
const SPLIT_SHARE_DECIMALS = 6;

interface MemberShare {
  member: PricingTeamMember;
  config: CompiledRevenueConfig;
  percentRevenue: string;
  /** Position among the anesthetists by order (who gets the remainder cents first); -1 for others. */
  anesthetistRank: number;
  /** What the share applies to: the procedure's value, or its surgical porte (decision 014, fee basis). */
  basis: RevenueBasis;
}

/** The team of one event with each member's revenue config, resolved once per event. */
export interface ResolvedTeam {
  members: MemberShare[];
  anesthetists: number;
  /** The anesthetists' config share (split equally among them), null without anesthetists. */
  anesthetistShare: Decimal | null;
}

/**
 * The revenue config of a role and order (billing.md §9 revenue shares): the same order, else
 * the highest order below it; undefined when the role has none.
 */
export function revenueConfigFor(c: CompiledContext, role: TeamRole, order: number): CompiledRevenueConfig | undefined {
  let found: CompiledRevenueConfig | undefined;
  for (const config of c.revenueConfigs.get(role) ?? []) if (config.config.order <= order) found = config;
  return found;
}

/**
 * Resolves each member's share (billing.md §9: "A secondary anesthetist halves, a third splits
 * in thirds"): every anesthetist uses the order-1 anesthetist config, its share split equally;
 * any other role its own order's config (fallback: highest order below). No config, no line.
 * On the ANESTHETIC fee basis only the anesthesia team shares the procedure's value (the
 * anesthesia fee); the other roles' shares apply to the surgical porte (basis 'surgical').
 */
export function resolveTeam(c: CompiledContext, team: readonly PricingTeamMember[]): ResolvedTeam {
  const anestheticBasis = c.context.negotiation.terms.feeBasis === 'ANESTHETIC';
  const basisOf = (role: TeamRole): RevenueBasis =>
    anestheticBasis && !ANESTHESIA_TEAM_ROLES.includes(role) ? 'surgical' : 'fee';
  const anesthetistConfig = revenueConfigFor(c, 'anesthetist', 1);
  const members: MemberShare[] = [];
  const anesthetists: MemberShare[] = [];
  for (const member of team) {
    if (member.role === 'anesthetist') {
      if (!anesthetistConfig) continue;
      const share = {
        member,
        config: anesthetistConfig,
        percentRevenue: anesthetistConfig.shareText,
        anesthetistRank: 0,
        basis: 'fee' as const,
      };
      members.push(share);
      anesthetists.push(share);
      continue;
    }
    const config = revenueConfigFor(c, member.role, member.order);
    if (config) {
      members.push({
        member,
        config,
        percentRevenue: config.shareText,
        anesthetistRank: -1,
        basis: basisOf(member.role),
      });
    }
  }
  if (anesthetists.length > 1) rankAnesthetists(anesthetists, anesthetistConfig!);
  return { members, anesthetists: anesthetists.length, anesthetistShare: anesthetistConfig?.share ?? null };
}

/** Splits the anesthetists' share equally and ranks them by order, then team position (remainder cents). */
function rankAnesthetists(anesthetists: MemberShare[], config: CompiledRevenueConfig): void {
  const split = toText(divideRounded(config.share, anesthetists.length, SPLIT_SHARE_DECIMALS));
  const ranked = anesthetists
    .map((share, position) => ({ share, position }))
    .sort((a, b) => a.share.member.order - b.share.member.order || a.position - b.position);
  ranked.forEach(({ share }, rank) => {
    share.percentRevenue = split;
    share.anesthetistRank = rank;
  });
}

function shareCents(valueCents: bigint, share: Decimal): bigint {
  return roundHalfUp({ units: valueCents * share.units, scale: 2 + share.scale }, 2).units;
}

/**
 * The revenue lines of one procedure worth `valueCents`: value × share rounded to the cent;
 * the anesthetists' lines sum exactly to round(value × anesthetist share), the remainder cents
 * going to the lowest order first (largest remainder with equal shares). Lines of basis
 * 'surgical' take their share of `surgicalCents` (0 when the procedure has no surgical porte).
 * Also answers the sums of the billed lines (grauPart other than 'nao_fatura_pela_ans') of each basis.
 */
export function revenueLines(
  valueCents: bigint,
  surgicalCents: bigint,
  team: ResolvedTeam,
): { lines: RevenueLine[]; billedCents: bigint; surgicalBilledCents: bigint } {
  let anesthetistBase = 0n;
  let anesthetistExtra = 0;
  if (team.anesthetistShare && team.anesthetists > 0) {
    const total = shareCents(valueCents, team.anesthetistShare);
    const count = BigInt(team.anesthetists);
    anesthetistBase = total / count;
    anesthetistExtra = Number(total - anesthetistBase * count);
  }
  const lines: RevenueLine[] = [];
  const billed: Record<RevenueBasis, bigint> = { fee: 0n, surgical: 0n };
  for (const share of team.members) {
    const base = share.basis === 'surgical' ? surgicalCents : valueCents;
    const cents =
      share.anesthetistRank >= 0
        ? anesthetistBase + (share.anesthetistRank < anesthetistExtra ? 1n : 0n)
        : shareCents(base, share.config.share);
    const grauPart = share.config.config.grauPart;
    if (grauPart !== NOT_BILLED_GRAU_PART) billed[share.basis] += cents;
    lines.push({
      actorId: share.member.id,
      role: share.member.role,
      order: share.member.order,
      percentRevenue: share.percentRevenue,
      grauPart,
      revenue: toMoneyText({ units: cents, scale: 2 }),
      basis: share.basis,
    });
  }
  return { lines, billedCents: billed.fee, surgicalBilledCents: billed.surgical };
}
