import { appealRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { access } from './appeal-access';
import { appealBulk, identifyBulk } from './appeal-bulk.service';
import { answerAppeal, finishAppeal, receiveAppeal, sendAppeal, setAppealStage } from './appeal-flow.service';
import { createAppeal, getAppeal, listAppeals, listCandidates } from './appeals.service';

export function registerAppealRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(appealRoutes.list, access('list'), ({ auth, access: a, query }) => listAppeals(ctx, auth, a, query));
  routes.protected(appealRoutes.candidates, access('read'), ({ auth, access: a, query }) =>
    listCandidates(ctx, auth, a, query.eventId),
  );
  routes.protected(appealRoutes.get, access('read'), ({ auth, access: a, params }) =>
    getAppeal(ctx, auth, a, params.id),
  );
  routes.protected(appealRoutes.create, access('write'), ({ auth, access: a, body }) =>
    createAppeal(ctx, auth, a, body),
  );
  routes.protected(appealRoutes.identifyBulk, access('write', false), ({ auth, access: a, body }) =>
    identifyBulk(ctx, auth, a, body),
  );
  routes.protected(appealRoutes.bulk, access('write', false), ({ auth, access: a, body }) =>
    appealBulk(ctx, auth, a, body),
  );
  routes.protected(appealRoutes.send, access('write'), ({ auth, access: a, params, body }) =>
    sendAppeal(ctx, auth, a, params.id, body.sentOn),
  );
  routes.protected(appealRoutes.stage, access('write'), ({ auth, access: a, params, body }) =>
    setAppealStage(ctx, auth, a, params.id, body.stage),
  );
  routes.protected(appealRoutes.answer, access('write'), ({ auth, access: a, params, body }) =>
    answerAppeal(ctx, auth, a, params.id, body),
  );
  routes.protected(appealRoutes.receive, access('write'), ({ auth, access: a, params, body }) =>
    receiveAppeal(ctx, auth, a, params.id, body),
  );
  routes.protected(appealRoutes.finish, access('write'), ({ auth, access: a, params, body }) =>
    finishAppeal(ctx, auth, a, params.id, body.finishedOn),
  );
}
