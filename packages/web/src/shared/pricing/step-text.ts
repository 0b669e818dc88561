import { messages, fmt } from '@honora/contract';
import type { PricingStep } from '@honora/domain';
import { formatDecimalText, formatFactorChange, formatMoneyText, formatShareText } from './decimal-format';

const t = messages.screens.pricing;
const accommodationLabel = (a: keyof typeof messages.screens.registry.accommodations) =>
  messages.screens.registry.accommodations[a].toLowerCase();

const money = formatMoneyText;
const factor = formatDecimalText;

/**
 * One pt-BR line of the memória de cálculo (DOMAIN.md "each priced line keeps its steps").
 * `previous` is the running value before the step (the rounding line shows it); a new step
 * kind fails to compile here until it has a text.
 */
export function stepText(step: PricingStep, previous: string | null): string {
  const s = t.steps;
  switch (step.kind) {
    case 'porte':
      return fmt(s.porte, { porte: step.porte, value: money(step.value) });
    case 'anestheticPorte':
      return fmt(s.anestheticPorte, { size: step.anestheticPorte, porte: step.porte, value: money(step.value) });
    case 'anestheticPorteStandIn':
      return fmt(s.anestheticPorteStandIn, { size: step.anestheticPorte, porte: step.porte, value: money(step.value) });
    case 'portesMap':
      return fmt(s.portesMap, { porte: step.porte, value: money(step.value) });
    case 'fraction':
      return fmt(s.fraction, { factor: factor(step.factor), value: money(step.value) });
    case 'band':
      return fmt(s.band, {
        percent: formatFactorChange(step.factor),
        factor: factor(step.factor),
        value: money(step.value),
      });
    case 'custom':
      return fmt(s.custom, { value: money(step.value) });
    case 'override':
      return fmt(s.override, { value: money(step.value) });
    case 'indicator':
      return fmt(s.indicator, {
        indicator: step.indicator,
        points: factor(step.points),
        utm: factor(step.utm),
        value: money(step.value),
      });
    case 'package':
      return step.billedOn
        ? fmt(s.packageBilledOn, { name: step.packageName, code: step.billedOn, value: money(step.value) })
        : fmt(s.package, { name: step.packageName, value: money(step.value) });
    case 'hours':
      if (step.missingTimes) return fmt(s.hoursMissingTimes, { value: money(step.value) });
      if (step.billedOn) return fmt(s.hoursBilledOn, { code: step.billedOn, value: money(step.value) });
      return fmt(s.hours, {
        hours: step.hours,
        minutes: step.minutes,
        hourValue: money(step.hourValue),
        value: money(step.value),
      });
    case 'proportion':
      return proportionText(step);
    case 'accommodation':
      return fmt(s.accommodation, {
        accommodation: accommodationLabel(step.accommodation),
        factor: factor(step.factor),
        value: money(step.value),
      });
    case 'emergency':
      return fmt(s.emergency, { factor: factor(step.factor), value: money(step.value) });
    case 'technique':
      return fmt(s.technique, {
        technique: t.techniques[step.technique].toLowerCase(),
        factor: factor(step.factor),
        value: money(step.value),
      });
    case 'uco':
      return fmt(s.uco, {
        quantity: factor(step.quantity),
        unitValue: money(step.unitValue),
        amount: money(step.amount),
        value: money(step.value),
      });
    case 'accommodationValue':
      return fmt(s.accommodationValue, {
        accommodation: accommodationLabel(step.accommodation),
        amount: money(step.amount),
        value: money(step.value),
      });
    case 'rounding':
      return fmt(s.rounding, {
        before: previous === null ? money(step.value) : money(previous),
        value: money(step.value),
      });
    case 'notValued':
      return fmt(s.notValued, { value: money(step.value) });
    case 'userCustom':
      return fmt(s.userCustom, { value: money(step.value) });
    default:
      return assertNever(step);
  }
}

/**
 * The proportion line (billing.md §9): manual, or automatic saying which procedure led — the
 * one at 100 % is the leader, the others are at 50 % because of it.
 */
function proportionText(step: Extract<PricingStep, { kind: 'proportion' }>): string {
  const s = t.steps;
  const args = { percent: formatShareText(step.factor), factor: factor(step.factor), value: money(step.value) };
  if (!step.automatic) return fmt(s.proportion, args);
  const leader = step.leader;
  // A 100 % without a leader is the event's only ranked procedure (steps saved before leaders existed keep the plain line).
  if (!leader) return step.factor === '1' ? fmt(s.proportionAutomaticSingle, args) : fmt(s.proportionAutomatic, args);
  const { percent, factor: by, value } = args;
  if (step.factor === '1')
    return fmt(s.proportionLeader, { percent, leaderValue: money(leader.value), factor: by, value });
  return fmt(s.proportionFollower, { percent, code: leader.code, leaderValue: money(leader.value), factor: by, value });
}

function assertNever(step: never): never {
  throw new Error(`memória de cálculo: passo sem texto ${JSON.stringify(step)}`);
}

/** Every step of a priced procedure as its pt-BR line, in order. */
export function stepLines(steps: readonly PricingStep[]): string[] {
  return steps.map((step, i) => stepText(step, i > 0 ? steps[i - 1]!.value : null));
}
