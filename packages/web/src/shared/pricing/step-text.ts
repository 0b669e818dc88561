import { messages } from '@honora/contract';
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
      return s.porte(step.porte, money(step.value));
    case 'anestheticPorte':
      return s.anestheticPorte(step.anestheticPorte, step.porte, money(step.value));
    case 'anestheticPorteStandIn':
      return s.anestheticPorteStandIn(step.anestheticPorte, step.porte, money(step.value));
    case 'portesMap':
      return s.portesMap(step.porte, money(step.value));
    case 'fraction':
      return s.fraction(factor(step.factor), money(step.value));
    case 'band':
      return s.band(formatFactorChange(step.factor), factor(step.factor), money(step.value));
    case 'custom':
      return s.custom(money(step.value));
    case 'override':
      return s.override(money(step.value));
    case 'indicator':
      return s.indicator(step.indicator, factor(step.points), factor(step.utm), money(step.value));
    case 'package':
      return step.billedOn
        ? s.packageBilledOn(step.packageName, step.billedOn, money(step.value))
        : s.package(step.packageName, money(step.value));
    case 'hours':
      if (step.missingTimes) return s.hoursMissingTimes(money(step.value));
      if (step.billedOn) return s.hoursBilledOn(step.billedOn, money(step.value));
      return s.hours(step.hours, step.minutes, money(step.hourValue), money(step.value));
    case 'proportion':
      return proportionText(step);
    case 'accommodation':
      return s.accommodation(accommodationLabel(step.accommodation), factor(step.factor), money(step.value));
    case 'emergency':
      return s.emergency(factor(step.factor), money(step.value));
    case 'technique':
      return s.technique(t.techniques[step.technique].toLowerCase(), factor(step.factor), money(step.value));
    case 'uco':
      return s.uco(factor(step.quantity), money(step.unitValue), money(step.amount), money(step.value));
    case 'accommodationValue':
      return s.accommodationValue(accommodationLabel(step.accommodation), money(step.amount), money(step.value));
    case 'rounding':
      return s.rounding(previous === null ? money(step.value) : money(previous), money(step.value));
    case 'notValued':
      return s.notValued(money(step.value));
    case 'userCustom':
      return s.userCustom(money(step.value));
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
  const args = [formatShareText(step.factor), factor(step.factor), money(step.value)] as const;
  if (!step.automatic) return s.proportion(...args);
  const leader = step.leader;
  // A 100 % without a leader is the event's only ranked procedure (steps saved before leaders existed keep the plain line).
  if (!leader) return step.factor === '1' ? s.proportionAutomaticSingle(...args) : s.proportionAutomatic(...args);
  const [percent, by, value] = args;
  if (step.factor === '1') return s.proportionLeader(percent, money(leader.value), by, value);
  return s.proportionFollower(percent, leader.code, money(leader.value), by, value);
}

function assertNever(step: never): never {
  throw new Error(`memória de cálculo: passo sem texto ${JSON.stringify(step)}`);
}

/** Every step of a priced procedure as its pt-BR line, in order. */
export function stepLines(steps: readonly PricingStep[]): string[] {
  return steps.map((step, i) => stepText(step, i > 0 ? steps[i - 1]!.value : null));
}
