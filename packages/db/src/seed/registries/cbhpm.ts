import type { Tx } from '../../client';
import { cbhpmEditions, cbhpmProcedures, cbhpmValuations } from '../../schema';

type ProcedureRow = Omit<typeof cbhpmProcedures.$inferInsert, 'editionId'>;

interface Extra {
  fraction?: string;
  uco?: string;
  aux?: number;
  an?: number;
  film?: string;
  chapter: number;
}

const p = (code: string, description: string, porte: string | null, extra: Extra): ProcedureRow => ({
  code,
  description,
  porte,
  porteFraction: extra.fraction ?? null,
  uco: extra.uco ?? null,
  auxiliaries: extra.aux ?? null,
  anestheticPorte: extra.an ?? null,
  film: extra.film ?? null,
  chapter: extra.chapter,
});

/**
 * A hand-written sample of the CBHPM 2022 book — rows copied from
 * ../shared/data/cbhpm/cbhpm2022_procedimentos.csv, not the file: the procedures an anesthesia
 * group bills most, plus a consultation and a few exams (a porte fraction, UCO and film). A
 * super admin imports the full edition at /tools/cbhpm.
 */
export const demoCbhpmProcedures: readonly ProcedureRow[] = [
  p('10101012', 'Consulta em horário normal ou preestabelecido', '2B', { chapter: 1 }),
  p('30205050', 'Amigdalectomia das palatinas', '9A', { aux: 1, an: 2, chapter: 3 }),
  p('30213053', 'Tireoidectomia total', '10B', { aux: 2, an: 5, chapter: 3 }),
  p('30306027', 'Facectomia com lente intraocular com facoemulsificação', '10A', {
    uco: '24.3',
    aux: 1,
    an: 5,
    chapter: 3,
  }),
  p('30602246', 'Reconstrução mamária com retalhos cutâneos regionais', '10B', { aux: 2, an: 5, chapter: 3 }),
  p('30713153', 'Artroscopia para diagnóstico com ou sem biópsia sinovial', '5C', { aux: 1, an: 3, chapter: 3 }),
  p('30715016', 'Artrodese da coluna com instrumentação por segmento', '12C', { aux: 2, an: 8, chapter: 3 }),
  p('30724058', 'Artroplastia (qualquer técnica ou versão de quadril) – tratamento cirúrgico', '11C', {
    aux: 3,
    an: 6,
    chapter: 3,
  }),
  p('30726034', 'Artroplastia total de joelho com implantes – tratamento cirúrgico', '10B', {
    aux: 2,
    an: 6,
    chapter: 3,
  }),
  p('30733057', 'Meniscectomia – um menisco', '8C', { uco: '33.8', aux: 1, an: 4, chapter: 3 }),
  p('31003079', 'Apendicectomia', '8A', { aux: 2, an: 3, chapter: 3 }),
  p('31003583', 'Apendicectomia por videolaparoscopia', '9C', { uco: '36.5', aux: 2, an: 5, chapter: 3 }),
  p('31005497', 'Colecistectomia sem colangiografia por videolaparoscopia', '9C', {
    uco: '34.47',
    aux: 2,
    an: 5,
    chapter: 3,
  }),
  p('31009115', 'Herniorrafia inguinal – unilateral', '6C', { aux: 1, an: 2, chapter: 3 }),
  p('31009336', 'Herniorrafia inguinal – unilateral por videolaparoscopia', '7B', {
    uco: '24.33',
    aux: 1,
    an: 5,
    chapter: 3,
  }),
  p('31206220', 'Postectomia', '4C', { aux: 1, an: 2, chapter: 3 }),
  p('31303102', 'Histerectomia total – via abdominal', '10A', { aux: 2, an: 5, chapter: 3 }),
  p('31309054', 'Cesariana', '9A', { aux: 1, an: 5, chapter: 3 }),
  p('31309127', 'Parto (via vaginal)', '9A', { aux: 1, an: 5, chapter: 3 }),
  p('31602010', 'Analgesia controlada pelo paciente – por dia subsequente', null, { an: 1, chapter: 3 }),
  p('31602118', 'Bloqueio de nervo periférico', '3A', { an: 1, chapter: 3 }),
  p('31602223', 'Passagem de cateter peridural ou subaracnóideo com bloqueio de prova', '3C', { an: 2, chapter: 3 }),
  p('31602231', 'Anestesia para endoscopia diagnóstica', null, { an: 2, chapter: 3 }),
  p('40201082', 'Colonoscopia (inclui a retossigmoidoscopia)', '6A', { uco: '14.798', chapter: 4 }),
  p('40201120', 'Endoscopia digestiva alta', '4A', { uco: '12.585', chapter: 4 }),
  p('40301010', '3-metil histidina, dosagem no soro', '1A', { fraction: '0.1', uco: '3.267', chapter: 4 }),
  p('40304361', 'Hemograma com contagem de plaquetas ou frações (eritrograma, leucograma, plaquetas)', '1A', {
    fraction: '0.01',
    uco: '0.87',
    chapter: 4,
  }),
  p('40801020', 'RX – Crânio – 3 incidências', '1B', { uco: '1.47', film: '0.216', chapter: 4 }),
];

