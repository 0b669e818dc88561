/**
 * Which companies' data a request may see (platform.md §3, §6; ARCHITECTURE.md, Data):
 * always the selected company; a matriz also its filiais when the user may manage filiais
 * (managerFiliais / manageFilias); a filial also its matriz's data unless the matriz hides
 * it from filiais (flag filialHiddenMatrizData).
 */
export interface CompanyFamily {
  companyId: string;
  isMatriz: boolean;
  isFilial: boolean;
  matrizId: string | null;
  filiaisIds: readonly string[];
  /** The matriz's flag, for a filial. */
  filialHiddenMatrizData: boolean;
}

export function visibleCompanyIds(family: CompanyFamily, canManageFiliais: boolean): string[] {
  const ids = [family.companyId];
  if (family.isMatriz && canManageFiliais) ids.push(...family.filiaisIds);
  if (family.isFilial && family.matrizId && !family.filialHiddenMatrizData) ids.push(family.matrizId);
  return [...new Set(ids)];
}

/**
 * Which companies' records a request may change: the selected company, and a matriz's
 * filiais when the user manages them. A filial reads its matriz's registries but never
 * changes them (docs/decisions/013-registries.md).
 */
export function writableCompanyIds(family: CompanyFamily, canManageFiliais: boolean): string[] {
  const ids = [family.companyId];
  if (family.isMatriz && canManageFiliais) ids.push(...family.filiaisIds);
  return [...new Set(ids)];
}
