import { adminFormRoutes, formRoutes, publicFormRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendXlsx } from '../../http/xlsx';
import {
  createFormCategory,
  listFormCategories,
  removeFormCategory,
  updateFormCategory,
} from './form-categories.service';
import {
  clientScope,
  formResponsesXlsx,
  listFormResponses,
  readFormResponse,
  summarizeFormResponses,
} from './form-responses.service';
import {
  changeAdminFormState,
  changeFormState,
  createForm,
  listAdminForms,
  listForms,
  readForm,
  removeForm,
  updateForm,
} from './forms.service';
import { readPublicForm, submitPublicResponse } from './public-forms.service';

/** The company's forms: module forms of platform.md §6 (list, read, write, rm), a company selected. */
const company = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'forms', action },
});

/** The administrators' screens (module admin, as the other admin screens). */
const admin = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action },
});

/** Forms, their responses and the public link (decision 057). */
export function registerFormRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = formRoutes;
  routes.protected(r.list, company('list'), ({ auth, access }) => listForms(ctx, auth, access));
  routes.protected(r.read, company('read'), ({ auth, access, params }) => readForm(ctx, auth, access, params.id));
  routes.protected(r.create, company('write'), ({ auth, access, body }) => createForm(ctx, auth, access, body));
  routes.protected(r.update, company('write'), ({ auth, access, params, body }) =>
    updateForm(ctx, auth, access, params.id, body),
  );
  routes.protected(r.status, company('write'), ({ auth, access, params, body }) =>
    changeFormState(ctx, auth, access, params.id, body.action),
  );
  routes.protected(r.remove, company('rm'), ({ auth, access, params }) => removeForm(ctx, auth, access, params.id));
  routes.protected(r.categories, company('list'), () => listFormCategories(ctx));
  routes.protected(r.responses, company('list'), ({ auth, access, params, query }) =>
    listFormResponses(ctx, clientScope(auth, access), params.id, query),
  );
  routes.protected(r.response, company('read'), ({ auth, access, params }) =>
    readFormResponse(ctx, clientScope(auth, access), params.id),
  );
  routes.protected(r.summary, company('list'), ({ auth, access, params, query }) =>
    summarizeFormResponses(ctx, clientScope(auth, access), params.id, query),
  );
  routes.protected(r.xlsx, company('list'), async ({ auth, access, params, query, reply }) => {
    const { xlsx, fileName } = await formResponsesXlsx(ctx, clientScope(auth, access), params.id, query);
    return sendXlsx(reply, fileName, xlsx);
  });

  const a = adminFormRoutes;
  routes.protected(a.list, admin('read'), () => listAdminForms(ctx));
  routes.protected(a.status, admin('write'), ({ auth, params, body }) =>
    changeAdminFormState(ctx, auth, params.id, body.action),
  );
  routes.protected(a.responses, admin('read'), ({ params, query }) => listFormResponses(ctx, null, params.id, query));
  routes.protected(a.summary, admin('read'), ({ params, query }) =>
    summarizeFormResponses(ctx, null, params.id, query),
  );
  routes.protected(a.xlsx, admin('read'), async ({ params, query, reply }) => {
    const { xlsx, fileName } = await formResponsesXlsx(ctx, null, params.id, query);
    return sendXlsx(reply, fileName, xlsx);
  });
  routes.protected(a.categories, admin('read'), () => listFormCategories(ctx));
  routes.protected(a.createCategory, admin('write'), ({ auth, body }) => createFormCategory(ctx, auth, body));
  routes.protected(a.updateCategory, admin('write'), ({ auth, params, body }) =>
    updateFormCategory(ctx, auth, params.id, body),
  );
  routes.protected(a.removeCategory, admin('write'), ({ auth, params }) => removeFormCategory(ctx, auth, params.id));

  const p = publicFormRoutes;
  routes.public(p.read, ({ params }) => readPublicForm(ctx, params.companyId, params.slug));
  routes.public(p.submit, ({ params, body, request }) => submitPublicResponse(ctx, params, body, request.ip));
}
