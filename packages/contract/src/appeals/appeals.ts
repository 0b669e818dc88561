import { z } from 'zod';
import { messages } from '../i18n';
import { defineRoute } from '../route';
import { PDF_FILE, XLSX_FILE, XML_MIME } from '../files';
import {
  appealAnswerBodySchema,
  appealCandidateSchema,
  appealCandidatesQuerySchema,
  appealCreateBodySchema,
  appealFinishBodySchema,
  appealIdentifyBulkBodySchema,
  appealIdentifyBulkResultSchema,
  appealListQuerySchema,
  appealReceiveBodySchema,
  appealSchema,
  appealSendBodySchema,
  appealStageBodySchema,
  appealStatsQuerySchema,
  appealStatsRowSchema,
  appealSummarySchema,
} from './appeal-schemas';

export * from './appeal-schemas';

const v = messages.validation;
const tags = ['appeals'];
const idParams = z.object({ id: z.uuid({ error: v.invalidId }) });

/** The appeals' routes (billing.md §2 Appeals — a selected company —, §3, §4); schemas in appeal-schemas.ts. */
export const appealRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/appeals',
    summary: 'Recursos de glosa da empresa: filtros por status, convênio, prazo e evento; páginas de 100',
    tags,
    querystring: appealListQuerySchema,
    response: z.object({ items: z.array(appealSummarySchema), total: z.number().int() }),
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/api/appeals/stats',
    summary: 'Por convênio e mês: taxa de glosa, parcela recorrida, parcela recuperada e dias até a resposta',
    tags,
    querystring: appealStatsQuerySchema,
    response: z.object({ rows: z.array(appealStatsRowSchema) }),
  }),
  statsExport: defineRoute({
    method: 'GET',
    path: '/api/appeals/stats/export',
    summary: 'Os números de glosas e recursos por convênio e mês em Excel',
    tags,
    querystring: appealStatsQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  candidates: defineRoute({
    method: 'GET',
    path: '/api/appeals/candidates',
    summary: 'As glosas de um evento que podem ser recorridas (ou por que não)',
    tags,
    querystring: appealCandidatesQuerySchema,
    response: z.object({ items: z.array(appealCandidateSchema) }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/appeals/:id',
    summary: 'Um recurso com seus itens, valores e respostas',
    tags,
    params: idParams,
    response: appealSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/appeals',
    summary: 'Identificar um recurso: glosas de um convênio, cada uma com sua justificativa',
    tags,
    body: appealCreateBodySchema,
    response: appealSchema,
  }),
  identifyBulk: defineRoute({
    method: 'POST',
    path: '/api/appeals/identify',
    summary: 'Identificar recurso em vários eventos: todas as glosas recorríveis, um recurso por convênio',
    tags,
    body: appealIdentifyBulkBodySchema,
    response: appealIdentifyBulkResultSchema,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/appeals/:id/send',
    summary: 'Marcar o recurso como enviado (os eventos passam a Aguardando recurso)',
    tags,
    params: idParams,
    body: appealSendBodySchema,
    response: appealSchema,
  }),
  stage: defineRoute({
    method: 'POST',
    path: '/api/appeals/:id/stage',
    summary: 'Registrar a etapa da análise do convênio (aguardando análise ou em análise)',
    tags,
    params: idParams,
    body: appealStageBodySchema,
    response: appealSchema,
  }),
  answer: defineRoute({
    method: 'POST',
    path: '/api/appeals/:id/answer',
    summary: 'Registrar a resposta do convênio item a item (valor aceito ou negado, com o motivo)',
    tags,
    params: idParams,
    body: appealAnswerBodySchema,
    response: appealSchema,
  }),
  receive: defineRoute({
    method: 'POST',
    path: '/api/appeals/:id/receive',
    summary: 'Receber o valor aceito: lançamentos com o recurso, a glosa mantida relançada',
    tags,
    params: idParams,
    body: appealReceiveBodySchema,
    response: appealSchema,
  }),
  finish: defineRoute({
    method: 'POST',
    path: '/api/appeals/:id/finish',
    summary: 'Finalizar o recurso (os eventos seguem as regras de finalização)',
    tags,
    params: idParams,
    body: appealFinishBodySchema,
    response: appealSchema,
  }),
  xml: defineRoute({
    method: 'GET',
    path: '/api/appeals/:id/recurso.xml',
    summary: 'O XML TISS RECURSO_GLOSA do recurso, na versão do convênio',
    tags,
    params: idParams,
    response: z.unknown(),
    fileTypes: [XML_MIME],
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/api/appeals/:id/recurso.pdf',
    summary: 'O recurso de glosa impresso (PDF)',
    tags,
    params: idParams,
    response: z.unknown(),
    fileTypes: PDF_FILE,
  }),
} as const;
