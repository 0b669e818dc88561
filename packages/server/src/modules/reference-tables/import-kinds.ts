import type { ReferenceTableName } from '@honora/contract';
import { cbhpmEditionKind, cbhpmValuationKind } from '../cbhpm';
import type { ImportKind } from '../../imports/import-kind';
import { replacedTableKind } from './reference-kinds';

/** Every table the reference-import job loads, and how (replace the table, or add CBHPM versions). */
export const importKinds: Record<ReferenceTableName, ImportKind> = {
  tuss22: replacedTableKind('tuss22'),
  ibgeMunicipalities: replacedTableKind('ibgeMunicipalities'),
  cbo: replacedTableKind('cbo'),
  glosaReasons: replacedTableKind('glosaReasons'),
  cbhpmEdition: cbhpmEditionKind,
  cbhpmValuation: cbhpmValuationKind,
};
