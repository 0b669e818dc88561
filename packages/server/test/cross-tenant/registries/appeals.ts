import { guideDataSchema } from '@honora/contract';
import {
  appealItems,
  appeals,
  eventProcedures,
  events,
  healthInsurers,
  statementLines,
  statements,
  systemActor,
  transactions,
  withActor,
} from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const INSURER_NAME = 'Operadora do Recurso Sigiloso';
const GUIDE_NUMBER = '990011223344';
const JUSTIFICATION = 'Justificativa secreta da vítima';
const VALUE = '6161.61';

const at = (v: { records: Record<string, string> }) => `/api/appeals/${v.records.appealId}`;
const today = () => new Date().toISOString().slice(0, 10);
/** YYYY-MM `delta` months from this one. */
const month = (delta: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + delta, 1)).toISOString().slice(0, 7);
};

const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/appeals',
    method: 'GET',
    url: (v) => `/api/appeals?eventId=${v.records.appealEventId}`,
    refusedWith: [200],
  },
  { operation: 'GET /api/appeals/{id}', method: 'GET', url: at, refusedWith: [404] },
  {
    operation: 'GET /api/appeals/candidates',
    method: 'GET',
    url: (v) => `/api/appeals/candidates?eventId=${v.records.appealEventId}`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/appeals',
    method: 'POST',
    url: () => '/api/appeals',
    body: (v) => ({
      items: [
        {
          eventId: v.records.appealEventId,
          type: 'PROCEDURE',
          procedureRowId: v.records.appealRowId,
          justification: 'x',
        },
      ],
    }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/appeals/identify',
    method: 'POST',
    url: () => '/api/appeals/identify',
    body: (v) => ({ eventIds: [v.records.appealEventId], justification: 'x' }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/appeals/bulk',
    method: 'POST',
    url: () => '/api/appeals/bulk',
    body: (v) => ({ action: 'send', eventIds: [v.records.appealEventId], date: today() }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/appeals/{id}/send',
    method: 'POST',
    url: (v) => `${at(v)}/send`,
    body: () => ({ sentOn: today() }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/appeals/{id}/stage',
    method: 'POST',
    url: (v) => `${at(v)}/stage`,
    body: () => ({ stage: 'analysing' }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/appeals/{id}/answer',
    method: 'POST',
    url: (v) => `${at(v)}/answer`,
    body: (v) => ({ answeredOn: today(), items: [{ id: v.records.appealItemId, valueAccepted: '1.00' }] }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/appeals/{id}/receive',
    method: 'POST',
    url: (v) => `${at(v)}/receive`,
    body: () => ({ date: today() }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/appeals/{id}/finish',
    method: 'POST',
    url: (v) => `${at(v)}/finish`,
    body: () => ({ finishedOn: today() }),
    refusedWith: [404],
  },
  {
    operation: 'GET /api/appeals/{id}/recurso.xml',
    method: 'GET',
    url: (v) => `${at(v)}/recurso.xml`,
    refusedWith: [404],
  },
  {
    operation: 'GET /api/appeals/{id}/recurso.pdf',
    method: 'GET',
    url: (v) => `${at(v)}/recurso.pdf`,
    refusedWith: [404],
  },
  {
    // The attacker's own company's numbers: nothing of the victim's insurer, events or appeals.
    operation: 'GET /api/appeals/stats',
    method: 'GET',
    url: (v) => `/api/appeals/stats?from=${month(-12)}&to=${month(0)}&healthInsuranceId=${v.records.appealInsurerId}`,
    refusedWith: [200],
  },
  {
    operation: 'GET /api/appeals/stats/export',
    method: 'GET',
    url: (v) =>
      `/api/appeals/stats/export?from=${month(-12)}&to=${month(0)}&healthInsuranceId=${v.records.appealInsurerId}`,
    refusedWith: [200],
  },
  { operation: 'GET /api/statements', method: 'GET', url: () => '/api/statements', refusedWith: [200] },
  {
    operation: 'GET /api/statements/columns',
    method: 'GET',
    url: (v) => `/api/statements/columns?healthInsuranceId=${v.records.appealInsurerId}`,
    refusedWith: [200],
  },
  {
    operation: 'GET /api/statements/{id}',
    method: 'GET',
    url: (v) => `/api/statements/${v.records.statementId}`,
    refusedWith: [404],
  },
  {
    operation: 'GET /api/statements/{id}/lines',
    method: 'GET',
    url: (v) => `/api/statements/${v.records.statementId}/lines`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/statements/{id}/lines/{lineId}/match',
    method: 'POST',
    url: (v) => `/api/statements/${v.records.statementId}/lines/${v.records.statementLineId}/match`,
    body: () => ({ eventId: null, procedureRowId: null }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/statements/{id}/confirm',
    method: 'POST',
    url: (v) => `/api/statements/${v.records.statementId}/confirm`,
    body: () => ({}),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/statements',
    method: 'POST',
    url: () => '/api/statements',
    body: (v) => ({ healthInsuranceId: v.records.appealInsurerId, fileName: 'x.xml', content: 'PHg+PC94Pg==' }),
    refusedWith: [400],
  },
];

/** Cross-tenant cases of the appeals: a victim's finished event with a glosa and an appeal of it. */
export const appealArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [insurer] = await tx
        .insert(healthInsurers)
        .values({ companyId: victim.companyId, name: INSURER_NAME })
        .returning({ id: healthInsurers.id });
      const [event] = await tx
        .insert(events)
        .values({
          companyId: victim.companyId,
          type: 'Honorario',
          status: 'WaitSendRecourse',
          healthInsuranceId: insurer!.id,
          numGuide: GUIDE_NUMBER,
          guideData: guideDataSchema.parse({}) as Record<string, unknown>,
          totalProduced: VALUE,
        })
        .returning({ id: events.id });
      const [row] = await tx
        .insert(eventProcedures)
        .values({
          eventId: event!.id,
          companyId: victim.companyId,
          order: 1,
          idProc: '31009336',
          name: 'Procedimento do recurso da vítima',
          type: 'KCBHPM',
          tableCode: '22',
          value: VALUE,
        })
        .returning({ id: eventProcedures.id });
      const [glosa] = await tx
        .insert(transactions)
        .values({
          eventId: event!.id,
          companyId: victim.companyId,
          action: 'Glosado',
          type: 'PROCEDURE',
          procedureRowId: row!.id,
          date: today(),
          value: VALUE,
          glosaCodes: ['1834'],
          userId: victim.userId,
          userName: victim.userEmail,
          healthInsuranceId: insurer!.id,
        })
        .returning({ id: transactions.id });
      const [appeal] = await tx
        .insert(appeals)
        .values({
          companyId: victim.companyId,
          healthInsuranceId: insurer!.id,
          code: 1,
          identifiedOn: today(),
          totalGlosado: VALUE,
          totalAppealed: VALUE,
        })
        .returning({ id: appeals.id });
      const [item] = await tx
        .insert(appealItems)
        .values({
          appealId: appeal!.id,
          companyId: victim.companyId,
          eventId: event!.id,
          type: 'PROCEDURE',
          procedureRowId: row!.id,
          glosaTransactionIds: [glosa!.id],
          glosaCodes: ['1834'],
          valueGlosado: VALUE,
          valueAppealed: VALUE,
          justification: JUSTIFICATION,
        })
        .returning({ id: appealItems.id });
      const [statement] = await tx
        .insert(statements)
        .values({
          companyId: victim.companyId,
          healthInsuranceId: insurer!.id,
          kind: 'analiseConta',
          fileName: 'demonstrativo-da-vitima.xml',
          fileSha256: 'f'.repeat(64),
        })
        .returning({ id: statements.id });
      const [line] = await tx
        .insert(statementLines)
        .values({
          statementId: statement!.id,
          companyId: victim.companyId,
          lineNo: 1,
          guideNumber: GUIDE_NUMBER,
          valueReleased: VALUE,
          match: 'matched',
          eventId: event!.id,
          procedureRowId: row!.id,
        })
        .returning({ id: statementLines.id });
      return {
        records: {
          appealEventId: event!.id,
          appealRowId: row!.id,
          appealId: appeal!.id,
          appealItemId: item!.id,
          appealInsurerId: insurer!.id,
          statementId: statement!.id,
          statementLineId: line!.id,
        },
        secrets: [INSURER_NAME, GUIDE_NUMBER, JUSTIFICATION, VALUE],
      };
    }),
  cases,
};
