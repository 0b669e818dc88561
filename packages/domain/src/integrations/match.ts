/**
 * Suggested matches between a company's records and the external registry's (platform.md §2
 * integration screens; decision 053): by CRM and state for doctors, by CNPJ for hospitals, by
 * registro ANS (then CNPJ) for insurers, and for every type by the name without accents when it
 * is unique on both sides. Records already mapped on either side are left out; each product
 * record and each registry record appears in at most one suggestion. Linear in the sizes.
 */
export type MatchType = 'surgeon' | 'anesthetist' | 'healthInsurance' | 'hospital';
export type MatchReason = 'crm' | 'cnpj' | 'registerAns' | 'name';

export interface MatchFacts {
  name: string;
  crm?: string | null;
  crmState?: string | null;
  cnpj?: string | null;
  registerAns?: string | null;
}
export interface ProductCandidate extends MatchFacts {
  id: string;
}
export interface RegistryCandidate extends MatchFacts {
  axregId: number;
}
export interface MatchSuggestion {
  productId: string;
  axregId: number;
  reason: MatchReason;
}

const TITLES = new Set(['dr', 'dra', 'prof', 'profa']);

/** "Dr. João  Cortês" → "joao cortes": no accents, case, punctuation nor titles. */
export function matchName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '' && !TITLES.has(word))
    .join(' ');
}

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

function keyOf(reason: MatchReason, facts: MatchFacts): string {
  switch (reason) {
    case 'crm': {
      const crm = digits(facts.crm).replace(/^0+/, '');
      const state = (facts.crmState ?? '').trim().toUpperCase();
      return crm && state ? `${crm}/${state}` : '';
    }
    case 'cnpj':
      return digits(facts.cnpj).length === 14 ? digits(facts.cnpj) : '';
    case 'registerAns':
      return digits(facts.registerAns);
    case 'name':
      return matchName(facts.name);
  }
}

/** The keys tried for a type, strongest first. */
export const MATCH_REASONS: Record<MatchType, readonly MatchReason[]> = {
  surgeon: ['crm', 'name'],
  anesthetist: ['crm', 'name'],
  hospital: ['cnpj', 'name'],
  healthInsurance: ['registerAns', 'cnpj', 'name'],
};

/** Key → the one product with it (null when two products share it: ambiguous, never suggested). */
function uniqueIndex<T extends MatchFacts>(items: readonly T[], reason: MatchReason): Map<string, T | null> {
  const index = new Map<string, T | null>();
  for (const item of items) {
    const key = keyOf(reason, item);
    if (key) index.set(key, index.has(key) ? null : item);
  }
  return index;
}

export function suggestMatches(
  type: MatchType,
  products: readonly ProductCandidate[],
  records: readonly RegistryCandidate[],
  mapped: { productIds: ReadonlySet<string>; axregIds: ReadonlySet<number> } = {
    productIds: new Set(),
    axregIds: new Set(),
  },
): MatchSuggestion[] {
  const freeProducts = products.filter((p) => !mapped.productIds.has(p.id));
  const freeRecords = records.filter((r) => !mapped.axregIds.has(r.axregId));
  const usedProducts = new Set<string>();
  const usedRecords = new Set<number>();
  const suggestions: MatchSuggestion[] = [];
  for (const reason of MATCH_REASONS[type]) {
    const byProduct = uniqueIndex(freeProducts, reason);
    const byRecord = uniqueIndex(freeRecords, reason);
    for (const record of freeRecords) {
      if (usedRecords.has(record.axregId)) continue;
      const key = keyOf(reason, record);
      const product = key ? byProduct.get(key) : undefined;
      if (!product || byRecord.get(key) !== record || usedProducts.has(product.id)) continue;
      usedProducts.add(product.id);
      usedRecords.add(record.axregId);
      suggestions.push({ productId: product.id, axregId: record.axregId, reason });
    }
  }
  return suggestions;
}
