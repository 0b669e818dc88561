import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { csvOf } from '../query-list';
import { defineRoute } from '../route';

const v = messages.validation;
const g = messages.screens.glosaReasons;

/** At most this many reasons in one answer (a search's page, or the codes asked by `codes=`). */
export const GLOSA_REASON_LIMIT_MAX = 50;
const limitRange = fmt(v.range, { min: 1, max: GLOSA_REASON_LIMIT_MAX });

/**
 * The glosa-reason picker's search (TISS table 38): `search` by code prefix or by the words of
 * the text (accents and case ignored); `codes=1834,3199` answers those codes (the texts of codes
 * already stored); `limit` caps a search.
 */
export const glosaReasonSearchQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, fmt(v.maxLength, { max: 100 }))
    .optional(),
  codes: csvOf(
    z.string().regex(/^\d{4}$/, g.invalidCode),
    GLOSA_REASON_LIMIT_MAX,
    fmt(g.tooManyCodes, { max: GLOSA_REASON_LIMIT_MAX }),
  ),
  limit: z.coerce
    .number({ error: limitRange })
    .int(limitRange)
    .min(1, limitRange)
    .max(GLOSA_REASON_LIMIT_MAX, limitRange)
    .default(20),
});
export type GlosaReasonSearchQuery = z.input<typeof glosaReasonSearchQuerySchema>;

/** A reason of TISS table 38: its 4-digit code and its text as the ANS writes it. */
export const glosaReasonSchema = z.object({ code: z.string(), description: z.string() });
export type GlosaReason = z.infer<typeof glosaReasonSchema>;

export const glosaReasonRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/api/glosa-reasons',
    summary:
      'Motivos de glosa da TISS (tabela 38) pelo início do código ou pelas palavras do texto sem acentos (até 50), ou os códigos pedidos em codes',
    tags: ['reference'],
    querystring: glosaReasonSearchQuerySchema,
    response: z.object({ items: z.array(glosaReasonSchema) }),
  }),
} as const;
