import { publicQuestRoutes, questionnaireRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import type { JobRunner } from '../../jobs/job-runner';
import { readQuest, submitQuest } from './public-quest.service';
import { questionnaireMailJob } from './questionnaire-mail';
import { inviteMore, listInvitations, remind, removeInvitation } from './questionnaire-invitations.service';
import {
  changeQuestionnaireState,
  createQuestionnaire,
  listQuestionnaires,
  readQuestionnaire,
  removeQuestionnaire,
  updateQuestionnaire,
} from './questionnaires.service';

/** The administrators' screens (module admin, as /admin/Forms: decision 057). */
const admin = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action },
});

/** /admin/quiz and the personal link /quest/{email} (platform.md §2; decision 060). */
export function registerQuestionnaireRoutes(routes: RouteBinder, ctx: AppContext, jobs: JobRunner): void {
  jobs.register(questionnaireMailJob);
  const r = questionnaireRoutes;
  routes.protected(r.list, admin('read'), () => listQuestionnaires(ctx));
  routes.protected(r.read, admin('read'), ({ params }) => readQuestionnaire(ctx, params.id));
  routes.protected(r.create, admin('write'), ({ auth, body }) => createQuestionnaire(ctx, auth, body));
  routes.protected(r.update, admin('write'), ({ auth, params, body }) =>
    updateQuestionnaire(ctx, auth, params.id, body),
  );
  routes.protected(r.status, admin('write'), ({ auth, params, body }) =>
    changeQuestionnaireState(ctx, auth, params.id, body.action),
  );
  routes.protected(r.remove, admin('write'), ({ auth, params }) => removeQuestionnaire(ctx, auth, params.id));
  routes.protected(r.invitations, admin('read'), ({ params, query }) => listInvitations(ctx, params.id, query));
  routes.protected(r.invite, admin('write'), ({ auth, params, body }) => inviteMore(ctx, auth, params.id, body.emails));
  routes.protected(r.remind, admin('write'), ({ auth, params, body }) =>
    remind(ctx, auth, params.id, body.invitationIds),
  );
  routes.protected(r.removeInvitation, admin('write'), ({ auth, params }) => removeInvitation(ctx, auth, params.id));

  const p = publicQuestRoutes;
  routes.public(p.read, ({ params, query }) => readQuest(ctx, params.email, query.t));
  routes.public(p.submit, ({ params, body, request }) => submitQuest(ctx, params.email, body, request.ip));
}
