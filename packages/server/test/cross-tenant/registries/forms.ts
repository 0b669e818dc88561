import { formSectionsSchema } from '@honora/contract';
import { formResponses, forms, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_TITLE = 'Pesquisa sigilosa da vítima';
const SECRET_ANSWER = 'Resposta sigilosa 4471';
type Records = { records: Record<string, string> };
const formBody = () => ({
  title: 'Do atacante',
  slug: 'do-atacante',
  sections: [{ id: 's', questions: [{ id: 'q', type: 'text', label: 'Q' }] }],
});
const formUrl = (v: Records, tail = '') => `/api/forms/${v.records.formId}${tail}`;
const adminForm = (v: Records, tail: string) => `/api/admin/forms/${v.records.formId}${tail}`;

/** Every company route with the victim's ids: not found; the lists show only the attacker's own. */
const companyCases: CrossTenantCase[] = [
  { operation: 'GET /api/forms', method: 'GET', url: () => '/api/forms', refusedWith: [200] },
  { operation: 'POST /api/forms', method: 'POST', url: () => '/api/forms', body: formBody, refusedWith: [200, 400] },
  { operation: 'GET /api/forms/{id}', method: 'GET', url: (v) => formUrl(v), refusedWith: [404] },
  { operation: 'PUT /api/forms/{id}', method: 'PUT', url: (v) => formUrl(v), body: formBody, refusedWith: [404] },
  {
    operation: 'POST /api/forms/{id}/status',
    method: 'POST',
    url: (v) => formUrl(v, '/status'),
    body: () => ({ action: 'close' }),
    refusedWith: [404],
  },
  { operation: 'DELETE /api/forms/{id}', method: 'DELETE', url: (v) => formUrl(v), refusedWith: [404] },
  { operation: 'GET /api/form-categories', method: 'GET', url: () => '/api/form-categories', refusedWith: [200] },
  {
    operation: 'GET /api/forms/{id}/responses',
    method: 'GET',
    url: (v) => formUrl(v, '/responses'),
    refusedWith: [404],
  },
  { operation: 'GET /api/forms/{id}/summary', method: 'GET', url: (v) => formUrl(v, '/summary'), refusedWith: [404] },
  {
    operation: 'GET /api/forms/{id}/responses.xlsx',
    method: 'GET',
    url: (v) => formUrl(v, '/responses.xlsx'),
    refusedWith: [404],
  },
  {
    operation: 'GET /api/form-responses/{id}',
    method: 'GET',
    url: (v) => `/api/form-responses/${v.records.formResponseId}`,
    refusedWith: [404],
  },
];

/** The administrators' routes: a company session is refused. */
const adminCases: CrossTenantCase[] = [
  { operation: 'GET /api/admin/forms', method: 'GET', url: () => '/api/admin/forms', refusedWith: [401, 403] },
  {
    operation: 'POST /api/admin/forms/{id}/status',
    method: 'POST',
    url: (v) => adminForm(v, '/status'),
    body: () => ({ action: 'close' }),
    refusedWith: [401, 403],
  },
  ...['/responses', '/summary', '/responses.xlsx'].map((tail): CrossTenantCase => ({
    operation: `GET /api/admin/forms/{id}${tail}`,
    method: 'GET',
    url: (v) => adminForm(v, tail),
    refusedWith: [401, 403],
  })),
  {
    operation: 'GET /api/admin/form-categories',
    method: 'GET',
    url: () => '/api/admin/form-categories',
    refusedWith: [401, 403],
  },
  {
    operation: 'POST /api/admin/form-categories',
    method: 'POST',
    url: () => '/api/admin/form-categories',
    body: () => ({ name: 'Do atacante' }),
    refusedWith: [401, 403],
  },
  {
    operation: 'PUT /api/admin/form-categories/{id}',
    method: 'PUT',
    url: (v) => `/api/admin/form-categories/${v.records.formId}`,
    body: () => ({ name: 'Renomeada' }),
    refusedWith: [401, 403],
  },
  {
    operation: 'DELETE /api/admin/form-categories/{id}',
    method: 'DELETE',
    url: (v) => `/api/admin/form-categories/${v.records.formId}`,
    refusedWith: [401, 403],
  },
];

/**
 * Cross-tenant cases of the forms (decision 057): the victim's form and its response are not
 * found by id for any company operation, and the admin screens refuse company sessions. The
 * public link is public by design — what it shows (the company's name, the form's questions) is
 * meant for anyone with the link — so its two operations are listed as tenant-neutral.
 */
export const formsArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [form] = await tx
        .insert(forms)
        .values({
          companyId: victim.companyId,
          title: SECRET_TITLE,
          slug: 'pesquisa-sigilosa',
          published: true,
          openedAt: new Date(),
          sections: formSectionsSchema.parse(formBody().sections),
        })
        .returning();
      const [response] = await tx
        .insert(formResponses)
        .values({ companyId: victim.companyId, formId: form!.id, answers: { q: SECRET_ANSWER } })
        .returning();
      return { records: { formId: form!.id, formResponseId: response!.id }, secrets: [SECRET_TITLE, SECRET_ANSWER] };
    }),
  cases: [...companyCases, ...adminCases],
  tenantNeutral: ['GET /api/public/forms/{companyId}/{slug}', 'POST /api/public/forms/{companyId}/{slug}/responses'],
};
