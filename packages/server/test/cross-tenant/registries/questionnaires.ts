import { formSectionsSchema } from '@honora/contract';
import { forms, questionnaireInvitations, questionnaires, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_TITLE = 'Questionário sigiloso da vítima';
const SECRET_EMAIL = 'convidado-sigiloso-5521@vitima.dev';
const WRONG_TOKEN = 'x'.repeat(43);
type Records = { records: Record<string, string> };
const quest = (v: Records, tail = '') => `/api/admin/questionnaires/${v.records.questionnaireId}${tail}`;
const body = (v: Records) => ({
  companyId: v.records.companyId,
  formId: v.records.formId,
  title: 'Do atacante',
  emails: 'atacante@x.dev',
});

/** The administrators' routes: a company session is refused, whatever the ids. */
const adminCases: CrossTenantCase[] = (
  [
    { operation: 'GET /api/admin/questionnaires', method: 'GET', url: () => '/api/admin/questionnaires' },
    { operation: 'POST /api/admin/questionnaires', method: 'POST', url: () => '/api/admin/questionnaires', body },
    { operation: 'GET /api/admin/questionnaires/{id}', method: 'GET', url: (v) => quest(v) },
    {
      operation: 'PUT /api/admin/questionnaires/{id}',
      method: 'PUT',
      url: (v) => quest(v),
      body: () => ({ title: 'X' }),
    },
    { operation: 'DELETE /api/admin/questionnaires/{id}', method: 'DELETE', url: (v) => quest(v) },
    {
      operation: 'POST /api/admin/questionnaires/{id}/status',
      method: 'POST',
      url: (v) => quest(v, '/status'),
      body: () => ({ action: 'close' }),
    },
    {
      operation: 'GET /api/admin/questionnaires/{id}/invitations',
      method: 'GET',
      url: (v) => quest(v, '/invitations'),
    },
    {
      operation: 'POST /api/admin/questionnaires/{id}/invitations',
      method: 'POST',
      url: (v) => quest(v, '/invitations'),
      body: () => ({ emails: 'atacante@x.dev' }),
    },
    {
      operation: 'POST /api/admin/questionnaires/{id}/reminders',
      method: 'POST',
      url: (v) => quest(v, '/reminders'),
      body: () => ({}),
    },
    {
      operation: 'DELETE /api/admin/questionnaire-invitations/{id}',
      method: 'DELETE',
      url: (v) => `/api/admin/questionnaire-invitations/${v.records.invitationId}`,
    },
  ] satisfies Omit<CrossTenantCase, 'refusedWith'>[]
).map((c) => ({ ...c, refusedWith: [401, 403] }));

/** The personal link without its token: the victim's address is not found (the token is the proof). */
const publicCases: CrossTenantCase[] = [
  {
    operation: 'GET /api/public/quest/{email}',
    method: 'GET',
    url: () => `/api/public/quest/${encodeURIComponent(SECRET_EMAIL)}?t=${WRONG_TOKEN}`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/public/quest/{email}/responses',
    method: 'POST',
    url: () => `/api/public/quest/${encodeURIComponent(SECRET_EMAIL)}/responses`,
    body: () => ({ token: WRONG_TOKEN, answers: { q: 'x' } }),
    refusedWith: [404],
  },
];

/**
 * Cross-tenant cases of the questionnaires (decision 060): the admin screens refuse company
 * sessions; the personal link answers only with the invitation's own token.
 */
export const questionnaireArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [form] = await tx
        .insert(forms)
        .values({
          companyId: victim.companyId,
          title: 'Formulário do questionário',
          slug: 'questionario-sigiloso',
          sections: formSectionsSchema.parse([{ id: 's', questions: [{ id: 'q', type: 'text', label: 'Q' }] }]),
        })
        .returning();
      const [questionnaire] = await tx
        .insert(questionnaires)
        .values({ companyId: victim.companyId, formId: form!.id, title: SECRET_TITLE })
        .returning();
      const [invitation] = await tx
        .insert(questionnaireInvitations)
        .values({
          companyId: victim.companyId,
          questionnaireId: questionnaire!.id,
          email: SECRET_EMAIL,
          token: 'y'.repeat(43),
        })
        .returning();
      return {
        records: {
          companyId: victim.companyId,
          formId: form!.id,
          questionnaireId: questionnaire!.id,
          invitationId: invitation!.id,
        },
        secrets: [SECRET_TITLE, SECRET_EMAIL],
      };
    }),
  cases: [...adminCases, ...publicCases],
};
