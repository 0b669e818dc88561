import type { CompiledContext, CompiledRevenueConfig } from './compile-context';
import { divideRounded, roundHalfUp, toMoneyText, toText, type Decimal } from './decimal';
import { NOT_BILLED_GRAU_PART, type PricingTeamMember, type RevenueLine, type TeamRole } from './types';

/** Decimal places of a split share (1/3 → "0.333333"); the cents allocation is what is exact. */
const SPLIT_SHARE_DECIMALS = 6;

interface MemberShare {
  member: PricingTeamMember;
  config: CompiledRevenueConfig;
  percentRevenue: string;
  /** Position among the anesthetists by order (who gets the remainder cents first); -1 for others. */
  anesthetistRank: number;
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
 */
export function resolveTeam(c: CompiledContext, team: readonly PricingTeamMember[]): ResolvedTeam {
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
      };
      members.push(share);
      anesthetists.push(share);
      continue;
    }
    const config = revenueConfigFor(c, member.role, member.order);
    if (config) members.push({ member, config, percentRevenue: config.shareText, anesthetistRank: -1 });
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
 * going to the lowest order first (largest remainder with equal shares). Also answers the sum
 * of the billed lines (grauPart other than 'nao_fatura_pela_ans').
 */
export function revenueLines(valueCents: bigint, team: ResolvedTeam): { lines: RevenueLine[]; billedCents: bigint } {
  let anesthetistBase = 0n;
  let anesthetistExtra = 0;
  if (team.anesthetistShare && team.anesthetists > 0) {
    const total = shareCents(valueCents, team.anesthetistShare);
    const count = BigInt(team.anesthetists);
    anesthetistBase = total / count;
    anesthetistExtra = Number(total - anesthetistBase * count);
  }
  const lines: RevenueLine[] = [];
  let billedCents = 0n;
  for (const share of team.members) {
    const cents =
      share.anesthetistRank >= 0
        ? anesthetistBase + (share.anesthetistRank < anesthetistExtra ? 1n : 0n)
        : shareCents(valueCents, share.config.share);
    const grauPart = share.config.config.grauPart;
    if (grauPart !== NOT_BILLED_GRAU_PART) billedCents += cents;
    lines.push({
      actorId: share.member.id,
      role: share.member.role,
      order: share.member.order,
      percentRevenue: share.percentRevenue,
      grauPart,
      revenue: toMoneyText({ units: cents, scale: 2 }),
    });
  }
  return { lines, billedCents };
}