/** R$ per porte of cotação 2021-10 (../shared/data/cbhpm/cbhpm_porte_valores.csv), the values used with the 2022 book. */
export const demoCbhpmPortes2021: Readonly<Record<string, string>> = {
  '1A': '27.00', '1B': '74.58', '1C': '106.83', '2A': '158.30', '2B': '249.14', '2C': '339.66',
  '3A': '486.63', '3B': '633.61', '3C': '780.58', '4A': '927.55', '4B': '1074.52', '4C': '1221.49',
  '5A': '1368.45', '5B': '1515.43', '5C': '1662.40', '6A': '1809.37', '6B': '1956.34', '6C': '2103.31',
  '7A': '2250.29', '7B': '2397.26', '7C': '2544.23', '8A': '2691.20', '8B': '2838.16', '8C': '2985.13',
  '9A': '3132.11', '9B': '3279.08', '9C': '3426.05', '10A': '3573.02', '10B': '3719.99', '10C': '3866.96',
  '11A': '4013.94', '11B': '4160.90', '11C': '4307.87', '12A': '4454.84', '12B': '4601.81', '12C': '4748.78',
  '13A': '4895.76', '13B': '5042.73', '13C': '5189.70', '14A': '5336.67', '14B': '5483.64', '14C': '5630.60',
}; // prettier-ignore

export const DEMO_CBHPM_EDITION_NAME = 'CBHPM 2022 (amostra)';
export const DEMO_CBHPM_VALUATION_NAME = 'CBHPM 2021-10';

/**
 * The demo's CBHPM sample: the edition "CBHPM 2022 (amostra)" and the valuation "CBHPM 2021-10"
 * (all 42 portes and the UCO), each version 1. The negotiations seed names both.
 */
export async function seedDemoCbhpm(tx: Tx): Promise<{ editionId: string; valuationId: string }> {
  const [edition] = await tx
    .insert(cbhpmEditions)
    .values({ name: DEMO_CBHPM_EDITION_NAME, version: 1, procedureCount: demoCbhpmProcedures.length })
    .returning({ id: cbhpmEditions.id });
  const editionId = edition!.id;
  await tx.insert(cbhpmProcedures).values(demoCbhpmProcedures.map((row) => ({ ...row, editionId })));
  const [valuation] = await tx
    .insert(cbhpmValuations)
    .values({
      name: DEMO_CBHPM_VALUATION_NAME,
      version: 1,
      reference: '2021-10',
      portes: { ...demoCbhpmPortes2021 },
      ucoValue: '24.24',
    })
    .returning({ id: cbhpmValuations.id });
  return { editionId, valuationId: valuation!.id };
}
