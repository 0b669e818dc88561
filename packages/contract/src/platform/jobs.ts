import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { formatMessage, messages } from '../i18n';
import { defineRoute } from '../route';

const v = messages.validation;
const t = messages.screens.jobs;

/** platform.md §3 job status (NOT_STARTED, RUNNING, FINISH) plus failed and cancelled (decision 019). */
export const jobStatusValues = ['NOT_STARTED', 'RUNNING', 'FINISH', 'FAILED', 'CANCELLED'] as const;
export type JobStatusValue = (typeof jobStatusValues)[number];

/** The kinds of long work the runner knows (each registers one handler on the server). */
export const jobKinds = [
  'tissXml',
  'referenceImport',
  'export',
  'contaAzulExport',
  'questionnaireMail',
  'probe',
] as const;
export type JobKind = (typeof jobKinds)[number];

/** A job's step text in pt-BR: the catalog's text of its code with the params filled in. */
export function jobStepText(code: string | null, params: Record<string, string | number> = {}): string {
  if (!code) return '';
  const template = t.steps[code];
  return template === undefined ? code : formatMessage(template, params);
}

/** A job's error in pt-BR: its code's text, or the generic failure. */
export function jobErrorText(code: string | null): string {
  if (!code) return '';
  return t.errors[code] ?? t.errors.failed ?? code;
}

export const jobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  status: z.enum(jobStatusValues),
  progress: z.number().int().min(0).max(100),
  stepCode: z.string().nullable(),
  stepParams: z.record(z.string(), z.union([z.string(), z.number()])),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAfter: z.string(),
  errorCode: z.string().nullable(),
  /** The handler's own words about the failure (never a stack). */
  errorDetail: z.string().nullable(),
  cancelRequested: z.boolean(),
  createdAt: z.string(),
  createdByName: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid({ error: v.invalidId }) });

export const adminJobsQuerySchema = z.object({
  kind: z.enum(jobKinds).optional(),
  status: z.enum(jobStatusValues).optional(),
  companyId: z.uuid({ error: v.invalidId }).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const jobListSchema = z.object({
  items: z.array(jobSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type JobList = z.infer<typeof jobListSchema>;

/** Rows per page of /admin/Jobs. */
export const JOBS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * /admin/Jobs (platform.md §2): every job of every company for super admins; a company's users
 * follow and cancel the work they may see (/api/jobs/:id).
 */
export const jobRoutes = {
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/jobs',
    summary: 'Tarefas em segundo plano de todas as empresas, da mais nova para a mais antiga (100 por página)',
    tags: ['admin', 'jobs'],
    querystring: adminJobsQuerySchema,
    response: jobListSchema,
  }),
  adminGet: defineRoute({
    method: 'GET',
    path: '/api/admin/jobs/:id',
    summary: 'Uma tarefa, com o seu erro',
    tags: ['admin', 'jobs'],
    params: jobIdParamsSchema,
    response: jobSchema,
  }),
  adminRetry: defineRoute({
    method: 'POST',
    path: '/api/admin/jobs/:id/retry',
    summary: 'Executar de novo uma tarefa que falhou ou foi cancelada (nova execução, tentativas do zero)',
    tags: ['admin', 'jobs'],
    params: jobIdParamsSchema,
    response: jobSchema,
  }),
  adminCancel: defineRoute({
    method: 'POST',
    path: '/api/admin/jobs/:id/cancel',
    summary: 'Cancelar uma tarefa: na fila, termina na hora; em andamento, pára no próximo passo',
    tags: ['admin', 'jobs'],
    params: jobIdParamsSchema,
    response: jobSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/jobs/:id',
    summary: 'Uma tarefa da empresa: status, progresso e etapa (quem a iniciou ou quem pode ver esse trabalho)',
    tags: ['jobs'],
    params: jobIdParamsSchema,
    response: jobSchema,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/jobs/:id/cancel',
    summary: 'Cancelar uma tarefa da empresa',
    tags: ['jobs'],
    params: jobIdParamsSchema,
    response: jobSchema,
  }),
} as const;
