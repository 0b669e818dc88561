import { fmt, messages, type AdminBiCompany, type AdminBiResponse } from '@honora/contract';
import { buildXlsx, type SheetColumn } from '../../http/xlsx';

const t = messages.screens.adminBi;
const kinds = { matriz: messages.screens.company.matriz, single: messages.screens.adminCompanies.structures.single };

/** A company's kind as people read it: "Matriz", "Filial de <matriz>" or "Independente". */
export function companyKindText(company: Pick<AdminBiCompany, 'isMatriz' | 'isFilial' | 'matrizName'>): string {
  if (company.isMatriz) return kinds.matriz;
  if (company.isFilial)
    return company.matrizName ? fmt(t.bi.filialOf, { matriz: company.matrizName }) : messages.screens.company.filial;
  return kinds.single;
}

type SheetRow = Omit<AdminBiCompany, 'companyId' | 'place' | 'isMatriz' | 'isFilial' | 'matrizName' | 'isRemoved'> & {
  kind: string;
  city: string;
  uf: string;
};

const COLUMNS: SheetColumn<SheetRow>[] = [
  { header: t.bi.company, width: 40, value: (r) => r.name },
  { header: t.bi.kind, width: 30, value: (r) => r.kind },
  { header: t.map.city, width: 28, value: (r) => r.city },
  { header: t.map.uf, width: 6, value: (r) => r.uf },
  { header: t.count, kind: 'integer', width: 12, value: (r) => r.count },
  { header: t.produced, kind: 'money', width: 18, value: (r) => r.totalProduced },
  { header: t.received, kind: 'money', width: 18, value: (r) => r.totalReceived },
  { header: t.glosado, kind: 'money', width: 18, value: (r) => r.totalGlosado },
  { header: t.inProcessing, kind: 'money', width: 18, value: (r) => r.totalInProcessing },
];

const monthText = (month: string) => `${month.slice(5, 7)}-${month.slice(0, 4)}`;

/**
 * The BI table as a workbook (decision 038): names, not ids; the kind and main city of each
 * company; R$ cells; the totals row last, as on the screen. Named by its period (MM-AAAA).
 */
export async function biWorkbook(bi: AdminBiResponse): Promise<{ fileName: string; content: Buffer }> {
  const rows: SheetRow[] = bi.companies.map((company) => ({
    name: company.isRemoved ? `${company.name} (${messages.screens.adminCompanies.deleted})` : company.name,
    kind: companyKindText(company),
    city: company.place?.city ?? '',
    uf: company.place?.uf ?? '',
    count: company.count,
    totalProduced: company.totalProduced,
    totalReceived: company.totalReceived,
    totalGlosado: company.totalGlosado,
    totalInProcessing: company.totalInProcessing,
  }));
  const totals: SheetRow = { name: t.total, kind: '', city: '', uf: '', ...bi.totals };
  const content = await buildXlsx(t.bi.sheetName, COLUMNS, [...rows, totals]);
  return {
    fileName: `${fmt(t.bi.fileName, { from: monthText(bi.from), until: monthText(bi.until) })}.xlsx`,
    content,
  };
}
