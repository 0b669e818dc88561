import { BILLING_TYPES, generateInstallments, type InstallmentTerms } from '@honora/domain';
import { percentile, report, timed } from './lib';

const CONTRACTS = 1_000;

/** The day `offset` days after 1 January 2025, 'YYYY-MM-DD'. */
const dayOf2025 = (offset: number) => new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10);

/**
 * 1,000 contracts of one year each, starting on every day of 2025 in turn (so most have a cut
 * first and last period), of the three billing types, half fixed-value and half by the hour.
 */
function contracts(): InstallmentTerms[] {
  return Array.from({ length: CONTRACTS }, (_, i) => {
    const start = i % 365;
    const common = {
      startsOn: dayOf2025(start),
      endsOn: dayOf2025(start + 364),
      billingType: BILLING_TYPES[i % 3]!,
      billingDay: 1 + (i % 28),
    };
    return i % 2 === 0
      ? { ...common, fixedValue: true, value: BigInt(1_000_000 + i * 997), hoursPerPeriod: null, ratePerHour: null }
      : { ...common, fixedValue: false, value: null, hoursPerPeriod: `${20 + (i % 40)}.5`, ratePerHour: 12_345n };
  });
}

/** The bare computation: each contract's value in twelve float parts, due dates through Date. */
function floatLoop(terms: InstallmentTerms[]): number {
  let sink = 0;
  for (const t of terms) {
    const [year, month] = t.startsOn.split('-').map(Number) as [number, number];
    const value = t.fixedValue ? Number(t.value) : Number(t.hoursPerPeriod) * Number(t.ratePerHour) * 12;
    for (let k = 0; k < 12; k++) {
      const due = new Date(Date.UTC(year, month + k, t.billingDay)).toISOString().slice(0, 10);
      sink += Math.round(value / 12) + due.length;
    }
  }
  return sink;
}

/**
 * contracts.installments_1k.ms (decision 045): the installments of a year generated for 1,000
 * contracts (periods, due dates, exact cents), in process, no database; the median of 50 runs.
 * Budget: under 2 s. Baseline: the bare float loop above, twelve parts a contract.
 */
export async function benchContracts(): Promise<void> {
  const terms = contracts();
  let count = 0;
  for (const t of terms) {
    const installments = generateInstallments(t);
    const total = installments.reduce((sum, i) => sum + i.value, 0n);
    if (t.fixedValue && total !== t.value) throw new Error(`installments sum ${total}, not ${t.value}`);
    count += installments.length;
  }
  console.error(`# contracts: ${CONTRACTS} contratos de um ano, ${count} parcelas`);
  const generate = async () => {
    for (const t of terms) generateInstallments(t);
  };
  const baseline = await timed(async () => floatLoop(terms), 5, 50);
  const ours = await timed(generate, 5, 50);
  report('contracts.installments_1k.ms', percentile(ours, 50), 'ms', percentile(baseline, 50));
}
