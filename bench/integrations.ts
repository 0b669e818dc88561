import { suggestMatches, type ProductCandidate, type RegistryCandidate } from '@honora/domain';
import { percentile, report, timed } from './lib';

const SIZE = 10_000;
const STATES = ['SP', 'RJ', 'MG', 'RS', 'PR'];
const FIRST = ['João', 'Márcia', 'Luís', 'Ângela', 'Conceição', 'André', 'Érica', 'Otávio'];

/**
 * 10,000 registry professionals and 10,000 product surgeons as a group would have them: half
 * share CRM and state (typed with or without punctuation), a quarter only the name (accents,
 * case and the title differing), a quarter nothing (left unmatched).
 */
function population(): { products: ProductCandidate[]; records: RegistryCandidate[] } {
  const products: ProductCandidate[] = [];
  const records: RegistryCandidate[] = [];
  for (let i = 0; i < SIZE; i++) {
    const name = `${FIRST[i % FIRST.length]} Conceição ${i}`;
    const state = STATES[i % STATES.length]!;
    const kind = i % 4;
    products.push({ id: `p${i}`, name, crm: kind < 2 ? String(100_000 + i) : null, crmState: state });
    records.push({
      axregId: i + 1,
      name: kind === 3 ? `Outro Nome ${i}` : `Dr. ${name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()}`,
      crm: kind < 2 ? `${String(100_000 + i).slice(0, 3)}.${String(100_000 + i).slice(3)}` : null,
      crmState: state,
    });
  }
  return { products, records };
}

/** The floor of any matcher: one Map join on the bare lower-case name. */
function bareJoin(products: ProductCandidate[], records: RegistryCandidate[]): number {
  const byName = new Map(products.map((p) => [p.name.toLowerCase(), p.id]));
  let found = 0;
  for (const r of records) if (byName.has(r.name.toLowerCase())) found++;
  return found;
}

/**
 * integrations.match_10k.ms (decision 053): the suggestions between 10,000 registry professionals
 * and 10,000 product records (CRM and state, then the name without accents, titles or case), in
 * process; the median of 20 runs. Budget: under 2 s. Baseline: the bare one-key Map join above.
 */
export async function benchIntegrations(): Promise<void> {
  const { products, records } = population();
  const found = suggestMatches('surgeon', products, records).length;
  console.error(`# integrations: ${SIZE} × ${SIZE}, ${found} sugestões`);
  const baseline = await timed(async () => bareJoin(products, records), 3, 20);
  const ours = await timed(async () => suggestMatches('surgeon', products, records), 3, 20);
  report('integrations.match_10k.ms', percentile(ours, 50), 'ms', percentile(baseline, 50));
}
