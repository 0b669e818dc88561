/**
 * Matriz and filiais (platform.md §1, §3): a cooperative (matriz) with member branches
 * (filiais), or a company on its own. The rules the admin screens keep when a company is
 * created, moved, deleted or restored. Pure: the server loads the companies and locks them.
 */
export type CompanyStructure = 'single' | 'matriz' | 'filial';

export interface StructuredCompany {
  id: string;
  isMatriz: boolean;
  isFilial: boolean;
  matrizId: string | null;
  isDeleted: boolean;
}

export type StructureProblem = 'matrizRequired' | 'matrizSelf' | 'matrizInvalid' | 'stopsBeingMatriz';
export type DeletionProblem = 'alreadyDeleted' | 'hasFiliais';
export type RestoreProblem = 'notDeleted' | 'matrizDeleted';

/** The stored flags of a structure: a company is never both matriz and filial. */
export function structureFlags(structure: CompanyStructure, matrizId: string | null) {
  return {
    isMatriz: structure === 'matriz',
    isFilial: structure === 'filial',
    matrizId: structure === 'filial' ? matrizId : null,
  };
}

/** The structure a company has now ('single' when it is neither matriz nor filial). */
export function structureOf(company: Pick<StructuredCompany, 'isMatriz' | 'isFilial'>): CompanyStructure {
  if (company.isFilial) return 'filial';
  return company.isMatriz ? 'matriz' : 'single';
}

/**
 * Whether a company (`companyId` null when it is being created) may take `structure`: a
 * filial points to a live matriz that is not itself a filial, and not to itself; a matriz
 * with live filiais cannot stop being a matriz (they would be left without one).
 */
export function structureProblem(input: {
  companyId: string | null;
  structure: CompanyStructure;
  /** The matriz chosen for a filial, and the company found with that id (null when there is none). */
  matrizId: string | null;
  matriz: StructuredCompany | null;
  liveFiliais: number;
}): StructureProblem | null {
  const { companyId, structure, matriz } = input;
  if (structure !== 'matriz' && input.liveFiliais > 0) return 'stopsBeingMatriz';
  if (structure !== 'filial') return null;
  if (!input.matrizId) return 'matrizRequired';
  if (!matriz) return 'matrizInvalid';
  if (companyId !== null && matriz.id === companyId) return 'matrizSelf';
  if (matriz.isDeleted || !matriz.isMatriz || matriz.isFilial) return 'matrizInvalid';
  return null;
}

/** A soft delete: not twice, and never a matriz that still has live filiais. */
export function deletionProblem(company: StructuredCompany, liveFiliais: number): DeletionProblem | null {
  if (company.isDeleted) return 'alreadyDeleted';
  if (liveFiliais > 0) return 'hasFiliais';
  return null;
}

/** A restore: only a deleted company, and a filial only while its matriz is live. */
export function restoreProblem(company: StructuredCompany, matriz: StructuredCompany | null): RestoreProblem | null {
  if (!company.isDeleted) return 'notDeleted';
  if (company.isFilial && (!matriz || matriz.isDeleted)) return 'matrizDeleted';
  return null;
}
