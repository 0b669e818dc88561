/**
 * Test data for the RECURSO_GLOSA builder (its unit tests, the server's XSD test and
 * `bench/appeals.ts`; imported by path, not from the package index): the data of
 * shared/tiss/samples/recurso-glosa-minimal.xml and a seeded generator of valid appeals of every
 * shape — items, whole guides, the whole protocol; provider by code or by CNPJ — with accents,
 * `&`, `<`, quotes and emoji in the free text.
 */
import type { RecursoGlosaInput, RecursoGuideInput, RecursoItemInput, RecursoObject } from './recurso-glosa-types';
import { TissTestData } from './testing';
import type { TissHashEncoding, TissParty, TissVersion } from './types';

/** The data of shared/tiss/samples/recurso-glosa-minimal.xml (4.03.00, one guide, one item). */
export function sampleRecursoGlosa(): RecursoGlosaInput {
  return {
    version: '4.03.00',
    sequence: 1004,
    registeredDate: '2026-03-02',
    registeredTime: '09:15:00',
    provider: { codeAtOperator: '000123', cnpj: null, name: 'GRUPO DE ANESTESIA EXEMPLO', cnes: null },
    operator: { registerANS: '123456', name: 'OPERADORA EXEMPLO' },
    appealNumber: 'REC000001',
    batchNumber: '1001',
    protocolNumber: '202601000001',
    object: {
      kind: 'guides',
      guides: [
        {
          originGuideNumber: 'HON000001',
          password: 'SENHA123',
          appeal: {
            kind: 'items',
            items: [
              {
                sequence: 1,
                startDate: '2026-01-10',
                tableCode: '22',
                code: '31005497',
                description: 'COLECISTECTOMIA SEM COLANGIOGRAFIA POR VIDEOLAPAROSCOPIA',
                grauPart: '06',
                glosaCode: '1834',
                value: '255.00',
                justification:
                  'PORTE ANESTESICO COMPATIVEL COM O PROCEDIMENTO REALIZADO CONFORME CBHPM; SEGUE FICHA ANESTESICA',
              },
            ],
          },
        },
      ],
    },
    appealDate: '2026-03-02',
  };
}

export const SAMPLE_RECURSO_HASH = '932df3336185eed4a700d536bbe67109';

export type RecursoShape = 'items' | 'wholeGuides' | 'protocol';

export interface RecursoVariant {
  shape: RecursoShape;
  /** How the provider is identified at the operator. */
  provider: 'code' | 'cnpj';
  guides?: number;
  itemsPerGuide?: number;
  hashEncoding?: TissHashEncoding;
}

/** Glosa codes present in dm_tipoGlosa of 3.05.00, 4.01.00 and 4.03.00 (anesthesia and value ones). */
const GLOSA_CODES = ['1834', '1832', '1836', '1838', '2613', '1702', '1705', '1801', '1713'] as const;
const PHRASES = [
  'Porte anestésico compatível com o procedimento realizado',
  'segue ficha anestésica & relatório <anexo>',
  'conforme CBHPM 5ª edição — “tabela vigente”',
  'procedimento de urgência, horário noturno 😀',
  "o contrato prevê O'Brien 'acréscimo'",
] as const;

/** A seeded generator of valid appeals (the same seed gives the same appeals everywhere). */
export class RecursoTestData {
  readonly data: TissTestData;

  constructor(seed = 1) {
    this.data = new TissTestData(seed);
  }

  /** Free text of at most `max` characters once written (Latin-1 phrases cut; emoji dropped). */
  justification(max: number): string {
    const d = this.data;
    const words = Array.from({ length: d.int(1, 12) }, () => d.pick(PHRASES)).join('; ');
    return words.slice(0, max);
  }

  item(version: TissVersion, sequence: number): RecursoItemInput {
    const d = this.data;
    return {
      sequence,
      startDate: `2026-0${d.int(1, 9)}-1${d.int(0, 9)}`,
      endDate: d.chance(0.3) ? '2026-10-01' : null,
      tableCode: d.pick(['22', '22', '00', '98']),
      code: d.digits(8),
      description: `Anestesia para ${d.name()}`,
      grauPart: d.pick(['06', '07', '00', null]),
      consumptionCenter: d.chance(0.5) ? d.pick(['1', '6', '10']) : null,
      glosaCode: d.pick(GLOSA_CODES),
      value: d.money(version === '4.03.00' ? 99999 : 9999),
      justification: this.justification(version === '3.05.00' ? 150 : 500),
    };
  }

  guide(version: TissVersion, shape: 'items' | 'wholeGuides', index: number, items: number): RecursoGuideInput {
    const d = this.data;
    const max = version === '3.05.00' ? 150 : 500;
    return {
      originGuideNumber: `HON${String(index + 1).padStart(6, '0')}`,
      operatorGuideNumber: d.chance(0.5) ? d.digits(d.int(5, 20)) : null,
      password: d.chance(0.5) ? `S${d.digits(8)}` : null,
      appeal:
        shape === 'wholeGuides'
          ? {
              kind: 'wholeGuide',
              glosaCode: d.pick(GLOSA_CODES),
              justification: this.justification(max),
              value: d.money(20000),
            }
          : { kind: 'items', items: Array.from({ length: items }, (_, i) => this.item(version, i + 1)) },
    };
  }

  provider(by: 'code' | 'cnpj'): TissParty {
    const d = this.data;
    return {
      codeAtOperator: by === 'code' ? d.digits(d.int(3, 14)) : null,
      cnpj: by === 'cnpj' ? d.digits(14) : null,
      name: `Grupo ${d.name()}`,
      cnes: null,
    };
  }

  appeal(version: TissVersion, variant: RecursoVariant): RecursoGlosaInput {
    const d = this.data;
    const guides = variant.guides ?? 3;
    const object: RecursoObject =
      variant.shape === 'protocol'
        ? {
            kind: 'protocol',
            glosaCode: '1104',
            justification: this.justification(version === '3.05.00' ? 150 : 500),
            value: d.money(900000),
          }
        : {
            kind: 'guides',
            guides: Array.from({ length: guides }, (_, i) =>
              this.guide(version, variant.shape as 'items' | 'wholeGuides', i, variant.itemsPerGuide ?? 2),
            ),
          };
    return {
      version,
      sequence: d.int(1, 999999),
      registeredDate: '2026-03-02',
      registeredTime: `${String(d.int(0, 23)).padStart(2, '0')}:15:00`,
      provider: this.provider(variant.provider),
      operator: { registerANS: d.digits(6), name: `Operadora ${d.name()}` },
      appealNumber: `REC${d.digits(6)}`,
      operatorAppealNumber: d.chance(0.3) ? d.digits(10) : null,
      batchNumber: String(d.int(1, 99999)),
      protocolNumber: d.digits(d.int(1, 12)),
      object,
      appealDate: '2026-03-02',
      hashEncoding: variant.hashEncoding ?? 'ISO-8859-1',
    };
  }
}
