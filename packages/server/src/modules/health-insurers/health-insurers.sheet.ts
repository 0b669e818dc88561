import { messages, type HealthInsurerSummary } from '@honora/contract';
import { formatCnpj } from '@honora/domain';
import type { SheetColumn } from '../../http/xlsx';
import type { HealthInsurerRow } from './health-insurers.repository';

const t = messages.screens.healthInsurers;
const yesNo = (value: boolean) => (value ? messages.screens.registry.list.yes : messages.screens.registry.list.no);

export interface InsurerSheetRow {
  row: HealthInsurerRow;
  typesOfPayment: string[];
}

/** Columns of the insurers' Excel export (pt-BR headers). */
export const insurerSheetColumns: SheetColumn<InsurerSheetRow>[] = [
  { header: t.columns.name, width: 36, value: ({ row }) => row.name },
  { header: t.columns.code, width: 12, value: ({ row }) => row.code },
  { header: t.columns.registerANS, width: 14, value: ({ row }) => row.registerAns },
  { header: t.columns.cnpj, width: 20, value: ({ row }) => (row.cnpj ? formatCnpj(row.cnpj) : null) },
  { header: t.columns.payer, width: 20, value: ({ row }) => t.payers[row.payer as HealthInsurerSummary['payer']] },
  { header: t.columns.versionXML, width: 12, value: ({ row }) => row.versionXml },
  { header: t.columns.isParticular, width: 10, value: ({ row }) => yesNo(row.isParticular) },
  { header: t.columns.typesOfPayment, width: 30, value: ({ typesOfPayment }) => typesOfPayment.join(', ') },
  {
    header: t.columns.active,
    width: 10,
    value: ({ row }) => (row.active ? messages.screens.registry.list.active : messages.screens.registry.list.inactive),
  },
  { header: t.columns.createdAt, width: 17, kind: 'dateTime', value: ({ row }) => row.createdAt },
];
