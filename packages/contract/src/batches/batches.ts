import { z } from 'zod';
import { messages } from '../i18n';
import { defineRoute } from '../route';
import { ATTACHMENT_FILE, PDF_FILE, TISS_XML_FILE } from '../files';
import { eventBulkResultSchema } from '../events/event-actions';
import {
  BATCH_ATTACHMENT_BODY_LIMIT,
  batchAttachmentBodySchema,
  batchCreateBodySchema,
  batchEventsBodySchema,
  batchEventsResultSchema,
  batchListQuerySchema,
  batchSchema,
  batchStatusBodySchema,
  batchSummarySchema,
  batchUpdateBodySchema,
  batchXmlFileSchema,
  XML_DOWNLOAD_TYPES,
} from './batch-schemas';

export * from './batch-schemas';

const v = messages.validation;

/** The batches' routes (billing.md §2–§5, §8, §9); the schemas are in batch-schemas.ts. */
const tags = ['batches'];
const idParams = z.object({ id: z.uuid({ error: v.invalidId }) });
const fileParams = z.object({ id: z.uuid({ error: v.invalidId }), fileId: z.uuid({ error: v.invalidId }) });

export const batchRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/batches',
    summary: 'Lotes das empresas da sessão: filtros, páginas de 100, do mais novo ao mais antigo',
    tags,
    querystring: batchListQuerySchema,
    response: z.object({ items: z.array(batchSummarySchema), total: z.number().int() }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/batches/:id',
    summary: 'Um lote com seus eventos, totais, anexos, ações e histórico de XML',
    tags,
    params: idParams,
    response: batchSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/batches',
    summary: 'Criar um lote (aberto) de um convênio e tipo de guia',
    tags,
    body: batchCreateBodySchema,
    response: batchSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/batches/:id',
    summary: 'Alterar número, nome e protocolo do lote',
    tags,
    params: idParams,
    body: batchUpdateBodySchema,
    response: batchSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/batches/:id',
    summary: 'Remover um lote aberto e sem eventos',
    tags,
    params: idParams,
    response: z.object({ ok: z.literal(true) }),
  }),
  status: defineRoute({
    method: 'POST',
    path: '/api/batches/:id/status',
    summary: 'Fechar, reabrir, pôr em conferência, marcar ou desmarcar como aceito',
    tags,
    params: idParams,
    body: batchStatusBodySchema,
    response: batchSchema,
  }),
  addEvents: defineRoute({
    method: 'POST',
    path: '/api/batches/:id/events',
    summary: 'Adicionar eventos ao lote; cada evento recusado volta com seu aviso',
    tags,
    params: idParams,
    body: batchEventsBodySchema,
    response: batchEventsResultSchema,
  }),
  removeEvents: defineRoute({
    method: 'POST',
    path: '/api/batches/:id/events/remove',
    summary: 'Retirar eventos do lote (só nos status permitidos e sem transações)',
    tags,
    params: idParams,
    body: batchEventsBodySchema,
    response: batchEventsResultSchema,
  }),
  sendGuides: defineRoute({
    method: 'POST',
    path: '/api/batches/:id/send-guides',
    summary:
      'Enviar a guia de todo o lote: eventos ativos em Aguardando conferência, Pendente ou Aguardando envio da guia; os demais voltam como aviso',
    tags,
    params: idParams,
    response: z.object({ results: z.array(eventBulkResultSchema) }),
  }),
  addAttachment: defineRoute({
    method: 'POST',
    path: '/api/batches/:id/attachments',
    summary: 'Anexar um arquivo ao lote (PDF, PNG ou JPEG)',
    tags,
    params: idParams,
    body: batchAttachmentBodySchema,
    bodyLimit: BATCH_ATTACHMENT_BODY_LIMIT,
    response: batchSchema,
  }),
  attachment: defineRoute({
    method: 'GET',
    path: '/api/batches/:id/attachments/:fileId',
    summary: 'Baixar um anexo do lote',
    tags,
    params: fileParams,
    response: z.unknown(),
    fileTypes: ATTACHMENT_FILE,
  }),
  generateXml: defineRoute({
    method: 'POST',
    path: '/api/batches/:id/xml',
    summary:
      'Gerar o XML TISS do lote na versão do convênio (tarefa: Creating → Successful ou Error, com os problemas de cada guia)',
    tags,
    params: idParams,
    response: batchXmlFileSchema,
  }),
  xmlFile: defineRoute({
    method: 'GET',
    path: '/api/batches/:id/xml/:fileId',
    summary: 'Uma geração de XML do lote (status, hash, problemas, validação XSD)',
    tags,
    params: fileParams,
    response: batchXmlFileSchema,
  }),
  downloadXml: defineRoute({
    method: 'GET',
    path: '/api/batches/:id/xml/:fileId/download',
    summary: 'Baixar o XML gerado, como .xml ou .zip (padrão do convênio)',
    tags,
    params: fileParams,
    querystring: z.object({ format: z.enum(XML_DOWNLOAD_TYPES).optional() }),
    response: z.unknown(),
    fileTypes: TISS_XML_FILE,
  }),
  guidesPdf: defineRoute({
    method: 'GET',
    path: '/api/batches/:id/guides.pdf',
    summary: 'Guias impressas de todos os eventos ativos do lote (PDF no modelo ANS)',
    tags,
    params: idParams,
    response: z.unknown(),
    fileTypes: PDF_FILE,
  }),
  eventGuidePdf: defineRoute({
    method: 'GET',
    path: '/api/events/:id/guide.pdf',
    summary: 'Guia impressa de um evento (PDF no modelo ANS do tipo da guia)',
    tags: ['events'],
    params: idParams,
    response: z.unknown(),
    fileTypes: PDF_FILE,
  }),
} as const;
