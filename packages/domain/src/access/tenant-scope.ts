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

/** The matriz's flags that say who manipulates the filiais' events (platform.md §6, billing.md §6). */
export interface EventEntryFlags {
  /** "Eventos lançados pelas filiais": each filial enters and changes its own events. */
  eventsByBranch?: boolean;
  /** "Eventos lançados pela matriz": the matriz enters and changes its filiais' events. */
  eventsByHeadquarters?: boolean;
}

/**
 * Which companies' events a request may manipulate (create, change, act on, receive): the
 * writable companies, narrowed by the matriz's flags ("company flags control who may manipulate
 * events (branch, headquarters)", platform.md §6). With only eventsByBranch, the matriz sees its
 * filiais' events but does not change them; with only eventsByHeadquarters, a filial sees its
 * events but only the matriz changes them. Neither or both: both may. A matriz's own events and
 * a single company's are always its own to change.
 */
export function eventWritableCompanyIds(
  family: CompanyFamily,
  canManageFiliais: boolean,
  matrizFlags: EventEntryFlags,
): string[] {
  const byBranch = matrizFlags.eventsByBranch === true;
  const byHeadquarters = matrizFlags.eventsByHeadquarters === true;
  return writableCompanyIds(family, canManageFiliais).filter((id) => {
    if (byBranch === byHeadquarters) return true;
    if (family.isFilial && id === family.companyId) return byBranch;
    if (family.isMatriz && id !== family.companyId) return byHeadquarters;
    return true;
  });
}

/**
 * "Company flags control … who sees the surgeon" (platform.md §3, §6; decision 018 "Surgeon"):
 * without the company's surgeonVisibleToAll, a member who is only a doctor (anesthetist or
 * resident user type, not also a staff user) sees the surgeon, and the surgeon-side team, only
 * of the events they take part in. Staff members always see it; with the flag on, everybody does.
 */
export function surgeonHiddenFromOthers(
  userTypes: readonly string[],
  companyFlags: Readonly<Record<string, boolean | undefined>>,
): boolean {
  if (companyFlags.surgeonVisibleToAll === true) return false;
  const isDoctor = userTypes.includes('KAnesthetist') || userTypes.includes('KResident');
  return isDoctor && !userTypes.includes('KUser');
}
