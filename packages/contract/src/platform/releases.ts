import { RELEASE_BUILD_MAX, RELEASE_NOTES_MAX, RELEASE_VERSION_PATTERN } from '@honora/domain/releases/releases';
import { z } from 'zod';
import { messages } from '../i18n';
import { releasesScreenMessages } from '../i18n/screen-texts/releases';
import { defineRoute } from '../route';
import { registryIdParamsSchema } from '../registries/common';

/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const e = releasesScreenMessages.errors;

export { RELEASE_BUILD_MAX, RELEASE_NOTES_MAX };

/**
 * A release as administrators write it (platform.md §2 Releases; decision 055): version
 * "major.minor.patch", a positive build number, the day and the notes — required to publish.
 * The day's upper bound (a year after today) is checked by the server, which knows today.
 */
export const releaseBodySchema = z
  .object({
    version: z
      .string({ error: e.version })
      .max(20, e.version)
      .regex(RELEASE_VERSION_PATTERN, e.version)
      .meta({ description: 'Versão major.minor.patch', example: '3.12.79' }),
    buildNumber: z
      .number({ error: e.buildNumber })
      .int(e.buildNumber)
      .min(1, e.buildNumber)
      .max(RELEASE_BUILD_MAX, e.buildNumber)
      .meta({ description: 'Número do build (platform.md §9)', example: 1152 }),
    releasedOn: z.iso
      .date({ error: e.releasedOn })
      // From the year 2000 (RELEASE_FIRST_DAY): a pattern, so the OpenAPI document states it too.
      .regex(/^2\d{3}-/, e.releasedOn)
      .meta({ description: 'Data da versão AAAA-MM-DD', example: '2026-11-20' }),
    notes: z
      .string({ error: e.notesRequired })
      .max(RELEASE_NOTES_MAX, e.notesRequired)
      .nullish()
      .transform((s) => (s ?? '').trim()),
    published: z.boolean({ error: messages.validation.required }),
  })
  .superRefine((b, ctx) => {
    if (b.published && b.notes === '') ctx.addIssue({ code: 'custom', path: ['notes'], message: e.notesRequired });
  });
export type ReleaseBody = z.input<typeof releaseBodySchema>;
export type ReleaseInput = z.output<typeof releaseBodySchema>;

export const releaseSchema = z.object({
  id: z.uuid(),
  version: z.string(),
  buildNumber: z.number().int(),
  releasedOn: z.string(),
  notes: z.string(),
  published: z.boolean(),
  /** When it was last published (null for a draft). */
  publishedAt: z.string().nullable(),
});
export type Release = z.infer<typeof releaseSchema>;

export const adminReleaseListSchema = z.object({ items: z.array(releaseSchema) });

/** The changelog: published releases, newest build first, and how many the user has not seen. */
export const changelogSchema = z.object({
  items: z.array(releaseSchema),
  unread: z.number().int(),
});
export type Changelog = z.infer<typeof changelogSchema>;

export const changelogReadSchema = z.object({ unread: z.literal(0) });

const params = registryIdParamsSchema;

/** The changelog of every workspace (/client/Changelog, /admin/Changelog, the about screens). */
export const releaseRoutes = {
  changelog: defineRoute({
    method: 'GET',
    path: '/api/releases',
    summary: 'Novidades: as versões publicadas, da mais recente à mais antiga, e quantas o usuário não leu',
    tags: ['releases'],
    response: changelogSchema,
  }),
  read: defineRoute({
    method: 'POST',
    path: '/api/releases/read',
    summary: 'Marcar as novidades como lidas agora',
    tags: ['releases'],
    response: changelogReadSchema,
  }),
} as const;

/** /admin/Releases: every release, drafts too — administrators of the admin workspace (module admin). */
export const adminReleaseRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/releases',
    summary: 'Todas as versões, rascunhos também — administradores',
    tags: ['admin'],
    response: adminReleaseListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/releases',
    summary: 'Cadastrar uma versão (rascunho ou publicada) — administradores',
    tags: ['admin'],
    body: releaseBodySchema,
    response: releaseSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/releases/:id',
    summary: 'Alterar, publicar ou despublicar uma versão — administradores',
    tags: ['admin'],
    params,
    body: releaseBodySchema,
    response: releaseSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/releases/:id',
    summary: 'Excluir uma versão — administradores',
    tags: ['admin'],
    params,
    response: z.object({ ok: z.literal(true) }),
  }),
} as const;
