import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { releases } from '../schema';

/**
 * The demo's releases (decision 055): three published — the newest is the build the app runs,
 * 3.12.79 (1152, platform.md §9) — and one draft only administrators see.
 */
const DEMO_RELEASES = [
  {
    version: '3.12.77',
    buildNumber: 1148,
    releasedOn: '2026-10-20',
    published: true,
    notes: [
      'Escalas por demanda: a empresa publica demandas e os médicos se candidatam aos dias.',
      'Dias preferidos e evitados de cada médico, considerados na montagem da escala.',
      'Cobrança das escalas: os plantões do mês conferidos contra o faturamento.',
    ].join('\n'),
  },
  {
    version: '3.12.78',
    buildNumber: 1150,
    releasedOn: '2026-11-05',
    published: true,
    notes: [
      'Contrato de faturamento: o percentual ou valor fixo que o grupo paga à empresa de faturamento.',
      'Fatura mensal do contrato calculada a partir das notas, recebimentos ou produção do mês, com PDF e Excel.',
      'Integração com o cadastro externo: médicos e locais sincronizados automaticamente.',
    ].join('\n'),
  },
  {
    version: '3.12.79',
    buildNumber: 1152,
    releasedOn: '2026-11-20',
    published: true,
    notes: [
      'Exportação contábil para o Conta Azul: recebimentos e repasses lançados com os vínculos de cada registro.',
      'Novidades: veja o que mudou em cada versão, com um aviso no menu até você abrir esta tela.',
      'Sobre o Honora: versão e build do aplicativo em uso.',
    ].join('\n'),
  },
  {
    version: '3.13.0',
    buildNumber: 1160,
    releasedOn: '2026-12-10',
    published: false,
    notes: 'Rascunho: próximas melhorias em preparação.',
  },
] as const;

export async function seedDemoReleases(tx: Tx): Promise<void> {
  await tx.insert(releases).values(
    DEMO_RELEASES.map((r) => ({
      ...r,
      publishedAt: r.published ? sql`${`${r.releasedOn}T12:00:00Z`}::timestamptz` : null,
    })),
  );
}
