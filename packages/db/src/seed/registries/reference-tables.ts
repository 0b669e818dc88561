import type { Tx } from '../../client';
import { cboOccupations, ibgeMunicipalities, tussTerms } from '../../schema';
import { seedDemoGlosaReasons } from './glosa-reasons';

/**
 * A hand-written sample of the reference tables for the demo — codes and texts copied from
 * the official files (IBGE municipios.csv, CBO 2002, TUSS 22 of 2023-08), not the files
 * themselves: a super admin imports the full tables at /admin/referenceTables.
 */
export const demoMunicipalities = [
  { code: '3550308', name: 'São Paulo', uf: 'SP', ufCode: '35', isCapital: true },
  { code: '3509502', name: 'Campinas', uf: 'SP', ufCode: '35', isCapital: false },
  { code: '3304557', name: 'Rio de Janeiro', uf: 'RJ', ufCode: '33', isCapital: true },
  { code: '3106200', name: 'Belo Horizonte', uf: 'MG', ufCode: '31', isCapital: true },
  { code: '4106902', name: 'Curitiba', uf: 'PR', ufCode: '41', isCapital: true },
  { code: '4314902', name: 'Porto Alegre', uf: 'RS', ufCode: '43', isCapital: true },
  { code: '4205407', name: 'Florianópolis', uf: 'SC', ufCode: '42', isCapital: true },
  { code: '2927408', name: 'Salvador', uf: 'BA', ufCode: '29', isCapital: true },
  { code: '2611606', name: 'Recife', uf: 'PE', ufCode: '26', isCapital: true },
  { code: '2304400', name: 'Fortaleza', uf: 'CE', ufCode: '23', isCapital: true },
  { code: '2111300', name: 'São Luís', uf: 'MA', ufCode: '21', isCapital: true },
  { code: '1501402', name: 'Belém', uf: 'PA', ufCode: '15', isCapital: true },
  { code: '1302603', name: 'Manaus', uf: 'AM', ufCode: '13', isCapital: true },
  { code: '5300108', name: 'Brasília', uf: 'DF', ufCode: '53', isCapital: true },
  { code: '5208707', name: 'Goiânia', uf: 'GO', ufCode: '52', isCapital: true },
] as const;

/** Physicians' occupations (CBO families 2251–2253) the anesthesia and surgery guides use most. */
export const demoCboOccupations = [
  { code: '225151', title: 'Médico anestesiologista' },
  { code: '225225', title: 'Médico cirurgião geral' },
  { code: '225220', title: 'Médico cirurgião do aparelho digestivo' },
  { code: '225270', title: 'Médico ortopedista e traumatologista' },
  { code: '225250', title: 'Médico ginecologista e obstetra' },
  { code: '225235', title: 'Médico cirurgião plástico' },
  { code: '225210', title: 'Médico cirurgião cardiovascular' },
  { code: '225260', title: 'Médico neurocirurgião' },
  { code: '225285', title: 'Médico urologista' },
  { code: '225203', title: 'Médico em cirurgia vascular' },
] as const;

const since2009 = { startsOn: '2009-02-01', endsOn: null, implantationEndsOn: '2010-10-01' } as const;

/** Anesthesia procedures (31602…) and two surgeries of the demo's guides, as TUSS 22 writes them. */
export const demoTussTerms = [
  { code: '31602223', term: 'Passagem de catéter peridural ou subaracnóideo com bloqueio de prova', ...since2009 },
  { code: '31602010', term: 'Analgesia controlada pelo paciente - por dia subsequente', ...since2009 },
  {
    code: '31602029',
    term: 'Analgesia por dia subsequente. Acompanhamento de analgesia por cateter peridural',
    ...since2009,
  },
  { code: '31602037', term: 'Anestesia geral ou condutiva para realização de bloqueio neurolítico', ...since2009 },
  { code: '31602150', term: 'Bloqueio neurolítico peridural ou subaracnóideo', ...since2009 },
  { code: '31602169', term: 'Bloqueio peridural ou subaracnóideo com corticóide', ...since2009 },
  { code: '31602231', term: 'Anestesia para endoscopia diagnóstica', ...since2009 },
  { code: '31602240', term: 'Anestesia para endoscopia intervencionista', ...since2009 },
  { code: '30602246', term: 'Reconstrução mamária com retalhos cutâneos regionais', ...since2009 },
  { code: '31309127', term: 'Parto (via vaginal)', ...since2009 },
] as const;

/** The demo's reference tables (platform data: no company); table 38 comes from the ANS schema when present. */
export async function seedDemoReferenceTables(tx: Tx): Promise<void> {
  await tx.insert(ibgeMunicipalities).values([...demoMunicipalities]);
  await tx.insert(cboOccupations).values([...demoCboOccupations]);
  await tx.insert(tussTerms).values([...demoTussTerms]);
  await seedDemoGlosaReasons(tx);
}
